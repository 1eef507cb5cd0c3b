/**
 * The page cache's global tier in workerd: rendered pages in KV under the content version, served with the request's
 * own nonce, gone at the end of their Paris day, and never holding a preview or a visitor's cookie.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endOfParisDay, parisDay } from "../../core/dates";
import { previewCookieHeader } from "./preview-cookie";
import type { EntryNote, PageEntry } from "../../worker/middleware/page-cache/entry";
import { readGlobalPage, writeGlobalPage } from "../../worker/middleware/page-cache/global-tier";
import { buildApp } from "../../worker/app";
import { pageCache } from "../../worker/middleware/page-cache";
import { app, globalPlace } from "./app";
import { fakeCms, json, testEnv, uniqueCmsUrl, type SeenCall } from "./fake-cms";
import { publishNow, recordingQueue } from "./publish";
import { ACCEPTED_CONSENT } from "./consent-cookie";

const SECRET = "global-pages-preview-secret";
const EVENTS = [{ title: "Journée portes ouvertes", slug: "jpo", description: "", url: "https://inscription.example-ecole.fr/jpo", dateStart: "2099-03-10T09:00:00.000Z", dateEnd: null, campus: { title: "Lyon", slug: "lyon" } }];
const answer = (call: SeenCall) =>
  call.url.pathname === "/api/events" ? json({ data: EVENTS }) : json({ data: null, error: { status: 404, message: "Not Found" } }, 404);

let cmsUrl: string;
let cms: ReturnType<typeof fakeCms>;
beforeEach(() => {
  cmsUrl = uniqueCmsUrl();
  cms = fakeCms(answer);
  // The fake CMS has no menus or settings: each page logs their 404s.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const kv = testEnv.CMS_KV;

async function get(path: string, { vars = {}, headers = {} }: { vars?: Record<string, string>; headers?: Record<string, string> } = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(`http://localhost${path}`, { headers }, { ...testEnv, CMS_URL: cmsUrl, PREVIEW_SECRET: SECRET, ...vars }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, page: /page;desc="(\w+)"/.exec(res.headers.get("server-timing") ?? "")?.[1] };
}

const placeOf = (path: string) => globalPlace(path, cmsUrl);

const stored = (key: string) => kv.getWithMetadata<EntryNote>(key, "text");
const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

describe("the global page tier", () => {
  it("keeps a rendered page under the content version, with the shared headers only and the end of its Paris day", async () => {
    const landing = await get("/?utm_source=newsletter", { vars: { CMS_FRESH_SECONDS: "86400" }, headers: { cookie: ACCEPTED_CONSENT } });
    expect(landing.page).toBe("miss");
    // The visitor's own cookies go to the visitor, never into what others are served.
    expect(landing.res.headers.getSetCookie().join("\n")).toContain("utm_source=newsletter");
    const { version, key } = await placeOf("/");
    expect(key).toMatch(new RegExp(`^page:${version}:[0-9a-f]{64}$`));
    const { value, metadata } = await stored(key);
    expect(value).toContain("Journée portes ouvertes");
    expect(metadata!.headers.map(([name]) => name).sort()).toEqual(["content-language", "content-type"]);
    const listed = (await kv.list({ prefix: key })).keys[0]!;
    // KV takes no expiry less than 60 s ahead: within that of midnight, the read's own check is the boundary.
    expect(listed.expiration! * 1000).toBeLessThanOrEqual(Math.max(endOfParisDay(parisDay(new Date())), Date.now() + 62_000));
  });

  it("serves another data centre's render, with this request's nonce, without asking the CMS", async () => {
    const { key } = await placeOf("/campus");
    const other = "T2xkTm9uY2VPbGROb25jZQ==";
    const page = `<!DOCTYPE html><html><head><script nonce="${other}"></script></head><body>Rendu ailleurs<script nonce="${other}"></script></body></html>`;
    const bytes = new TextEncoder().encode(page);
    const slots = [page.indexOf(other), page.lastIndexOf(other)].map((at) => new TextEncoder().encode(page.slice(0, at)).length);
    const entry: PageEntry = { bytes, headers: [["content-type", "text/html; charset=utf-8"]], storedAt: Date.now(), slots, nonceLength: other.length };
    await writeGlobalPage(kv, key, entry, 30);
    const served = await get("/campus");
    expect(served.page).toBe("global");
    expect(cms.calls).toEqual([]);
    const nonce = cspNonce(served.res)!;
    expect(served.body).toBe(page.replaceAll(other, nonce));
    // Kept in this data centre from then on.
    expect((await get("/campus")).page).toBe("hit");
  });

  it("never reads a page of an older content version: a publish renders it again", async () => {
    expect((await get("/agenda")).page).toBe("miss");
    const before = await placeOf("/agenda");
    const ctx = createExecutionContext();
    const queue = recordingQueue();
    const hook = await app.request(
      "http://localhost/__cms/webhook",
      { method: "POST", headers: { authorization: "Bearer test-webhook-secret", "content-type": "application/json" }, body: JSON.stringify({ event: "entry.publish", model: "event", entry: { id: 1 } }) },
      { ...testEnv, CMS_URL: cmsUrl, PUBLISH_QUEUE: queue },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(hook.status).toBe(202);
    vi.spyOn(console, "info").mockImplementation(() => {});
    await publishNow({ ...testEnv, CMS_URL: cmsUrl }, queue.sent);
    const after = await placeOf("/agenda");
    expect(after.version).not.toBe(before.version);
    expect((await get("/agenda")).page).toBe("miss");
    expect((await stored(after.key)).value).toContain("Journée portes ouvertes");
  });

  it("serves no copy past the end of the Paris day it was rendered on, however fresh", async () => {
    const { key } = await placeOf("/formations");
    const bytes = new TextEncoder().encode('{"page":1}');
    await writeGlobalPage(kv, key, { bytes, headers: [["content-type", "application/json"]], storedAt: Date.now(), slots: [], nonceLength: 0 }, 86_400);
    expect(await readGlobalPage(kv, key, 86_400)).not.toBeNull();
    vi.useFakeTimers({ toFake: ["Date"], now: endOfParisDay(parisDay(new Date())) });
    expect(await readGlobalPage(kv, key, 86_400)).toBeNull();
  });

  it("serves no copy past its freshness, and stores none that is already stale", async () => {
    const { key } = await placeOf("/contact");
    const bytes = new TextEncoder().encode('{"page":1}');
    const entry = (storedAt: number): PageEntry => ({ bytes, headers: [["content-type", "application/json"]], storedAt, slots: [], nonceLength: 0 });
    await writeGlobalPage(kv, key, entry(Date.now() - 31_000), 30);
    expect((await stored(key)).value).toBeNull();
    await writeGlobalPage(kv, key, entry(Date.now() - 29_000), 30);
    expect(await readGlobalPage(kv, key, 30)).not.toBeNull();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1_100 });
    expect(await readGlobalPage(kv, key, 30)).toBeNull();
  });

  it("never holds an editor's preview, nor serves one from it", async () => {
    const preview = { cookie: await previewCookieHeader(SECRET) };
    const drafts = await get("/", { headers: preview });
    expect((await stored((await placeOf("/")).key)).value).toBeNull();
    expect(drafts.page).toBe("bypass");
    await get("/");
    expect((await stored((await placeOf("/")).key)).value).not.toBeNull();
    expect((await get("/", { headers: preview })).page).toBe("bypass");
  });

  it("never holds an answer that sets a cookie", async () => {
    const site = buildApp((endpoints) => {
      endpoints.get("/with-cookie", pageCache(), (c) => c.json({ campus: "lyon" }, 200, { "set-cookie": "campus=lyon; Path=/" }));
      endpoints.get("/without-cookie", pageCache(), (c) => c.json({ campus: "lyon" }));
    });
    for (const path of ["/with-cookie", "/without-cookie"]) {
      const ctx = createExecutionContext();
      await (await site.request(`http://localhost${path}`, {}, { ...testEnv, CMS_URL: cmsUrl }, ctx)).text();
      await waitOnExecutionContext(ctx);
    }
    expect((await stored((await placeOf("/with-cookie")).key)).value).toBeNull();
    expect((await stored((await placeOf("/without-cookie")).key)).value).toBe('{"campus":"lyon"}');
  });

  it("never holds an error page", async () => {
    expect((await get("/a/b/c")).res.status).toBe(404);
    expect((await stored((await placeOf("/a/b/c")).key)).value).toBeNull();
  });
});
