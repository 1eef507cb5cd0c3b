/** The CMS client in workerd: real Cache API and KV, the CMS answered by a fake. */
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteError } from "../../core/errors";
import { delay, fakeCms, hang, json, uniqueCmsUrl, testEnv } from "../../tests/worker/fake-cms";
import { readConfig } from "../config";
import { bumpVersion } from "./cache/version";
import { upcomingEvents } from "./calls/events";
import { createCmsClient, type CmsCall } from "./client";

const Title = v.object({ data: v.object({ title: v.string() }) });
const titleCall = { name: "title", path: "/things/one", schema: Title } satisfies CmsCall<typeof Title>;

/** One request's client, its background work collected so the test can wait for it. */
function requestTo(cmsUrl: string, vars: Record<string, string> = {}) {
  const work: Promise<unknown>[] = [];
  const config = readConfig({ ...testEnv, CMS_URL: cmsUrl, ...vars });
  const client = createCmsClient({ config, kv: testEnv.CMS_KV, locale: "fr", waitUntil: (p) => work.push(p) });
  return { client, settled: () => Promise.all(work) };
}

const titled = (title: string) => json({ data: { title } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("CMS client: calls", () => {
  it("sends the bearer token and the locale, and makes identical calls of one request once", async () => {
    const cms = fakeCms(() => titled("Un"));
    const { client } = requestTo(uniqueCmsUrl());
    const [a, b] = await Promise.all([client.get(titleCall), client.get(titleCall)]);
    expect(a).toEqual({ data: { title: "Un" } });
    expect(b).toBe(a);
    expect(cms.calls).toHaveLength(1);
    expect(cms.calls[0]!.authorization).toBe("Bearer test-token");
    expect(cms.calls[0]!.url.searchParams.get("locale")).toBe("fr");
  });

  it("builds Strapi queries with qs (the events date filter)", async () => {
    const cms = fakeCms(() => json({ data: [] }));
    await requestTo(uniqueCmsUrl()).client.get(upcomingEvents("2026-11-21"));
    const query = cms.calls[0]!.url.search;
    expect(decodeURIComponent(query)).toContain("filters[$or][0][$and][0][dateEnd][$gte]=2026-11-21");
    expect(decodeURIComponent(query)).toContain("filters[$or][1][dateStart][$gte]=2026-11-21");
    expect(decodeURIComponent(query)).toContain("sort[0]=dateStart:asc");
    expect(decodeURIComponent(query)).toContain("pagination[limit]=6");
  });

  it("reads Strapi 4 answers (attributes, relation wrappers) like Strapi 5 ones", async () => {
    const v5 = { data: [{ id: 1, title: "Portes ouvertes", slug: "po", dateStart: "2026-12-01", campus: { title: "Lyon", slug: "lyon" } }] };
    const v4 = {
      data: [{ id: 1, attributes: { title: "Portes ouvertes", slug: "po", dateStart: "2026-12-01", campus: { data: { id: 3, attributes: { title: "Lyon", slug: "lyon" } } } } }],
      meta: { pagination: { total: 1 } },
    };
    fakeCms(() => json(v5));
    const fromV5 = await requestTo(uniqueCmsUrl()).client.get(upcomingEvents("2026-11-21"));
    vi.restoreAllMocks();
    fakeCms(() => json(v4));
    const fromV4 = await requestTo(uniqueCmsUrl()).client.get(upcomingEvents("2026-11-21"));
    expect(fromV4).toEqual(fromV5);
    expect(fromV4[0]!.campus).toMatchObject({ title: "Lyon", slug: "lyon" });
  });

  it("turns an answer that does not fit into an error naming the call and the field", async () => {
    fakeCms(() => json({ data: { title: 42 } }));
    const error = await requestTo(uniqueCmsUrl()).client.get(titleCall).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).statusCode).toBe(503);
    expect((error as SiteError).source).toBe("title");
    expect((error as SiteError).errorText).toContain("at data.title");
  });

  it("answers a timeout with 504, the CMS's own answer kept as the previous error", async () => {
    fakeCms(hang);
    const error = await requestTo(uniqueCmsUrl(), { CMS_TIMEOUT_MS: "30" }).client.get(titleCall).catch((e: unknown) => e);
    expect((error as SiteError).statusCode).toBe(504);
    expect((error as SiteError).previous?.scope).toBe("strapi");
  });

  it("answers a CMS 500 with 503 and a CMS 404 with 404; silent calls answer null", async () => {
    fakeCms((call) => (call.url.pathname.endsWith("/missing") ? json({ error: { message: "Not Found" } }, 404) : json({ error: { message: "boom" } }, 500)));
    const { client } = requestTo(uniqueCmsUrl());
    const down = (await client.get(titleCall).catch((e: unknown) => e)) as SiteError;
    expect(down.statusCode).toBe(503);
    expect(down.previous).toMatchObject({ scope: "strapi", statusCode: 500, errorText: "boom" });
    const missing = (await client.get({ ...titleCall, path: "/things/missing" }).catch((e: unknown) => e)) as SiteError;
    expect(missing.statusCode).toBe(404);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await client.silent({ ...titleCall, name: "other" })).toBeNull();
  });
});

describe("CMS client: cache", () => {
  it("serves a fresh copy without calling the CMS, and says so", async () => {
    const cms = fakeCms(() => titled("Un"));
    const cmsUrl = uniqueCmsUrl();
    const first = requestTo(cmsUrl);
    await first.client.get(titleCall);
    await first.settled();
    expect(first.client.serverTiming()).toMatch(/^cms;desc="miss";dur=\d+(\.\d)?, kv;desc="miss"$/);
    const second = requestTo(cmsUrl);
    expect(await second.client.get(titleCall)).toEqual({ data: { title: "Un" } });
    expect(second.client.serverTiming()).toMatch(/^cms;desc="hit-fresh"/);
    expect(cms.calls).toHaveLength(1);
  });

  it("serves a stale copy at once while one background refresh runs for many requests", async () => {
    let answer = "Ancien";
    const cms = fakeCms(async () => {
      await delay(30);
      return titled(answer);
    });
    const cmsUrl = uniqueCmsUrl();
    const vars = { CMS_FRESH_SECONDS: "0", CMS_STALE_SECONDS: "3600" };
    const first = requestTo(cmsUrl, vars);
    await first.client.get(titleCall);
    await first.settled();
    answer = "Nouveau";
    const later = [requestTo(cmsUrl, vars), requestTo(cmsUrl, vars), requestTo(cmsUrl, vars)];
    const seen = await Promise.all(later.map((r) => r.client.get(titleCall)));
    expect(seen.map((s) => s.data.title)).toEqual(["Ancien", "Ancien", "Ancien"]);
    expect(later.map((r) => r.client.serverTiming())).toEqual(Array(3).fill('cms;desc="hit-stale";dur=0.0'));
    await Promise.all(later.map((r) => r.settled()));
    expect(cms.calls).toHaveLength(2);
    expect((await requestTo(cmsUrl, vars).client.get(titleCall)).data.title).toBe("Nouveau");
  });

  it("keeps serving the stale copy when the CMS is down, logging the failed refresh", async () => {
    let down = false;
    fakeCms(() => (down ? json({ error: { message: "down" } }, 500) : titled("Gardé")));
    const cmsUrl = uniqueCmsUrl();
    const vars = { CMS_FRESH_SECONDS: "0", CMS_STALE_SECONDS: "3600" };
    const first = requestTo(cmsUrl, vars);
    await first.client.get(titleCall);
    await first.settled();
    down = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const next = requestTo(cmsUrl, vars);
    expect((await next.client.get(titleCall)).data.title).toBe("Gardé");
    await next.settled();
    expect(warn.mock.calls.some((args) => String(args[0]).includes("refresh of title failed"))).toBe(true);
  });

  it("misses after a version bump, and serves the last good copy when the CMS then fails (stale-if-error)", async () => {
    let down = false;
    const cms = fakeCms((_call, signal) => (down ? hang(_call, signal) : titled("Avant")));
    const cmsUrl = uniqueCmsUrl();
    const vars = { CMS_TIMEOUT_MS: "30" };
    const first = requestTo(cmsUrl, vars);
    await first.client.get(titleCall);
    await first.settled();

    await bumpVersion(testEnv.CMS_KV);
    const afterBump = requestTo(cmsUrl, vars);
    await afterBump.client.get(titleCall);
    await afterBump.settled();
    expect(afterBump.client.serverTiming()).toMatch(/"miss"/);
    expect(cms.calls).toHaveLength(2);

    await bumpVersion(testEnv.CMS_KV);
    down = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const whileDown = requestTo(cmsUrl, vars);
    expect((await whileDown.client.get(titleCall)).data.title).toBe("Avant");
    expect(whileDown.client.serverTiming()).toMatch(/^cms;desc="stale-if-error"/);
    expect(warn).toHaveBeenCalled();
  });

  it("never covers a 404 with a stale copy", async () => {
    let answer = titled("Bon");
    fakeCms(() => answer);
    const cmsUrl = uniqueCmsUrl();
    const first = requestTo(cmsUrl);
    await first.client.get(titleCall);
    await first.settled();
    await bumpVersion(testEnv.CMS_KV);
    answer = json({ error: { message: "gone" } }, 404);
    const gone = (await requestTo(cmsUrl).client.get(titleCall).catch((e: unknown) => e)) as SiteError;
    expect(gone.statusCode).toBe(404);
  });

  it("does not cache an answer that fails validation: the last good copy stands in for it", async () => {
    let answer = () => titled("Bon");
    const cms = fakeCms(() => answer());
    const cmsUrl = uniqueCmsUrl();
    const first = requestTo(cmsUrl);
    await first.client.get(titleCall);
    await first.settled();
    await bumpVersion(testEnv.CMS_KV);
    answer = () => json({ data: { title: null } });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const bad = requestTo(cmsUrl);
    expect((await bad.client.get(titleCall)).data.title).toBe("Bon");
    await bad.settled();
    const again = requestTo(cmsUrl);
    expect((await again.client.get(titleCall)).data.title).toBe("Bon");
    expect(again.client.serverTiming()).toMatch(/stale-if-error/);
    expect(cms.calls).toHaveLength(3);
  });
});
