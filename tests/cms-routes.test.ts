/** The CMS's copy of the site's patterns (its preview paths) is the route table's: `node scripts/cms-routes.mjs` writes it. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { previewRoutes } from "../core/preview-routes";

describe("cms/src/preview/site-routes.json", () => {
  it("holds the route table's patterns of the pages an editor previews", () => {
    const written: unknown = JSON.parse(readFileSync(new URL("../cms/src/preview/site-routes.json", import.meta.url), "utf8"));
    expect(written, "run node scripts/cms-routes.mjs").toEqual(previewRoutes());
  });
});
