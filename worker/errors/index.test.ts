/** The pipeline's last stage in workerd: what an unknown page address answers. */
import { describe, expect, it } from "vitest";
import { quietCms, throughSite } from "../../tests/worker/app";

quietCms();

describe("unknown paths", () => {
  it("answer the site's 404 page under /_data too, now that no page data is served there", async () => {
    for (const path of ["/_data", "/_data/formations/dcg", "/_data/en/admission"]) {
      const res = await throughSite(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toContain("text/html");
      expect(await res.text(), path).toMatch(/Oops cette page n(?:'|&#x27;)existe pas \(ou plus\)/);
    }
    // with its trailing slash, like any other address: one hop to the same 404
    const home = await throughSite("/_data/");
    expect(home.status).toBe(301);
    expect(home.headers.get("location")).toBe("/_data");
  });
});
