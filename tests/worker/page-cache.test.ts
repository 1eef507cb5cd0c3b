/** The page cache in workerd through the whole pipeline: hits, fresh nonces, HEAD, the pop-in's pages, purge on publish, what is never shared. */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parisDay } from "../../core/dates";
import { endOfParisDay } from "../../core/dates";
import { app } from "./app";
import type { Bindings } from "../../worker/env";
import { delay, fakeCms, json, uniqueCmsUrl, type SeenCall } from "./fake-cms";
import { publishThroughWebhook } from "./publish";
import { ACCEPTED_CONSENT } from "./consent-cookie";

const EVENTS = [1, 2, 3].map((n) => ({
  title: `Journée portes ouvertes ${n}`,
  slug: `jpo-${n}`,
  description: "",
  url: `https://inscription.example-ecole.fr/jpo-${n}`,
  dateStart: `2099-0${n}-10T09:00:00.000Z`,
  dateEnd: null,
  campus: { title: "Lyon", slug: "lyon" },
}));

let cmsUrl: string;
let cmsDown = false;
let cms: ReturnType<typeof fakeCms>;
const answer = (call: SeenCall) => {
  if (cmsDown) return json({ error: { status: 500, message: "down" } }, 500);
  return call.url.pathname === "/api/events" ? json({ data: EVENTS }) : json({ data: null, error: { status: 404, message: "Not Found" } }, 404);
};

beforeEach(() => {
  cmsUrl = uniqueCmsUrl();
  cmsDown = false;
  cms = fakeCms(answer);
});
afterEach(() => vi.restoreAllMocks());

async function get(path: string, vars: Record<string, string> = {}, headers: Record<string, string> = {}, method = "GET") {
  const ctx = createExecutionContext();
  const res = await app.request(`http://localhost${path}`, { headers, method }, { ...(env as unknown as Bindings), CMS_URL: cmsUrl, ...vars }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, page: /page;desc="(\w+)"/.exec(res.headers.get("server-timing") ?? "")?.[1] };
}

const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

describe("page cache", () => {
  it("serves the second visit from the cache, with a fresh nonce that matches its CSP", async () => {
    const first = await get("/");
    expect(first.res.status).toBe(200);
    expect(first.page).toBe("miss");
    const callsAfterFirst = cms.calls.length;

    const second = await get("/");
    expect(second.page).toBe("hit");
    expect(cms.calls.length).toBe(callsAfterFirst);
    expect(second.body).toContain("Journée portes ouvertes 1");
    const nonce = cspNonce(second.res)!;
    expect(nonce).not.toBe(cspNonce(first.res));
    expect(second.body).toContain(`nonce="${nonce}"`);
    expect(second.body).not.toContain(cspNonce(first.res)!);
  });

  it("answers a repeat visit from the isolate's memory, and never past the page's freshness", async () => {
    const fresh = { CMS_FRESH_SECONDS: "1" };
    expect((await get("/", fresh)).page).toBe("miss");
    const dataCentre = vi.spyOn((caches as unknown as { default: Cache }).default, "match");
    const again = await get("/", fresh);
    expect(again.page).toBe("hit");
    expect(again.body).toContain("Journée portes ouvertes 1");
    expect(dataCentre.mock.calls.filter(([key]) => String(key).includes("page-cache"))).toEqual([]);
    await delay(1100);
    expect((await get("/", fresh)).page).not.toBe("hit");
  });

  it("answers with the expired copy while one request renders the page again, never past twice its freshness", async () => {
    const fresh = { CMS_FRESH_SECONDS: "1" };
    const first = await get("/", fresh);
    expect(first.page).toBe("miss");
    await delay(1100);
    // The CMS fails, so the request that renders the page again gets stale data and cannot store it.
    cmsDown = true;
    expect((await get("/", fresh)).page).toBe("bypass");
    const copy = await get("/", fresh);
    expect(copy.page).toBe("stale");
    expect(copy.body).toContain("Journée portes ouvertes 1");
    expect(cspNonce(copy.res)).not.toBe(cspNonce(first.res));
    expect(copy.body).toContain(`nonce="${cspNonce(copy.res)}"`);
    // Twice the freshness window old, the copy is gone: each request renders, though one claimed the page just before.
    await delay(1000);
    expect((await get("/", fresh)).page).toBe("bypass");
    expect((await get("/", fresh)).page).toBe("bypass");
  });

  it("never serves a page after the Paris day it was rendered on ends, however fresh", async () => {
    const longFresh = { CMS_FRESH_SECONDS: "86400" };
    expect((await get("/", longFresh)).page).toBe("miss");
    expect((await get("/", longFresh)).page).toBe("hit");
    vi.useFakeTimers({ toFake: ["Date"], now: endOfParisDay(parisDay(new Date())) });
    try {
      expect((await get("/", longFresh)).page).toBe("miss");
    } finally {
      vi.useRealTimers();
    }
  });

  it("misses right after a publish bumps the content version", async () => {
    await get("/");
    expect((await get("/")).page).toBe("hit");
    expect(await publishThroughWebhook({ ...(env as unknown as Bindings), CMS_URL: cmsUrl }, "event")).toBe(202);
    expect((await get("/")).page).toBe("miss");
  });

  it("shares a page across marketing parameters, but sets each landing's own cookies", async () => {
    await get("/");
    const landing = await get("/?utm_source=newsletter&utm_medium=email", {}, { cookie: ACCEPTED_CONSENT });
    expect(landing.page).toBe("hit");
    expect(landing.res.headers.getSetCookie().join("\n")).toContain("utm_source=newsletter");
  });

  it("keeps devices apart", async () => {
    const phone = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" };
    await get("/");
    expect((await get("/", {}, phone)).page).toBe("miss");
  });

  it("keeps a page opened with the pop-in under its action, for every visitor, with no cookie and never in KV", async () => {
    const plain = await get("/");
    expect(plain.body).not.toMatch(/<dialog[^>]*open=""/);
    const first = await get("/?popin=brochure");
    expect(first.page).toBe("miss");
    expect(first.body).toMatch(/<dialog[^>]*data-action="brochure"[^>]*open=""/);
    const second = await get("/?popin=brochure&utm_source=newsletter");
    expect(second.page).toBe("hit");
    expect(second.body).toMatch(/<dialog[^>]*data-action="brochure"[^>]*open=""/);
    // a landing's own cookies are added to its answer, never stored with the page: a returning visitor gets none
    const returning = await get("/?popin=brochure", {}, { cookie: "origine-tracking=utm_source%3DDIRECT%26utm_medium%3Ddirect; utm_source=DIRECT; utm_medium=direct" });
    expect(returning.page).toBe("hit");
    expect(returning.res.headers.getSetCookie()).toEqual([]);
    expect(cspNonce(second.res)).not.toBe(cspNonce(first.res));
    expect((await get("/?popin=contact")).page).toBe("miss");
    // a value that opens nothing is the page as everyone sees it
    expect((await get("/?popin=Brochure")).page).toBe("hit");
    const keys = (await (env as unknown as Bindings).CMS_KV.list({ prefix: "page:" })).keys.length;
    await get("/?popin=registration");
    expect((await (env as unknown as Bindings).CMS_KV.list({ prefix: "page:" })).keys.length).toBe(keys);
  });

  it("answers HEAD from the page cache like GET, and fills it alike", async () => {
    const head = (path: string) => get(path, {}, {}, "HEAD");
    await get("/");
    const hit = await head("/");
    expect(hit.res.status).toBe(200);
    expect(hit.page).toBe("hit");
    expect(hit.body).toBe("");
    expect(hit.res.headers.get("content-type")).toContain("text/html");
    const first = await head("/agenda");
    expect(first.page).toBe("miss");
    expect((await get("/agenda")).page).toBe("hit");
    expect((await head("/agenda")).page).toBe("hit");
  });

  it("does not freeze stale CMS data into a page, nor store error pages", async () => {
    expect((await get("/", { CMS_FRESH_SECONDS: "1" })).page).toBe("miss");
    await delay(1100);
    cmsDown = true;
    const stale = await get("/", { CMS_FRESH_SECONDS: "1" });
    expect(stale.res.status).toBe(200);
    expect(stale.page).toBe("bypass");
    cmsDown = false;
    const missing = await get("/a/b/c");
    expect(missing.res.status).toBe(404);
    expect((await get("/a/b/c")).page).toBe("bypass");
  });
});
