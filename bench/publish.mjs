// npm run bench -- publish: a publish at production size, as a simulation (not a timed test). Three data centres are
// three workers of one Miniflare (the built worker), sharing one KV and the publish queues as Cloudflare's data centres
// do (Miniflare keeps one Cache API per instance: they share it too, harmless here since every key carries the content
// version). The CMS is the real Strapi behind the 150 ms delay proxy and a counting proxy that times every request.
// The answers in use are the site's own: a crawl of every sitemap address and the links each page carries, English on;
// for each size N, that site is seeded into KV N answers large (a sample of it, or copies of it), a title is changed in
// Strapi, and a Release storm of 100 webhooks within 2 s reaches the three data centres; the worker's own line per
// queue invocation (worker/queue.ts) gives what each invocation spent.
import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { Log, LogLevel, Miniflare } from "miniflare";
import { runnerImport } from "vite";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { createWriteToken, loginAdmin, TEST_ADMIN_ENV } from "../cms/tests/admin-api.mjs";
import { run, startCms, writeDevVars } from "../scripts/stack.mjs";
import { startCountingProxy } from "./counting-proxy.mjs";
import { linksOf, sitemapPaths, visitAll } from "./crawl.mjs";
import { startDelayProxy } from "./delay-proxy.mjs";
import { mark, table } from "./figures.mjs";
import { devVars, HOST } from "./site.mjs";

const CMS_DELAY_MS = 150;
const CMS_PORT = Number(process.env.BENCH_PUBLISH_CMS_PORT ?? 1452);
const DELAY_PORT = CMS_PORT + 1;
const COUNTING_PORT = CMS_PORT + 2;
/** Data centres A, B, C on three ports from here. */
const SITE_PORT = Number(process.env.BENCH_PUBLISH_PORT ?? 8852);
const STATE = ".wrangler/bench-publish";
/**
 * Each size with the ceiling it runs under. A copy of the site past the first marks its answers `bench=<copy>`, which
 * the counting proxy drops: Strapi answers the site's own query, joined as the site's are. At 30,000 the machine
 * cannot give Strapi the queries at a useful pace: the proxy answers a query it has seen again after the same 150 ms;
 * every request is still counted, and the ceiling is raised so that the run ends (BENCH_PUBLISH_FAST_RATE).
 */
const RATE = Number(process.env.BENCH_PUBLISH_RATE ?? 20);
const FAST_RATE = Number(process.env.BENCH_PUBLISH_FAST_RATE ?? 250);
const RUNS = (process.env.BENCH_PUBLISH_RUNS ?? `300@${RATE},3000@${RATE},30000@${FAST_RATE}`).split(",").map((run) => {
  const [size, rate] = run.split("@").map(Number);
  return { size, rate, shared: size > 3000 };
});
const STORM = { webhooks: 100, withinMs: 2000 };
const GOALS = { invocation: 1000, firstShownMs: 2000, refreshedMs: 60_000, refreshedAt: 3000 };

const sha256 = (text) => createHash("sha256").update(text).digest("hex");
/** The CMS's answers a request covered (a joined one: each of its names): tests/worker/joined-requests.ts. */
const { answerOf, answersCovered } = (await runnerImport("./tests/worker/joined-requests.ts", { logLevel: "error" })).module;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The three data centres: workers of one Miniflare on one KV and one set of queues; the consumers run in A. */
async function startDataCentres({ cmsUrl, rate, logs }) {
  rmSync(STATE, { recursive: true, force: true });
  const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
  const dataCentre = (name, i) => ({
    ...workerOptions,
    name,
    modules: true,
    scriptPath: "dist/worker/index.js",
    bindings: { ...workerOptions.bindings, CMS_URL: cmsUrl, CMS_PUBLISH_RATE: String(rate), CMS_FRESH_SECONDS: "3600", ENGLISH_ENABLED: "true" },
    ...(i === 0 ? {} : { queueConsumers: undefined }),
    unsafeDirectSockets: i === 0 ? undefined : [{ host: HOST, port: SITE_PORT + i }],
  });
  const mf = new Miniflare({
    host: HOST,
    port: SITE_PORT,
    log: new Log(LogLevel.WARN),
    logRequests: false,
    cf: false,
    kvPersist: `${STATE}/kv`,
    cachePersist: `${STATE}/cache`,
    handleStructuredLogs: ({ timestamp, message }) => {
      logs.push([timestamp, message]);
    },
    workers: ["dc-a", "dc-b", "dc-c"].map(dataCentre),
  });
  await mf.ready;
  return { mf, sites: [0, 1, 2].map((i) => `http://${HOST}:${SITE_PORT + i}`), kv: await mf.getKVNamespace("CMS_KV") };
}

/** Every answer stored under a prefix, with its locale and CMS URL. */
async function storedAnswers(kv) {
  const answers = [];
  let page;
  do {
    page = await kv.list({ prefix: "cms:answer:", cursor: page?.cursor });
    for (const { name, metadata } of page.keys) answers.push({ locale: metadata.locale, url: metadata.url ?? JSON.parse(await kv.get(name)).url });
  } while (!page.list_complete);
  return answers;
}

/**
 * The answers the site keeps in use: every sitemap address visited on data centre A, straight on Strapi, and the
 * links each page carries (its pop-ins, the search indexes), in a stable order of their own (by digest).
 */
async function siteCensus(cmsUrl) {
  const { mf, sites, kv } = await startDataCentres({ cmsUrl, rate: RATE, logs: [] });
  try {
    const paths = await sitemapPaths(sites[0]);
    const statuses = new Map();
    await visitAll(sites[0], paths.map((path) => ({ path })), statuses, 3);
    await visitAll(sites[0], linksOf(paths), statuses, 3);
    const answers = (await storedAnswers(kv)).map((answer) => ({ ...answer, url: answer.url.replace(cmsUrl, "") }));
    return { paths: paths.length, answers: answers.sort((a, b) => (sha256(a.url) < sha256(b.url) ? -1 : 1)) };
  } finally {
    await mf.dispose();
  }
}

/** N answers shaped like the site's: a sample of its own, or copies of the whole site, copy k's URLs marked `bench=k`. */
function siteAnswers(census, size, cmsUrl) {
  const { answers } = census;
  return Array.from({ length: size }, (_, i) => {
    const { locale, url } = answers[i % answers.length];
    const copy = Math.floor(i / answers.length);
    return { locale, url: `${cmsUrl}${url}${copy ? `${url.includes("?") ? "&" : "?"}bench=${copy}` : ""}` };
  });
}

/**
 * N answers visitors asked for under the current version, as the site stores them (key, value, note; the URL in the
 * note when it fits KV's 1 KB). Of the site's own answers (the first ownCount, unmarked), one the site stored already
 * (the pages just visited) is left as it is: its note says when it was really asked, and those are the hottest.
 */
async function seedAnswers(kv, answers, ownCount) {
  const version = String(Number((await kv.get("cms:version")) ?? 0));
  const now = Date.now();
  for (let i = 0; i < answers.length; i += 50) {
    await Promise.all(
      answers.slice(i, i + 50).map(async ({ locale, url }, j) => {
        const key = `cms:answer:${version}:${sha256(`${locale} ${url}`)}`;
        if (i + j < ownCount && (await kv.get(key)) !== null) return;
        // asked a minute ago and before
        const note = { locale, storedAt: now, askedAt: now - 60_000 - i - j };
        const metadata = JSON.stringify({ ...note, url }).length <= 1024 ? { ...note, url } : note;
        return kv.put(key, JSON.stringify({ url, body: { data: [] } }), { expiration: Math.floor(now / 1000) + 86_400, metadata });
      }),
    );
  }
  return new Set(answers.map(({ url }) => answerOf(url)));
}

/**
 * Joined answers stored by the publish, each against its own query asked of Strapi now (the site's token): the
 * same body, or the join is wrong. Up to `most` of them, as KV lists them (by digest: of any shape).
 */
async function joinedAsOwn(kv, cmsUrl, proxyUrl, most = 40) {
  const version = await kv.get("cms:version");
  const token = devVars().CMS_API_TOKEN;
  const joined = [];
  for (const { name } of (await kv.list({ prefix: `cms:answer:${version}:` })).keys) {
    const stored = JSON.parse(await kv.get(name));
    if (answerOf(stored.url) !== stored.url) joined.push(stored);
    if (joined.length === most) break;
  }
  let same = 0;
  for (const stored of joined) {
    const own = new URL(stored.url.replace(proxyUrl, cmsUrl));
    own.searchParams.delete("bench");
    const res = await fetch(own, { headers: { authorization: `Bearer ${token}`, accept: "application/json" } });
    const body = res.ok ? await res.json() : null;
    if (JSON.stringify(body) === JSON.stringify(stored.body)) same += 1;
    else console.log(`  joined answer differs from its own query: ${decodeURIComponent(stored.url).slice(0, 160)}`);
  }
  return { checked: joined.length, same };
}

const invocationsIn = (logs) =>
  logs.flatMap(([, message]) => {
    const found = /publish-invocation (\{.*\})/.exec(message);
    return found ? [JSON.parse(found[1])] : [];
  });

/** The most requests that started within any one second. */
const peakPerSecond = (times) => Math.max(0, ...times.map((start) => times.filter((t) => t >= start && t < start + 1000).length));

async function publishRun({ size, rate, shared }, { cms, proxy, writeToken, news, census }) {
  const logs = [];
  const { mf, sites, kv } = await startDataCentres({ cmsUrl: proxy.url, rate, logs });
  try {
    // The pages visitors just read, in every data centre: their answers are the hottest in use.
    for (const site of sites) await fetch(`${site}/actualites`).then((res) => res.text());
    await proxy.reset(shared);
    const seeded = await seedAnswers(kv, siteAnswers(census, size, proxy.url), census.answers.length);
    const versionBefore = await kv.get("cms:version");
    const title = `Titre publié ${Date.now()}`;
    const put = await fetch(`${cms.cmsUrl}/api/ecole-news/${news.documentId}?status=published`, {
      method: "PUT",
      headers: { authorization: `Bearer ${writeToken}`, "content-type": "application/json" },
      body: JSON.stringify({ data: { title } }),
    });
    if (!put.ok) throw new Error(`Publishing in Strapi answered ${put.status}`);
    await proxy.reset(shared);
    logs.length = 0;

    // The Release storm: update and publish per entry, to A, B and C in turn, within 2 s.
    const stormStart = Date.now();
    const hooks = [];
    for (let i = 0; i < STORM.webhooks; i++) {
      await sleep(stormStart + (i * STORM.withinMs) / STORM.webhooks - Date.now());
      const body = JSON.stringify({ event: i % 2 ? "entry.publish" : "entry.update", model: "ecole-new", entry: { id: i } });
      hooks.push(fetch(`${sites[i % 3]}/__cms/webhook`, { method: "POST", headers: { authorization: `Bearer ${devVars().WEBHOOK_SECRET}`, "content-type": "application/json" }, body }).then((res) => res.status));
    }
    const stormEnd = Date.now();
    const statuses = await Promise.all(hooks);
    const shownAt = await Promise.all(
      sites.map(async (site) => {
        while (Date.now() - stormStart < 30_000) {
          if ((await (await fetch(`${site}/actualites`)).text()).includes(title)) return Date.now();
          await sleep(50);
        }
        return Infinity;
      }),
    );
    // Every seeded answer fetched (its request answered), or the refetch stopped well past its pace.
    const deadline = Date.now() + (size / rate) * 1500 + 60_000;
    const coveredBy = (seen) => seen.filter(([, , end]) => end < Infinity).flatMap(([, path, end]) => answersCovered(`${proxy.url}${path}`).map((answer) => [end, answer]));
    // Each ended request read once for the seeded answers it covered.
    const seededSoFar = new Set();
    const counted = new Set();
    const scan = async () => {
      for (const [i, [, path, end]] of (await proxy.seen()).entries()) {
        if (end === Infinity || counted.has(i)) continue;
        counted.add(i);
        for (const answer of answersCovered(`${proxy.url}${path}`)) if (seeded.has(answer)) seededSoFar.add(answer);
      }
      return seededSoFar.size;
    };
    while ((await scan()) < seeded.size && Date.now() < deadline) await sleep(500);
    await sleep(1500); // the last invocations' lines
    const seen = await proxy.seen();
    const requests = seen.filter(([, path]) => path.startsWith("/api/"));
    const byAnswer = new Map();
    for (const [, answer] of coveredBy(seen)) byAnswer.set(answer, (byAnswer.get(answer) ?? 0) + 1);
    const seededRequests = coveredBy(seen).filter(([, answer]) => seeded.has(answer));
    const joinCheck = await joinedAsOwn(kv, cms.cmsUrl, proxy.url);
    if (process.env.BENCH_PUBLISH_LOGS) {
      // The worker's lines and the first CMS requests (why the site asked), in time order from the storm's start.
      const lines = [...logs, ...requests.slice(0, 200).map(([time, path, end, source]) => [time, `CMS ${source || "?"} answered in ${end - time} ms: ${decodeURIComponent(path).slice(0, 120)}`])];
      for (const [time, message] of lines.sort(([a], [b]) => a - b)) console.log(`${time - stormStart} ms ${message.slice(0, 200)}`);
      const publishTimes = requests.filter(([, , , source]) => source === "publish").map(([time]) => time);
      const peak = peakPerSecond(publishTimes);
      const busiest = publishTimes.find((start) => publishTimes.filter((t) => t >= start && t < start + 1000).length === peak);
      console.log(`busiest second of the publish's requests, from ${busiest - stormStart} ms: ${publishTimes.filter((t) => t >= busiest && t < busiest + 1000).map((t) => t - busiest).join(" ")}`);
    }
    const invocations = invocationsIn(logs);
    const moves = logs.filter(([, message]) => /made content version/.test(message)).length;
    return {
      size,
      rate,
      shared,
      accepted: statuses.filter((status) => status === 202).length,
      stormMs: stormEnd - stormStart,
      moves,
      versionMoved: (await kv.get("cms:version")) !== versionBefore,
      invocations: invocations.length,
      mostKv: Math.max(0, ...invocations.map((i) => i.kv)),
      mostSubrequests: Math.max(0, ...invocations.map((i) => i.subrequests)),
      seededAnswers: seeded.size,
      requests: requests.length,
      answersFetched: byAnswer.size,
      mostPerAnswer: Math.max(0, ...byAnswer.values()),
      twice: [...byAnswer].filter(([, count]) => count > 1).map(([answer, count]) => `${count}× ${decodeURIComponent(answer).slice(0, 140)}`),
      seededFetched: new Set(seededRequests.map(([, answer]) => answer)).size,
      joinCheck,
      peak: peakPerSecond(requests.filter(([, , , source]) => source === "publish").map(([time]) => time)),
      visitorRequests: requests.filter(([, , , source]) => source !== "publish").length,
      peakWithVisitors: peakPerSecond(requests.map(([time]) => time)),
      firstShown: Math.min(...shownAt) - stormStart,
      firstShownAfterStorm: Math.min(...shownAt) - stormEnd,
      allShown: Math.max(...shownAt) - stormStart,
      refreshed: seededRequests.length ? Math.max(...seededRequests.map(([time]) => time)) - stormStart : Infinity,
    };
  } finally {
    await mf.dispose();
  }
}

export async function publishFigures() {
  const database = `.tmp/bench-publish-${CMS_PORT}.db`;
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`cms/${database}${suffix}`, { force: true });
  await run("node", ["scripts/build.mjs"]);
  const cms = await startCms({ cmsPort: CMS_PORT, database, quiet: true, timeoutMs: 600_000, cmsEnv: TEST_ADMIN_ENV });
  writeDevVars();
  const delayed = await startDelayProxy({ port: DELAY_PORT, target: cms.cmsUrl, delayMs: CMS_DELAY_MS });
  const proxy = await startCountingProxy({ host: HOST, port: COUNTING_PORT, target: delayed.url, repeatDelayMs: CMS_DELAY_MS });
  try {
    const writeToken = await createWriteToken(cms.cmsUrl, await loginAdmin(cms.cmsUrl));
    const newsList = await fetch(`${cms.cmsUrl}/api/ecole-news?filters[kind][$eq]=news&filters[publishDate][$notNull]=true&sort[0]=publishDate:desc&pagination[limit]=1&fields[0]=title`, {
      headers: { authorization: `Bearer ${writeToken}` },
    }).then((res) => res.json());
    const news = newsList.data[0];
    const census = await siteCensus(cms.cmsUrl);
    const joinable = siteAnswers(census, census.answers.length, cms.cmsUrl).filter(({ url }) => answerOf(url) !== url);
    const shapes = new Set(joinable.map(({ url }) => answerOf(url).slice(0, answerOf(url).lastIndexOf(" "))));
    console.log(`The site: ${census.paths} sitemap addresses, English on, and their links: ${census.answers.length} answers in use (${census.answers.filter(({ locale }) => locale === "en").length} English), ${joinable.length} of them of ${shapes.size} joinable shapes`);
    const results = [];
    for (const runOptions of RUNS) {
      console.log(`\n— N = ${runOptions.size} answers in use, ceiling ${runOptions.rate}/s${runOptions.shared ? " (Strapi asked each query once, see above)" : ""} —`);
      const result = await publishRun(runOptions, { cms, proxy, writeToken, news, census });
      results.push(result);
      const { twice, ...figures } = result;
      console.log(JSON.stringify(figures));
      // Answers asked more than once: a visitor that waited past FETCH_WAIT_MS for the publish's copy asks itself.
      for (const line of twice) console.log(`  ${line}`);
    }
    const rows = [["N @ ceiling", "storm sent in", "webhooks 202", "version writes", "invocations", "most KV ops", "most subreq.", "CMS req.", "answers fetched", "most/answer", "seeded fetched", "joined = own query", "peak/s", "first page (after storm)", "all DCs", "every answer"]];
    for (const r of results) {
      rows.push([
        `${r.size} @ ${r.rate}/s${r.shared ? "*" : ""}`,
        seconds(r.stormMs),
        `${r.accepted}/${STORM.webhooks}`,
        r.moves,
        r.invocations,
        r.mostKv,
        r.mostSubrequests,
        r.requests,
        r.answersFetched,
        r.mostPerAnswer,
        `${r.seededFetched}/${r.seededAnswers}`,
        `${r.joinCheck.same}/${r.joinCheck.checked}`,
        r.peak,
        `${seconds(r.firstShown)} (${seconds(r.firstShownAfterStorm)})`,
        seconds(r.allShown),
        seconds(r.refreshed),
      ]);
    }
    console.log(`\n${table(rows)}`);
    console.log(`(* Strapi asked each query once, the proxy repeating it; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`);
    const largest = results.filter((r) => r.size === Math.max(...results.map((x) => x.size)));
    for (const r of largest) {
      console.log(`N = ${r.size}: most KV operations in one invocation ${r.mostKv}, subrequests ${r.mostSubrequests} (goal ≤ ${GOALS.invocation}) ${mark(r.mostKv <= GOALS.invocation && r.mostSubrequests <= GOALS.invocation)}; version writes for the storm ${r.moves} (goal 1) ${mark(r.moves === 1)}`);
    }
    for (const r of results) {
      console.log(`N = ${r.size} @ ${r.rate}/s: each answer fetched once: at most ${r.mostPerAnswer} requests per answer (goal 1) ${mark(r.mostPerAnswer === 1)}; peak ${r.peak}/s (ceiling ${r.rate}/s) ${mark(r.peak <= r.rate)}; first changed page ${seconds(r.firstShown)} after the storm began, ${seconds(r.firstShownAfterStorm)} after it ended (goal ≤ 2 s) ${mark(r.firstShownAfterStorm <= GOALS.firstShownMs)}`);
    }
    for (const r of results.filter((x) => x.size === GOALS.refreshedAt)) {
      console.log(`N = ${r.size} @ ${r.rate}/s: every answer fetched again in ${seconds(r.refreshed)} after the storm began (goal ≤ 60 s) ${mark(r.refreshed <= GOALS.refreshedMs)}, in ${r.requests} CMS requests for ${r.answersFetched} answers`);
    }
    for (const r of results) {
      console.log(`N = ${r.size}: joined answers as their own query gives them: ${r.joinCheck.same} of ${r.joinCheck.checked} checked against Strapi ${mark(r.joinCheck.checked > 0 && r.joinCheck.same === r.joinCheck.checked)}`);
    }
  } finally {
    await proxy.stop();
    await delayed.stop();
    cms.stop();
  }
}
