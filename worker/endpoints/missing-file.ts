/**
 * A file that is not there (a static asset, an icon, a source map…) answers a small plain 404: browsers
 * and crawlers ask for such files often, and the full error page is meant for people. Paths without a
 * file's extension are pages and still get the error page.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env";

const FILE_PATH = /^\/assets\/|\.(?:png|jpe?g|gif|webp|avif|svg|ico|js|mjs|css|map|woff2?|ttf|otf|txt|xml|json|webmanifest|ics)$/i;

/** Whether a path names a file rather than a page. */
const isFilePath = (path: string) => FILE_PATH.test(path);

export const fileNotFound = (c: Context<AppEnv>) =>
  c.text("Fichier introuvable.", 404, { "cache-control": "no-cache", "x-content-type-options": "nosniff" });

/** Lets pages through; answers a missing file. */
export async function missingFile(c: Context<AppEnv>, next: () => Promise<void>) {
  if (isFilePath(new URL(c.req.url).pathname)) return fileNotFound(c);
  await next();
}
