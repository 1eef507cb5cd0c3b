/**
 * The publish on Cloudflare Queues in workerd, through the worker's queue handler (createMessageBatch, getQueueResult):
 * a storm makes one version move, the refetch goes out in messages whose every invocation stays within its written
 * budget (a KV binding that counts each operation), under the CMS ceiling, with retries and dead letters.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { delay, fakeCms, json, testEnv, uniqueCmsUrl } from "../../../tests/worker/fake-cms";
import { request } from "../../../tests/worker/app";
import { answerOf, answersCovered } from "../../../tests/worker/joined-requests";
import { deliver, publishNow, QUEUES, recordingQueue, webhookMessage } from "../../../tests/worker/publish";
import type { Bindings } from "../../env";
import { globalPlace, writeGlobal } from "../cache/global";
import { bumpVersion, latestVersion, readVersion } from "../cache/version";
import { meter, OverBudget, PLATFORM, type Budget } from "./budget";
import { FANOUT_BUDGET } from "./fanout";
import type { FanoutMessage, RefetchMessage, RefetchQueueMessage } from "./messages";
import { articleInRubrique } from "../calls/articles";
import { campusBySlug } from "../calls/campuses";
import { eventBySlug } from "../calls/events";
import { formationBySlug } from "../calls/formations";
import { newsBySlug, newsPage } from "../calls/news";
import { cmsUrl as cmsAddress } from "../query";
import { MOVE_BUDGET } from "./move";
import { retryDelaySeconds } from "./pace";
import { ANSWERS_PER_MESSAGE, REFETCH_BUDGET } from "./refetch";
import { POLL_MS, QUIET_MS, settle } from "./storm";

const kv = testEnv.CMS_KV;

afterEach(() => vi.restoreAllMocks());

/** A KV binding counting every operation of one invocation against `budget`, and the writes of the version key. */
function countingKv(budget: Budget) {
  const counter = meter(budget);
  const counted = counter.kv(kv);
  const versionWrites: string[] = [];
  const binding = {
    ...counted,
    put: (key: string, value: string, options?: KVNamespacePutOptions) => {
      if (key === "cms:version") versionWrites.push(value);
      return counted.put(key, value, options);
    },
  } as KVNamespace;
  return { binding, spent: counter.spent, versionWrites };
}

/** `count` answers visitors asked for under the current version, each a URL of cmsUrl; some too long for KV's metadata. */
async function answersInUse(cmsUrl: string, count: number, longUrls = 0) {
  return storeInUse(Array.from({ length: count }, (_, i) => `${cmsUrl}/api/things/${i}?locale=fr${i < longUrls ? `&pad=${"x".repeat(1100)}` : ""}`));
}

/** These answers stored under the current version, as visitors left them, the first the most recently asked. */
async function storeInUse(urls: string[]) {
  const version = await latestVersion(kv);
  const now = Date.now();
  for (const [i, url] of urls.entries()) {
    const place = await globalPlace(version, url, "fr");
    await writeGlobal(kv, place.answer, { url, body: { data: { n: i } } }, { locale: "fr", storedAt: now, askedAt: now - i }, now + 3_600_000);
  }
  return urls;
}

const quietLogs = () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
};

describe("the publish consumer", () => {
  it("joins a Release storm from three data centres into one version move", async () => {
    quietLogs();
    fakeCms(() => json({ data: [] }));
    const before = await latestVersion(kv);
    const { binding, versionWrites } = countingKv(PLATFORM);
    const env = { ...testEnv, CMS_URL: uniqueCmsUrl(), CMS_KV: binding, PUBLISH_QUEUE: recordingQueue([34, 67, 67]), REFETCH_QUEUE: recordingQueue() } as Bindings;
    // 100 webhooks within 2 s (update and publish per entry), received by three data centres, delivered in three batches.
    const started = Date.now() - 2000;
    const storm = Array.from({ length: 100 }, (_, i) => ({ body: webhookMessage(i % 2 ? "entry.publish" : "entry.update"), at: started + i * 20 }));
    const batches = [storm.slice(0, 33), storm.slice(33, 66), storm.slice(66)];
    const outcomes = [];
    for (const batch of batches) outcomes.push(await deliver(QUEUES.publish, batch.map(({ body }) => body), env, { receivedAt: batch.map(({ at }) => at) }));
    expect(outcomes.map((outcome) => outcome.retryMessages)).toEqual([[], [], []]);
    expect(outcomes.map((outcome) => outcome.explicitAcks.length)).toEqual([33, 33, 34]);
    expect(versionWrites).toHaveLength(1);
    expect(Number(versionWrites[0])).toBeGreaterThan(storm.at(-1)!.at);
    expect(await latestVersion(kv)).not.toBe(before);
  });

  it("runs on the queues wrangler.toml declares: a webhook through Miniflare's queue moves the version and refetches", async () => {
    quietLogs();
    const cms = fakeCms(() => json({ data: { title: "Après" } }));
    // The consumer is the worker's own queue handler, with the test worker's configuration and KV.
    const urls = await answersInUse(String(testEnv.CMS_URL), 3);
    const before = await latestVersion(kv);
    const { res } = await request("/__cms/webhook", { method: "POST", headers: { authorization: "Bearer test-webhook-secret" }, body: JSON.stringify({ event: "entry.publish", model: "ecole-new" }) });
    expect(res.status).toBe(202);
    const refetched = () => cms.calls.map((call) => call.url.toString()).filter((url) => urls.includes(url));
    const deadline = Date.now() + 8000;
    while (refetched().length < urls.length && Date.now() < deadline) await delay(100);
    expect(await latestVersion(kv)).not.toBe(before);
    expect(refetched().sort()).toEqual([...urls].sort());
  }, 15_000);

  it("sends the hottest answers and the fan-out of the rest before the version moves, and ends once it has moved", async () => {
    quietLogs();
    fakeCms(() => json({ data: [] }));
    const cmsUrl = uniqueCmsUrl();
    const urls = await answersInUse(cmsUrl, 150);
    const before = await latestVersion(kv);
    // What each message asks, and the version visitors read when it was sent.
    const sent: { message: RefetchQueueMessage; versionThen: string }[] = [];
    const recording = recordingQueue();
    const refetches = {
      ...recording,
      sendBatch: async (batch: Iterable<{ body: RefetchQueueMessage }>) => {
        for (const { body } of batch) sent.push({ message: body, versionThen: await latestVersion(kv) });
        return recording.sendBatch(batch);
      },
    } as unknown as Queue;
    const env = { ...testEnv, CMS_URL: cmsUrl, PUBLISH_QUEUE: recordingQueue(), REFETCH_QUEUE: refetches } as Bindings;
    await deliver(QUEUES.publish, [webhookMessage()], env);
    const after = await latestVersion(kv);
    const hot = Number(testEnv.CMS_PUBLISH_RATE);
    const [hottest, fanout, ...none] = sent;
    expect(none).toEqual([]);
    expect(hottest).toMatchObject({ versionThen: before, message: { kind: "refetch", leased: true, from: before, to: after } });
    expect((hottest!.message as RefetchMessage).answers.map(({ url }) => url)).toEqual(urls.slice(0, hot));
    expect(fanout).toMatchObject({ versionThen: before, message: { kind: "fanout", from: before, to: after } });
    // The fan-out, an invocation of its own, sends the rest: every answer in use once, with the hottest.
    expect((await deliver(QUEUES.refetch, [fanout!.message], env)).explicitAcks).toHaveLength(1);
    const rest = sent.slice(2).map(({ message }) => message as RefetchMessage);
    for (const message of rest) expect({ kind: message.kind, leased: message.leased, to: message.to }).toEqual({ kind: "refetch", leased: false, to: after });
    expect([hottest!.message as RefetchMessage, ...rest].flatMap(({ answers }) => answers.map(({ url }) => url)).sort()).toEqual([...urls].sort());
  });

  it("lists the answers in use while the storm settles, and again under a version another move wrote meanwhile", async () => {
    quietLogs();
    fakeCms(() => json({ data: [] }));
    const cmsUrl = uniqueCmsUrl();
    const urls = await answersInUse(cmsUrl, 5);
    const listed: number[] = [];
    const backlogRead: number[] = [];
    const list = (options?: KVNamespaceListOptions) => (listed.push(Date.now()), kv.list(options));
    const listing = new Proxy(kv, { get: (target, key: keyof KVNamespace) => (key === "list" ? list : target[key].bind(target)) });
    const backlog = recordingQueue([3, 5, 5]);
    const publishQueue = { ...backlog, metrics: () => (backlogRead.push(Date.now()), backlog.metrics()) } as unknown as Queue;
    const refetches = recordingQueue();
    await deliver(QUEUES.publish, [webhookMessage()], { ...testEnv, CMS_URL: cmsUrl, CMS_KV: listing, PUBLISH_QUEUE: publishQueue, REFETCH_QUEUE: refetches } as Bindings);
    // One listing, begun before the backlog's first read and ended long before the last: the storm's wait hid it.
    expect(listed).toHaveLength(1);
    expect(listed[0]).toBeLessThan(backlogRead[0]!);
    expect((refetches.sent[0] as RefetchMessage).answers.map(({ url }) => url)).toEqual(urls);

    // Another move writes the version while the next batch settles: the answers in use are then listed under it.
    let reads = 0;
    let theirs: string[] = [];
    const racing = {
      ...backlog,
      metrics: async () => {
        if (++reads === 2) theirs = (await bumpVersion(kv), await storeInUse([`${cmsUrl}/api/things/theirs?locale=fr`]));
        return backlog.metrics();
      },
    } as unknown as Queue;
    listed.length = 0;
    const after = recordingQueue();
    await deliver(QUEUES.publish, [webhookMessage()], { ...testEnv, CMS_URL: cmsUrl, CMS_KV: listing, PUBLISH_QUEUE: racing, REFETCH_QUEUE: after } as Bindings);
    expect(listed).toHaveLength(2);
    expect((after.sent as RefetchMessage[]).flatMap(({ answers }) => answers.map(({ url }) => url))).toEqual(theirs);
  });

  it("waits while the queue's backlog still grows, then moves", async () => {
    const started = Date.now();
    expect(await settle(recordingQueue([3, 5, 5]), 0, started)).toBeGreaterThanOrEqual(2 + QUIET_MS / POLL_MS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * POLL_MS + QUIET_MS);
    // A batch whose last webhook came long enough ago moves at once.
    expect(await settle(recordingQueue([0]), 0, Date.now() - QUIET_MS)).toBe(0);
  });

  it("keeps two publishes a second apart at least, KV's one write per second on the version key", async () => {
    quietLogs();
    fakeCms(() => json({ data: [] }));
    const env = { ...testEnv, CMS_URL: uniqueCmsUrl() };
    await publishNow(env);
    const first = Number(await latestVersion(kv));
    await publishNow(env);
    expect(Number(await latestVersion(kv)) - first).toBeGreaterThanOrEqual(1000);
  });

  it("purges the zone by tag after the move when Cloudflare credentials are configured", async () => {
    quietLogs();
    const calls: string[] = [];
    fakeCms((call) => (calls.push(`${call.method} ${call.url} ${call.body}`), json({})));
    const zone = "0123456789abcdef0123456789abcdef";
    await publishNow({ ...testEnv, CMS_URL: uniqueCmsUrl(), CLOUDFLARE_ZONE_ID: zone, CLOUDFLARE_API_TOKEN: "cf-token" });
    expect(calls).toEqual([`POST https://api.cloudflare.com/client/v4/zones/${zone}/purge_cache {"tags":["cms"]}`]);
  });
});

describe("the refetch", () => {
  it("fans out in messages whose invocations each stay within their budget, and fetches each answer once", async () => {
    quietLogs();
    const cms = fakeCms((call) => json({ data: { path: call.url.pathname } }));
    const cmsUrl = uniqueCmsUrl();
    const urls = await answersInUse(cmsUrl, 1010, 3);
    const base = { ...testEnv, CMS_URL: cmsUrl, CMS_PUBLISH_RATE: "100000" } as Bindings;
    const refetches = recordingQueue();
    const move = countingKv(MOVE_BUDGET);
    const moved = await deliver(QUEUES.publish, [webhookMessage()], { ...base, CMS_KV: move.binding, PUBLISH_QUEUE: recordingQueue(), REFETCH_QUEUE: refetches });
    expect(moved.explicitAcks).toHaveLength(1);
    expect(move.spent.kv).toBeLessThanOrEqual(MOVE_BUDGET.kv);
    for (const budget of [MOVE_BUDGET, FANOUT_BUDGET, REFETCH_BUDGET]) expect(budget.kv <= PLATFORM.kv && budget.subrequests <= PLATFORM.subrequests).toBe(true);
    // Each message one invocation, as max_batch_size = 1 delivers them; the fan-out's sends come after it.
    const messages = refetches.sent as RefetchQueueMessage[];
    for (const message of messages) {
      const budget = message.kind === "fanout" ? FANOUT_BUDGET : REFETCH_BUDGET;
      const counting = countingKv(budget);
      const [callsBefore, sentBefore] = [cms.calls.length, refetches.sends];
      const outcome = await deliver(QUEUES.refetch, [message], { ...base, CMS_KV: counting.binding, REFETCH_QUEUE: refetches });
      expect(counting.spent.kv, `KV operations of a ${message.kind} message`).toBeLessThanOrEqual(budget.kv);
      expect(cms.calls.length - callsBefore + refetches.sends - sentBefore).toBeLessThanOrEqual(budget.subrequests);
      expect(outcome.explicitAcks).toHaveLength(1);
    }
    const refetchMessages = messages.filter((message): message is RefetchMessage => message.kind === "refetch");
    expect(messages.filter(({ kind }) => kind === "fanout")).toHaveLength(1);
    expect(refetchMessages.flatMap((message) => message.answers)).toHaveLength(1010);
    expect(Math.max(...refetchMessages.map((message) => message.answers.length))).toBeLessThanOrEqual(ANSWERS_PER_MESSAGE);
    const fetched = cms.calls.map((call) => call.url.toString()).filter((url) => url.startsWith(cmsUrl));
    expect(new Set(fetched).size).toBe(1010);
    expect(fetched).toHaveLength(1010);
    expect(fetched.sort()).toEqual(urls.sort());
  }, 180_000);

  it("fetches answers of one shape together, each once and as its own query gives it, within the budgets", async () => {
    quietLogs();
    const cmsUrl = uniqueCmsUrl();
    // The site's answers in use, in both languages: details of programmes, events, news and articles (three
    // rubriques), campuses (a custom route) and pages of the news list; the most recently asked in turn of each kind.
    const kinds = (locale: string) => [
      Array.from({ length: 120 }, (_, i) => formationBySlug(`formation-${i}`)),
      Array.from({ length: 60 }, (_, i) => eventBySlug(`event-${i}`)),
      Array.from({ length: 60 }, (_, i) => newsBySlug("ecole", "news", `news-${i}`)),
      ...["admission", "ecole", "entreprises"].map((rubrique) => Array.from({ length: 20 }, (_, i) => articleInRubrique("ecole", rubrique, `article-${i}`))),
      Array.from({ length: 15 }, (_, i) => campusBySlug(`campus-${i}`)),
      Array.from({ length: 30 }, (_, i) => newsPage("ecole", "news", i + 1)),
    ].map((calls) => calls.map((call) => cmsAddress(cmsUrl, call.path, { ...call.query, locale })));
    const byKind = [...kinds("fr"), ...kinds("en")];
    const urls = Array.from({ length: Math.max(...byKind.map((k) => k.length)) }, (_, i) => byKind.flatMap((k) => k[i] ?? [])).flat();
    // Strapi as it answers a slug filter, `$eq` or `$in`: every entry of those slugs (a made-up one has none), `{start, limit, total}`.
    const entry = (url: URL, slug: string) => ({ slug, title: `${url.pathname} ${url.searchParams.get("locale")} ${slug}` });
    const strapi = (url: URL) => {
      const slugs = [...url.searchParams].filter(([key]) => /^filters\[slug\]\[\$(eq|in)\]/.test(key)).map(([, slug]) => slug);
      const data = slugs.filter((slug) => !slug.endsWith("-7")).map((slug) => entry(url, slug)).reverse();
      const limit = Number(url.searchParams.get("pagination[limit]"));
      return slugs.length ? { data, meta: { pagination: { start: 0, limit, total: data.length } } } : { data: { path: url.pathname, query: url.search } };
    };
    const cms = fakeCms((call) => json(strapi(call.url)));
    await storeInUse(urls);
    const base = { ...testEnv, CMS_URL: cmsUrl, CMS_PUBLISH_RATE: "100000" } as Bindings;
    const refetches = recordingQueue();
    await deliver(QUEUES.publish, [webhookMessage()], { ...base, PUBLISH_QUEUE: recordingQueue(), REFETCH_QUEUE: refetches });
    for (const message of refetches.sent as RefetchQueueMessage[]) {
      const budget = message.kind === "fanout" ? FANOUT_BUDGET : REFETCH_BUDGET;
      const counting = countingKv(budget);
      const callsBefore = cms.calls.length;
      expect((await deliver(QUEUES.refetch, [message], { ...base, CMS_KV: counting.binding, REFETCH_QUEUE: refetches })).explicitAcks).toHaveLength(1);
      expect(counting.spent.kv).toBeLessThanOrEqual(budget.kv);
      expect(cms.calls.length - callsBefore).toBeLessThanOrEqual(budget.subrequests);
    }
    const covered = cms.calls.flatMap(({ url }) => answersCovered(url.toString()));
    expect(covered.sort()).toEqual(urls.map(answerOf).sort());
    // 690 answers: the 90 lists and campuses on their own, the 600 details in a few dozen requests.
    expect(cms.calls.length).toBeLessThan(urls.length / 4);
    const version = await latestVersion(kv);
    for (const url of urls) {
      const stored = JSON.parse((await kv.get((await globalPlace(version, url, "fr")).answer))!) as { body: unknown };
      expect(stored.body, url).toEqual(strapi(new URL(url)));
    }
  }, 180_000);

  it("keeps to CMS_PUBLISH_RATE requests per second, across messages", async () => {
    quietLogs();
    const starts: number[] = [];
    fakeCms(async () => {
      starts.push(Date.now());
      await delay(150);
      return json({ data: [] });
    });
    const cmsUrl = uniqueCmsUrl();
    await answersInUse(cmsUrl, 30);
    await publishNow({ ...testEnv, CMS_URL: cmsUrl, CMS_PUBLISH_RATE: "10" });
    expect(starts).toHaveLength(30);
    // Unpaced, the 30 would leave within a few ms.
    const busiestSecond = Math.max(...starts.map((start) => starts.filter((other) => other >= start && other < start + 1000).length));
    expect(busiestSecond).toBeLessThanOrEqual(10);
  });

  it("skips what a visitor already fetched under the new version", async () => {
    quietLogs();
    const cms = fakeCms(() => json({ data: [] }));
    const cmsUrl = uniqueCmsUrl();
    const [url] = await answersInUse(cmsUrl, 1);
    const refetches = recordingQueue();
    const env = { ...testEnv, CMS_URL: cmsUrl, PUBLISH_QUEUE: recordingQueue(), REFETCH_QUEUE: refetches, CMS_PUBLISH_RATE: "100" };
    await deliver(QUEUES.publish, [webhookMessage()], env);
    // A visitor's fetch took the answer's lease under the new version (the move had not: it was not among the hottest).
    const message = { ...(refetches.sent[0] as RefetchMessage), leased: false };
    await kv.put((await globalPlace(await readVersion(kv, Date.now() + 10_000), url!, "fr")).lease, String(Date.now()));
    expect((await deliver(QUEUES.refetch, [message], env)).explicitAcks).toHaveLength(1);
    expect(cms.calls).toHaveLength(0);
  });

  it("fetches a message of a publish that a later one moved past under the new version: no answer in use is lost", async () => {
    quietLogs();
    const cms = fakeCms(() => json({ data: [] }));
    const cmsUrl = uniqueCmsUrl();
    const urls = await answersInUse(cmsUrl, 3);
    const first = recordingQueue();
    const env = { ...testEnv, CMS_URL: cmsUrl, PUBLISH_QUEUE: recordingQueue(), CMS_PUBLISH_RATE: "100" };
    await deliver(QUEUES.publish, [webhookMessage()], { ...env, REFETCH_QUEUE: first });
    // Another publish before the first one's refetch ran: nothing was stored under its previous version yet.
    const second = recordingQueue();
    await deliver(QUEUES.publish, [webhookMessage()], { ...env, REFETCH_QUEUE: second });
    expect(second.sent).toEqual([]);
    await deliver(QUEUES.refetch, first.sent, env);
    const version = await latestVersion(kv);
    for (const url of urls) expect(await kv.get((await globalPlace(version, url, "fr")).answer)).not.toBeNull();
    expect(cms.calls).toHaveLength(3);
  });

  it("retries with backoff once the CMS fails, releasing the leases, and fetches only what is left", async () => {
    quietLogs();
    let down = true;
    const cms = fakeCms(() => (down ? json({ error: { message: "down" } }, 500) : json({ data: [] })));
    const cmsUrl = uniqueCmsUrl();
    // Four hottest go at once (the ceiling's first second); the message of the two others is spaced.
    const urls = (await answersInUse(cmsUrl, 6)).slice(4);
    const refetches = recordingQueue();
    const env = { ...testEnv, CMS_URL: cmsUrl, PUBLISH_QUEUE: recordingQueue(), REFETCH_QUEUE: refetches, CMS_PUBLISH_RATE: "4" };
    await deliver(QUEUES.publish, [webhookMessage()], env);
    const [, fanout] = refetches.sent as RefetchQueueMessage[];
    await deliver(QUEUES.refetch, [fanout], env);
    const [, , message] = refetches.sent as RefetchMessage[];
    const failed = await deliver(QUEUES.refetch, [message], env);
    expect(failed.retryMessages).toEqual([{ msgId: expect.any(String) }]);
    // The first failure stopped the others: one request, and no lease is left for visitors to wait on.
    expect(cms.calls).toHaveLength(1);
    const version = await readVersion(kv, Date.now() + 10_000);
    for (const url of urls) expect(await kv.get((await globalPlace(version, url, "fr")).lease)).toBeNull();
    down = false;
    const retried = await deliver(QUEUES.refetch, [message], env, { attempts: 2 });
    expect(retried.explicitAcks).toHaveLength(1);
    expect(cms.calls.slice(1).map((call) => call.url.toString()).sort()).toEqual(urls.sort());
  });

  it("says in the dead letters what a publish gave up", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    const message: RefetchMessage = { kind: "refetch", from: "1", to: "2", leased: false, answers: [] };
    const fanout: FanoutMessage = { kind: "fanout", from: "1", to: "2", sent: [] };
    const outcome = await deliver(QUEUES.dead, [message, fanout, webhookMessage()], testEnv, { attempts: 6 });
    expect(outcome.explicitAcks).toHaveLength(3);
    expect(logged.mock.calls.map(([text]) => String(text))).toEqual([
      "Publish gave up after 6 attempts: 0 answers of version 2 left to their first visitor",
      "Publish gave up after 6 attempts: the rest of version 2's refetch never sent out: those answers are left to their first visitor",
      "Publish gave up after 6 attempts: webhook entry.publish on ecole-new: the content version did not move for it",
    ]);
  });
});

describe("the backoff", () => {
  it("brings a failed message back after 10 s, then twice as late each time, at most 5 min", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 160, 300, 300]);
  });
});

describe("the meter", () => {
  it("counts a bulk read once and refuses the operation past the budget", async () => {
    const counter = meter({ kv: 2, subrequests: 0 });
    const counted = counter.kv(kv);
    await counted.get(["a", "b", "c"], "text");
    await counted.get("a");
    await expect(counted.list()).rejects.toThrow(OverBudget);
    expect(counter.spent.kv).toBe(3);
  });
});
