/** The CMS layer through the whole worker: error pages by CMS failure, Server-Timing on pages, routes wired before the pages. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeCms, hang, json, testEnv, uniqueCmsUrl } from "./fake-cms";
import { app, executionContext } from "./app";

async function site(path: string, vars: Record<string, string>, init: RequestInit = {}) {
  const { ctx, settled } = executionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, init), { ...testEnv, ...vars }, ctx);
  await settled();
  return res;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("CMS layer in the pipeline", () => {
  it("answers a CMS timeout with 504 and a CMS error with the 503 page", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeCms(hang);
    const slow = await site("/", { CMS_URL: uniqueCmsUrl(), CMS_TIMEOUT_MS: "30" });
    expect(slow.status).toBe(504);
    expect(await slow.text()).toContain("Délai de réponse dépassé.");
    vi.restoreAllMocks();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeCms(() => json({ error: { message: "boom" } }, 500));
    const down = await site("/", { CMS_URL: uniqueCmsUrl() });
    expect(down.status).toBe(503);
    expect(await down.text()).toContain("Erreur interne au serveur.");
  });

  it("says in Server-Timing whether a page's data was fetched or came from the cache", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    fakeCms(() => json({ data: [] }));
    const vars = { CMS_URL: uniqueCmsUrl() };
    const first = await site("/", vars);
    expect(first.status).toBe(200);
    expect(first.headers.get("server-timing")).toMatch(/(^|, )cms;desc="miss";dur=/);
    // Another page (the phone's, its own page-cache entry) built from the same, now cached, answers.
    const other = await site("/", vars, { headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" } });
    expect(other.headers.get("server-timing")).toMatch(/(^|, )cms;desc="hit-fresh";dur=0\.0/);
    // The whole page is then in the page cache: no CMS call at all.
    const again = await site("/", vars);
    expect(again.status).toBe(200);
    expect(again.headers.get("server-timing")).toBe('page;desc="hit"');
  });

  it("routes /api, /__cms/webhook and /uploads before the pages", async () => {
    fakeCms(() => json({ registration: [], contact: [], brochure: [] }));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await (await site("/api/crm-links/actions", { CMS_URL: uniqueCmsUrl() })).json()).toEqual({ registration: [], contact: [], brochure: [] });
    expect((await site("/api/nope", {})).headers.get("content-type")).toMatch(/json/);
    expect((await site("/__cms/webhook", {}, { method: "POST", body: "{}" })).status).toBe(401);
    expect((await site("/uploads/..%2Fx", {})).status).toBe(404);
  });
});
