/** The global tier's rules in workerd: one KV shared by "data centres" that each have a Cache API of their own. */
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parisDay } from "../../../core/dates";
import { endOfParisDay } from "../../../core/dates";
import { delay, fakeCms, json, testEnv, uniqueCmsUrl } from "../../../tests/worker/fake-cms";
import { readConfig } from "../../config";
import { upcomingEvents } from "../calls/events";
import { createCmsClient, type CmsCall } from "../client";
import { deliver, publishNow, QUEUES, recordingQueue, webhookMessage } from "../../../tests/worker/publish";
import { globalPlace } from "./global";
import { readVersion } from "./version";

const Title = v.object({ data: v.object({ title: v.string() }) });
const titleCall = { name: "title", path: "/things/one", schema: Title } satisfies CmsCall<typeof Title>;
const kv = testEnv.CMS_KV;

let dataCentres = 0;
/** A data centre of its own: an empty Cache API, the one KV. */
const dataCentre = async () => caches.open(`data-centre-${++dataCentres}`);

/** One request in a data centre, its background work collected. */
function requestIn(cache: Cache, cmsUrl: string, options: { drafts?: boolean } = {}) {
  const work: Promise<unknown>[] = [];
  const config = readConfig({ ...testEnv, CMS_URL: cmsUrl });
  const client = createCmsClient({ config, kv, locale: "fr", cache, drafts: options.drafts, waitUntil: (p) => work.push(p) });
  return { client, config, settled: () => Promise.all(work) };
}

const titled = (title: string) => json({ data: { title } });
const kvTiming = (timing: string | null) => /kv;desc="([a-z-]+)"/.exec(timing ?? "")?.[1];

/** The KV entry of an answer under the current content version. */
async function storedAnswer(cmsUrl: string, path: string, query = "?locale=fr") {
  const place = await globalPlace(await readVersion(kv, Date.now() + 10_000), `${cmsUrl}/api${path}${query}`, "fr");
  return kv.getWithMetadata(place.answer, "text");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the global tier", () => {
  it("answers a data centre that never asked from another one's fetch, under the content version only", async () => {
    const cms = fakeCms(() => titled("Un"));
    const cmsUrl = uniqueCmsUrl();
    const first = requestIn(await dataCentre(), cmsUrl);
    await first.client.get(titleCall);
    await first.settled();
    const elsewhere = requestIn(await dataCentre(), cmsUrl);
    expect(await elsewhere.client.get(titleCall)).toEqual({ data: { title: "Un" } });
    expect(elsewhere.client.serverTiming()).toBe('cms;desc="hit-fresh";dur=0.0, kv;desc="hit"');
    expect(cms.calls).toHaveLength(1);

    // A content version later (a publish this test makes without refetching), the old copy is never served.
    await kv.put("cms:version", String(Number(await kv.get("cms:version")) + 1_000_000));
    vi.restoreAllMocks();
    const after = fakeCms(() => titled("Deux"));
    await delay(1000); // the version read is remembered for a second
    const third = requestIn(await dataCentre(), cmsUrl);
    expect(await third.client.get(titleCall)).toEqual({ data: { title: "Deux" } });
    expect(kvTiming(third.client.serverTiming())).toBe("miss");
    expect(after.calls).toHaveLength(1);
  });

  it("shares an answer whose URL is longer than KV's metadata allows", async () => {
    const cms = fakeCms(() => titled("Long"));
    const cmsUrl = uniqueCmsUrl();
    const longCall = { ...titleCall, query: { filters: { slug: { $eq: "x".repeat(1500) } } } };
    const first = requestIn(await dataCentre(), cmsUrl);
    await first.client.get(longCall);
    await first.settled();
    const elsewhere = requestIn(await dataCentre(), cmsUrl);
    expect((await elsewhere.client.get(longCall)).data.title).toBe("Long");
    expect(kvTiming(elsewhere.client.serverTiming())).toBe("hit");
    expect(cms.calls).toHaveLength(1);
  });

  it("keeps an upcoming-events answer until the end of its Paris day, and never one of a day that has ended", async () => {
    const cms = fakeCms(() => json({ data: [] }));
    const cmsUrl = uniqueCmsUrl();
    const today = parisDay(new Date());
    const first = requestIn(await dataCentre(), cmsUrl);
    await first.client.get(upcomingEvents(today));
    await first.settled();
    const place = await globalPlace(await first.client.contentVersion(), cms.calls[0]!.url.toString(), "fr");
    const listed = await kv.list({ prefix: place.answer });
    const untilMidnight = endOfParisDay(today) - Date.now();
    // Less than a minute before midnight KV cannot hold it at all (its shortest expiry).
    if (untilMidnight > 61_000) expect(listed.keys[0]?.expiration).toBe(endOfParisDay(today) / 1000);

    const yesterday = parisDay(new Date(Date.now() - 24 * 3_600_000));
    const before = cms.calls.length;
    for (const cache of [await dataCentre(), await dataCentre()]) {
      const request = requestIn(cache, cmsUrl);
      await request.client.get(upcomingEvents(yesterday));
      await request.settled();
    }
    expect(cms.calls.length - before).toBe(2);
  });

  it("stores neither an editor's drafts nor anything of the CMS's answer but its body", async () => {
    fakeCms(() => new Response(JSON.stringify({ data: { title: "Brouillon" } }), { headers: { "content-type": "application/json", "set-cookie": "strapi=1" } }));
    const cmsUrl = uniqueCmsUrl();
    const preview = requestIn(await dataCentre(), cmsUrl, { drafts: true });
    await preview.client.get(titleCall);
    await preview.settled();
    const values = await kv.list({ prefix: "cms:" }).then((all) => Promise.all(all.keys.map((k) => kv.get(k.name))));
    expect(values.filter((value) => value?.includes(cmsUrl))).toEqual([]);

    const visitor = requestIn(await dataCentre(), cmsUrl);
    await visitor.client.get(titleCall);
    await visitor.settled();
    const stored = await storedAnswer(cmsUrl, "/things/one");
    expect(JSON.parse(stored.value!)).toEqual({ url: `${cmsUrl}/api/things/one?locale=fr`, body: { data: { title: "Brouillon" } } });
    expect(JSON.stringify(stored)).not.toContain("cookie");
  });

  it("lets one request fetch an answer while the other data centres wait for its copy", async () => {
    const cms = fakeCms(async () => {
      await delay(150);
      return titled("Une fois");
    });
    const cmsUrl = uniqueCmsUrl();
    const leader = requestIn(await dataCentre(), cmsUrl);
    const leading = leader.client.get(titleCall).then(async (answer) => (await leader.settled(), answer));
    await delay(30);
    const others = [requestIn(await dataCentre(), cmsUrl), requestIn(await dataCentre(), cmsUrl)];
    const answers = await Promise.all([leading, ...others.map((r) => r.client.get(titleCall))]);
    expect(answers.map((a) => a.data.title)).toEqual(["Une fois", "Une fois", "Une fois"]);
    expect(others.map((r) => kvTiming(r.client.serverTiming()))).toEqual(["wait", "wait"]);
    expect(cms.calls).toHaveLength(1);
  });

  it("fetches each answer in use once on a publish, so no data centre asks the CMS for it afterwards", async () => {
    let title = "Avant";
    const cms = fakeCms(() => titled(title));
    const cmsUrl = uniqueCmsUrl();
    const first = requestIn(await dataCentre(), cmsUrl);
    await first.client.get(titleCall);
    await first.settled();
    title = "Après";
    const before = cms.calls.length;
    vi.spyOn(console, "info").mockImplementation(() => {});
    await publishNow({ ...testEnv, CMS_URL: cmsUrl });
    expect(cms.calls.filter((c) => c.url.origin === cmsUrl).length - before).toBe(1);
    for (const cache of [await dataCentre(), await dataCentre(), await dataCentre()]) {
      const request = requestIn(cache, cmsUrl);
      expect((await request.client.get(titleCall)).data.title).toBe("Après");
      expect(kvTiming(request.client.serverTiming())).toBe("hit");
    }
    expect(cms.calls.filter((c) => c.url.origin === cmsUrl).length - before).toBe(1);
  });

  it("moves the version before it fetches: a visitor meanwhile waits for the publish's fetch, and the CMS is asked once", async () => {
    let title = "Avant";
    const cms = fakeCms(async () => {
      await delay(title === "Avant" ? 0 : 400);
      return titled(title);
    });
    const cmsUrl = uniqueCmsUrl();
    const first = requestIn(await dataCentre(), cmsUrl);
    await first.client.get(titleCall);
    await first.settled();
    const versionBefore = await readVersion(kv, Date.now() + 10_000);
    title = "Après";
    const before = cms.calls.length;
    vi.spyOn(console, "info").mockImplementation(() => {});
    const refetches = recordingQueue();
    const env = { ...testEnv, CMS_URL: cmsUrl, PUBLISH_QUEUE: recordingQueue(), REFETCH_QUEUE: refetches };
    await deliver(QUEUES.publish, [webhookMessage()], env);
    // The refetch has not run yet, and the change shows already: the visitor waits for its copy.
    expect(await readVersion(kv, Date.now() + 10_000)).not.toBe(versionBefore);
    const visitor = requestIn(await dataCentre(), cmsUrl);
    const visiting = visitor.client.get(titleCall);
    await deliver(QUEUES.refetch, refetches.sent, env);
    expect((await visiting).data.title).toBe("Après");
    expect(kvTiming(visitor.client.serverTiming())).toBe("wait");
    expect(cms.calls.filter((c) => c.url.origin === cmsUrl).length - before).toBe(1);
  });

  it("serves a cold data centre the last good copy from KV when the CMS fails after a publish, and says so", async () => {
    let down = false;
    fakeCms(() => (down ? json({ error: { message: "down" } }, 500) : titled("Gardé")));
    const cmsUrl = uniqueCmsUrl();
    const first = requestIn(await dataCentre(), cmsUrl);
    await first.client.get(titleCall);
    await first.settled();
    down = true;
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    await publishNow({ ...testEnv, CMS_URL: cmsUrl });
    const cold = requestIn(await dataCentre(), cmsUrl);
    expect((await cold.client.get(titleCall)).data.title).toBe("Gardé");
    expect(cold.client.serverTiming()).toMatch(/^cms;desc="stale-if-error";dur=[\d.]+, kv;desc="stale-if-error"$/);
  });

  it("stands in with the newest good copy when the CMS fails, though this data centre read it from KV", async () => {
    let title = "Avant";
    let down = false;
    fakeCms(() => (down ? json({ error: { message: "down" } }, 500) : titled(title)));
    const cmsUrl = uniqueCmsUrl();
    const cache = await dataCentre();
    const first = requestIn(cache, cmsUrl);
    await first.client.get(titleCall);
    await first.settled();
    title = "Après";
    vi.spyOn(console, "info").mockImplementation(() => {});
    await publishNow({ ...testEnv, CMS_URL: cmsUrl });
    const read = requestIn(cache, cmsUrl);
    expect((await read.client.get(titleCall)).data.title).toBe("Après");
    await read.settled();
    down = true;
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    await publishNow({ ...testEnv, CMS_URL: cmsUrl });
    const failing = requestIn(cache, cmsUrl);
    expect((await failing.client.get(titleCall)).data.title).toBe("Après");
    expect(failing.client.serverTiming()).toMatch(/^cms;desc="stale-if-error"/);
  });
});
