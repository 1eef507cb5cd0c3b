import { describe, expect, it } from "vitest";
import { LEGACY_PAGES } from "../../../redirects";
import { quietCms, throughSite, throughStages } from "../../../tests/worker/app";

quietCms();

describe("legacy redirects stage", () => {
  it("answers every old path of the table with a 301 to its new address, with and without trailing slash", async () => {
    for (const [old, target] of Object.values(LEGACY_PAGES).flatMap((family) => Object.entries(family))) {
      for (const path of [old, `${old}/`]) {
        const res = await throughSite(path);
        expect(res.status, path).toBe(301);
        expect(res.headers.get("location"), path).toBe(target);
      }
    }
  });

  it("answers the prefix families, keeping the query on site paths", async () => {
    const res = await throughSite("/portes-ouvertes-2019/?utm_campaign=po");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/journees-portes-ouvertes?utm_campaign=po");
    expect((await throughSite("/campus-lyon/")).headers.get("location")).toBe("/campus");
    expect((await throughSite("/salons/salon-studyrama-paris-2020/")).headers.get("location")).toBe("/agenda");
  });

  it("answers an external file address as written", async () => {
    const res = await throughSite("/wp-content/uploads/2021/09/Reglement-Interieur.pdf?download=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("https://fichiers.example-groupe.fr/ecole/reglement-interieur.pdf");
  });

  it("lets current pages through", async () => {
    for (const path of ["/campus/lyon", "/parcoursup", "/agenda/portes-ouvertes-paris", "/formations/dcg"]) {
      expect(await (await throughStages(path)).text(), path).toBe(`page ${path}`);
    }
  });
});
