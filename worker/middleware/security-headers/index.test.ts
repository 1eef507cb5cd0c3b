/**
 * The headers every answer carries, pinned where they are made: each kind of answer the worker gives (a page, its
 * error page, a redirect, JSON, XML, text, a refusal) through the whole pipeline. The values are written out here,
 * not read from policy.ts, so that a header dropped or weakened there fails this test.
 */
import { describe, expect, it } from "vitest";
import { quietCms, throughSite } from "../../../tests/worker/app";

quietCms();

const EVERY_ANSWER = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

const ANSWERS: [kind: string, path: string, init?: RequestInit][] = [
  ["the 404 page", "/page-qui-n-existe-pas"],
  ["the 400 page of a malformed address", "/formations/%E0%A4%A"],
  ["a canonical redirect", "/Formations/"],
  ["a legacy redirect", "/nos-formations"],
  ["the pop-in's JSON", "/api/ecole-campuses"],
  ["robots.txt", "/robots.txt"],
  ["a missing static file", "/assets/perdu-0000.js"],
  ["the webhook's refusal", "/__cms/webhook", { method: "POST" }],
  ["the error page of a CMS fault", "/error/debug?code=503"],
];

describe("headers on every answer", () => {
  it.each(ANSWERS)("%s", async (_kind, path, init) => {
    const res = await throughSite(path, {}, init);
    for (const [name, value] of Object.entries(EVERY_ANSWER)) expect(res.headers.get(name), `${name} on ${path} (${res.status})`).toBe(value);
    expect(res.headers.get("content-security-policy"), path).toBeTruthy();
  });

  it("an HTML answer is also unframable by other sites and kept to its own browsing context group", async () => {
    const res = await throughSite("/page-qui-n-existe-pas");
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
  });

  it("an answer that is not HTML loads nothing and is framed by no one", async () => {
    const res = await throughSite("/robots.txt");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
