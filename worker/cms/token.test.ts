/** The CMS token in workerd: static token, one login for many requests, re-login on 401, no login loops. */
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SiteError } from "../../core/errors";
import { delay, fakeCms, json, uniqueCmsUrl, type SeenCall, testEnv } from "../../tests/worker/fake-cms";
import { readConfig } from "../config";
import { createCmsClient } from "./client";
import { keepSeconds } from "./token";

const Title = v.object({ data: v.object({ title: v.string() }) });
const titleCall = { name: "title", path: "/things/one", schema: Title };
const account = { CMS_API_TOKEN: "", CMS_USERNAME: "site-service", CMS_PASSWORD: "secret" };

const clientFor = (cmsUrl: string, vars: Record<string, string> = account) =>
  createCmsClient({ config: readConfig({ ...testEnv, CMS_URL: cmsUrl, ...vars }), kv: testEnv.CMS_KV, locale: "fr", waitUntil: () => {} });

/** A CMS whose login hands out jwt-1, jwt-2…; content is served to the latest token only. */
function cmsWithLogin(loginAnswer: (call: SeenCall, token: string) => Response | null = () => null) {
  let issued = 0;
  const cms = fakeCms(async (call) => {
    if (call.method === "POST") {
      await delay(20);
      const token = `jwt-${issued + 1}`;
      const answer = loginAnswer(call, token);
      if (!answer || answer.ok) issued++;
      return answer ?? json({ access_token: token });
    }
    return call.authorization === `Bearer jwt-${issued}` ? json({ data: { title: "Ok" } }) : json({ error: { message: "Unauthorized" } }, 401);
  });
  return { ...cms, logins: () => cms.calls.filter((c) => c.method === "POST"), expire: () => issued++ };
}

beforeEach(async () => {
  await testEnv.CMS_KV.delete("cms:token");
  await testEnv.CMS_KV.delete("cms:login-refused");
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("CMS token", () => {
  it("uses the static API token when configured, and never logs in", async () => {
    const cms = fakeCms(() => json({ data: { title: "Ok" } }));
    await clientFor(uniqueCmsUrl(), { CMS_API_TOKEN: "static-token" }).get(titleCall);
    expect(cms.calls.map((c) => [c.method, c.authorization])).toEqual([["GET", "Bearer static-token"]]);
  });

  it("logs in once for many concurrent requests, then keeps the token in KV", async () => {
    const cms = cmsWithLogin();
    const cmsUrl = uniqueCmsUrl();
    const answers = await Promise.all(Array.from({ length: 8 }, () => clientFor(cmsUrl).get(titleCall)));
    expect(answers.every((a) => a.data.title === "Ok")).toBe(true);
    expect(cms.logins()).toHaveLength(1);
    expect(JSON.parse(cms.logins()[0]!.body)).toEqual({ username: "site-service", password: "secret" });
    expect(cms.logins()[0]!.url.search).toBe("");
    expect(await testEnv.CMS_KV.get("cms:token")).toBe("jwt-1");
  });

  it("logs in again once on a 401 and retries, even for concurrent requests", async () => {
    const cms = cmsWithLogin();
    const cmsUrl = uniqueCmsUrl();
    await clientFor(cmsUrl).get(titleCall);
    cms.expire();
    // Another answer than the first: the cached one would need no token at all.
    const answers = await Promise.all(Array.from({ length: 4 }, () => clientFor(cmsUrl).get({ ...titleCall, path: "/things/two" })));
    expect(answers.every((a) => a.data.title === "Ok")).toBe(true);
    expect(cms.logins()).toHaveLength(2);
  });

  it("falls back to Strapi's /auth/local when the CMS has no /login", async () => {
    const cms = cmsWithLogin((call, token) => (call.url.pathname === "/api/login" ? json({ error: {} }, 404) : json({ jwt: token, user: {} })));
    await clientFor(uniqueCmsUrl()).get(titleCall);
    expect(cms.logins().map((c) => c.url.pathname)).toEqual(["/api/login", "/api/auth/local"]);
    expect(JSON.parse(cms.logins()[1]!.body)).toEqual({ identifier: "site-service", password: "secret" });
  });

  it("answers wrong credentials with a logged 503 and does not try again for a while", async () => {
    const cms = cmsWithLogin(() => json({ error: { message: "Invalid identifier or password" } }, 400));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const cmsUrl = uniqueCmsUrl();
    const first = (await clientFor(cmsUrl).get(titleCall).catch((e: unknown) => e)) as SiteError;
    expect(first).toBeInstanceOf(SiteError);
    expect(first.statusCode).toBe(503);
    expect(String(logged.mock.calls[0]?.[0])).toContain('CMS login as "site-service" failed');
    const again = await Promise.all(Array.from({ length: 5 }, () => clientFor(cmsUrl).get(titleCall).catch((e: unknown) => e)));
    expect(again.every((e) => e instanceof SiteError && e.statusCode === 503)).toBe(true);
    expect(cms.logins()).toHaveLength(1);
  });

  it("a refused static token is a 503, not a login", async () => {
    const cms = fakeCms(() => json({ error: { message: "Missing or invalid credentials" } }, 401));
    const error = (await clientFor(uniqueCmsUrl(), { CMS_API_TOKEN: "revoked" }).get(titleCall).catch((e: unknown) => e)) as SiteError;
    expect(error.statusCode).toBe(503);
    expect(cms.calls.every((c) => c.method === "GET")).toBe(true);
  });

  it("keeps a token until an hour before its JWT expiry, at most six days", () => {
    const now = Date.UTC(2026, 10, 21);
    const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, "")}.s`;
    expect(keepSeconds(jwt(now / 1000 + 2 * 3600), now)).toBe(3600);
    expect(keepSeconds(jwt(now / 1000 + 30 * 86400), now)).toBe(6 * 86400);
    expect(keepSeconds("opaque-token", now)).toBe(6 * 86400);
    expect(keepSeconds(jwt(now / 1000 - 10), now)).toBe(60);
  });
});
