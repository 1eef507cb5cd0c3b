import { describe, expect, it } from "vitest";
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
