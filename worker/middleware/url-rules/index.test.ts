/** The URL stage through the whole site: canonical addresses, the old site's, the /en policy; one redirect at most. */
import { LEGACY_PAGES } from "../../../redirects";
import { describe, expect, it } from "vitest";
import { fakeCms, json } from "../../../tests/worker/fake-cms";
import { quietCms, throughSite, throughStages } from "../../../tests/worker/app";

quietCms();

const HOST = { CANONICAL_HOST: "www.ecole.test" };

describe("canonical URL stage", () => {
  it.each([
    ["removes a trailing slash, keeping the query", "/formations/?utm_source=salon&x=1", {}, "/formations?utm_source=salon&x=1"],
    ["lowercases the path", "/Formations/DCG", {}, "/formations/dcg"],
    ["sends another host to CANONICAL_HOST, path and query kept", "http://ecole.test/formations/dcg?x=1", HOST, "http://www.ecole.test/formations/dcg?x=1"],
    ["combines host, case and trailing slash into one redirect", "http://ecole.test/Formations/DCG/?x=Y", HOST, "http://www.ecole.test/formations/dcg?x=Y"],
    [
      "goes straight to the new page of an old address written the old way (one hop)",
      "http://ecole.test/Nos-Formations/DCG-Diplome-de-Comptabilite-et-de-Gestion/?utm_source=x",
      HOST,
      "http://www.ecole.test/formations/dcg?utm_source=x",
    ],
  ])("%s, with a 301", async (_rule, path, vars, location) => {
    const res = await throughSite(path, vars);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(location);
  });

  it("names the configured host only, whatever Host the request claims", async () => {
    const res = await throughSite("http://evil.example/formations", HOST);
    expect(res.headers.get("location")).toBe("http://www.ecole.test/formations");
    const spoofed = await throughSite("http://ecole.test/formations", HOST, { headers: { host: "evil.example", "x-forwarded-host": "evil.example" } });
    expect(spoofed.headers.get("location")).not.toContain("evil");
  });

  it("lets a canonical request through, and its host when it is the canonical one", async () => {
    expect(await (await throughStages("/formations/dcg?x=1")).text()).toBe("page /formations/dcg");
    expect(await (await throughStages("http://www.ecole.test/formations", HOST)).text()).toBe("page /formations");
    expect(await (await throughStages("/")).text()).toBe("page /");
  });

  it("only redirects GET and HEAD, and leaves machine paths alone", async () => {
    const post = await throughStages("/Formations/", {}, { method: "POST" });
    expect(post.status).toBe(200);
    expect(await (await throughStages("/api/Ecole-Campuses/")).text()).toBe("page /api/Ecole-Campuses/");
    expect(await (await throughStages("/__cms/Webhook/")).text()).toBe("page /__cms/Webhook/");
    expect((await throughStages("/Apiculture/")).headers.get("location")).toBe("/apiculture");
    const head = await throughStages("/Formations/", {}, { method: "HEAD" });
    expect(head.status).toBe(301);
  });
});

describe("canonical URL stage: hostile and malformed addresses", () => {
  it("never answers a protocol-relative Location", async () => {
    for (const path of ["//evil.example/", "//evil.example", "///evil.example/", "/\\evil.example/", "/\\\\evil.example"]) {
      const res = await throughSite(path);
      const location = res.headers.get("location");
      if (location !== null) expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(res.status, path).toBeLessThan(500);
    }
    expect((await throughSite("//evil.example/")).headers.get("location")).toBe("/evil.example");
  });

  it("keeps encoded slashes and backslashes as data, never as a host", async () => {
    expect((await throughSite("/%2F%2Fevil.example/")).headers.get("location")).toBe("/%2F%2Fevil.example");
    expect((await throughSite("/%5CEvil/")).headers.get("location")).toBe("/%5Cevil");
    expect((await throughSite("/%2F%2FEVIL.example")).headers.get("location")).toBe("/%2F%2Fevil.example");
  });

  it("keeps CR and LF encoded: no header can be injected", async () => {
    const res = await throughSite("/Foo%0d%0aSet-Cookie:x=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/foo%0D%0Aset-cookie:x=1");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("answers malformed percent-encoding with the 400 error page", async () => {
    for (const path of ["/%E0%A4%A", "/formations/%E0%A4%A", "/100%", "/%C0%AF/"]) {
      const res = await throughSite(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("content-type"), path).toContain("text/html");
      expect(await res.text(), path).toContain("Mauvaise requête.");
    }
  });

  it("answers very long paths with 414, uppercase or encoded too, never 5xx", async () => {
    for (const path of [`/${"a".repeat(10_000)}`, `/${"A".repeat(10_000)}/`, `/${"%41".repeat(3_000)}`]) {
      const res = await throughSite(path);
      expect(res.status).toBe(414);
      expect(res.headers.get("location")).toBeNull();
    }
  });
});

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

const OFF_REDIRECT = { ENGLISH_ENABLED: "false", EN_REDIRECT: "true" };
const OFF_NOT_FOUND = { ENGLISH_ENABLED: "false", EN_REDIRECT: "false" };
const ON = { ENGLISH_ENABLED: "true", EN_REDIRECT: "true" };

describe("/en policy stage", () => {
  it("sends /en and /en/… to / while English is off (the default configuration)", async () => {
    for (const path of ["/en", "/en/admission", "/en/legal-notices?x=1"]) {
      const res = await throughSite(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(path.includes("?") ? "/?x=1" : "/");
    }
  });

  it("does it in one hop from a non-canonical /en address", async () => {
    const res = await throughSite("/EN/Admission/", OFF_REDIRECT);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });

  it("answers the 404 page when English is off and the redirect is off", async () => {
    for (const path of ["/en", "/en/admission"]) {
      const res = await throughSite(path, OFF_NOT_FOUND);
      expect(res.status, path).toBe(404);
      // the streamed page escapes the apostrophe, the plain fallback page does not
      expect(await res.text(), path).toMatch(/Oops cette page n(?:'|&#x27;)existe pas \(ou plus\)/);
    }
  });

  it("lets /en through to the English pages when English is on", async () => {
    // The CMS knows no events and no admission page, in either language.
    fakeCms((call) => (call.url.pathname === "/api/events" ? json({ data: [] }) : json({ data: null, error: { status: 404 } }, 404)));
    const home = await throughSite("/en", ON);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<html lang="en".*Discover our campuses/s);
    const missing = await throughSite("/en/admission", ON);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Oops, this page does not exist (or no longer exists)");
  });

  it("never touches French paths starting with the letters en", async () => {
    expect(await (await throughStages("/entreprise", OFF_NOT_FOUND)).text()).toBe("page /entreprise");
    expect(await (await throughStages("/entreprises/taxe-apprentissage", OFF_REDIRECT)).text()).toBe("page /entreprises/taxe-apprentissage");
  });
});
