/** The CMS's copy of the site's patterns (its preview paths) is the route table's: `npm run routes` (run by the build) writes it. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { previewRoutes } from "../core/preview-routes";
import { ROUTES } from "../core/routes";

describe("cms/src/preview/site-routes.json", () => {
  it("holds the route table's patterns of the pages an editor previews", () => {
    const written: unknown = JSON.parse(readFileSync(new URL("../cms/src/preview/site-routes.json", import.meta.url), "utf8"));
    expect(written, "run npm run routes").toEqual(previewRoutes(ROUTES));
  });
});
