/**
 * A posted body, read whole as text. One its sender cut off before its end (a tab closed while its beacon was on the
 * wire, a connection dropped mid-form) is refused as theirs, 400: not the site's failure, logged with a stack.
 */
import type { Context } from "hono";
import { refused } from "../../core/errors";

export const requestText = (c: Context) =>
  c.req.text().catch(() => {
    throw refused(400, new URL(c.req.url).pathname);
  });
