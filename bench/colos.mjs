// npm run bench -- colos: the global tier (Workers KV) across local data centres. Each data centre is a workerd of its
// own (Miniflare) with its own Cache API persistence; all share one KV persistence, as Cloudflare's data centres share
// KV. The CMS is the real Strapi behind a proxy that adds 150 ms to every request and counts them.
import { rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { createWriteToken, loginAdmin, TEST_ADMIN_ENV } from "../cms/tests/admin-api.mjs";
import { run, startCms } from "../scripts/stack.mjs";
import { startDelayProxy } from "./delay-proxy.mjs";
import { mark, median, table } from "./figures.mjs";
import { cpuSeconds, siteProcesses } from "./processes.mjs";
import { devVars, HOST, startDirect } from "./site.mjs";

const CMS_DELAY_MS = 150;
const CMS_PORT = Number(process.env.BENCH_COLOS_CMS_PORT ?? 1370);
const PROXY_PORT = CMS_PORT + 1;
/** Data centres A, B, C (the publish), then D and E (cold ones once the CMS is stopped). */
const FIRST_SITE_PORT = Number(process.env.BENCH_COLOS_PORT ?? 8840);
const PAGES = ["/", "/formations/dcg", "/campus/lyon", "/actualites", "/agenda"];
/** Served by A too, then asked first in B and C to warm their isolates (the chrome's answers then sit in their caches). */
const WARM_UP_PAGES = ["/formations", "/campus", "/contact"];
/** Pages stay fresh for the whole run: only a publish or the CMS's absence changes what they show. */
const VARS = { CMS_FRESH_SECONDS: "3600" };
const STATE = ".wrangler/colos";
const VISIBLE_GOAL_MS = 2000;
const COLD_GOAL_MS = 40;

/** Time to first byte (fetch resolves once the headers are in) and the whole answer. */
async function visit(site, path) {
  const started = performance.now();
  const res = await fetch(`${site}${path}`);
  const ttfb = performance.now() - started;
  const body = await res.text();
  return { status: res.status, ttfb, body, timing: res.headers.get("server-timing") ?? "" };
}

const desc = (timing, name) => new RegExp(`${name};desc="([a-z-]+)"`).exec(timing)?.[1] ?? "-";
/** Where a page came from: its own tier, then the CMS layer's (absent when no CMS call was made). */
const served = (timing) => `page=${desc(timing, "page")} cms=${desc(timing, "cms")} kv=${desc(timing, "kv")}`;
const cmsRequests = (proxy) => proxy.requests().filter(([path]) => path.startsWith("/api/"));
const total = (requests) => requests.reduce((sum, [, count]) => sum + count, 0);
const ms = (value) => `${value.toFixed(1)} ms`;
/** CPU seconds the workerd behind a site has used so far: what a request costs, whatever else shares the machine. */
const cpuOf = (site) => siteProcesses(Number(new URL(site).port)).reduce((sum, { pid }) => sum + cpuSeconds(pid), 0);

export async function colosFigures() {
  rmSync(STATE, { recursive: true, force: true });
  const database = `.tmp/bench-colos-${CMS_PORT}.db`;
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`cms/${database}${suffix}`, { force: true });
  await run("node", ["scripts/build.mjs"]);
  const siteUrl = (i) => `http://${HOST}:${FIRST_SITE_PORT + i}`;
  // Strapi's publish webhook reaches data centre A only, as it reaches one data centre in production.
  const cms = await startCms({ cmsPort: CMS_PORT, siteUrl: siteUrl(0), database, quiet: true, timeoutMs: 600_000, cmsEnv: TEST_ADMIN_ENV });
  const proxy = await startDelayProxy({ port: PROXY_PORT, target: cms.cmsUrl, delayMs: CMS_DELAY_MS });
  const stops = [];
  const dataCentre = async (i) => {
    const port = FIRST_SITE_PORT + i;
    stops.push(await startDirect({ port, cmsUrl: proxy.url, vars: VARS, kvPersist: `${STATE}/kv`, cachePersist: `${STATE}/cache-${port}` }));
    return siteUrl(i);
  };
  try {
    const [a, b, c] = [await dataCentre(0), await dataCentre(1), await dataCentre(2)];

    console.log(`\n— Cold data centres (KV shared, these pages never asked for), CMS ${CMS_DELAY_MS} ms away —`);
    const firstVisits = [];
    for (const path of [...PAGES, ...WARM_UP_PAGES]) {
      proxy.reset();
      firstVisits.push({ ...(await visit(a, path)), requests: total(cmsRequests(proxy)) });
    }
    await sleep(500); // A's cache writes land
    const floors = [];
    const hitCpu = cpuOf(a);
    for (const path of PAGES) floors.push(median([await visit(a, path), await visit(a, path), await visit(a, path)].map((hit) => hit.ttfb)));
    const hitCpuMs = ((cpuOf(a) - hitCpu) * 1000) / (PAGES.length * 3);
    const rows = [["page", "A first (CMS) TTFB", "CMS req.", "A hit TTFB (floor)", "B first TTFB", "C first TTFB", "× floor", "CMS req.", "B Server-Timing"]];
    const coldTtfb = [];
    let coldRequests = 0;
    // The data centres' isolates are warmed by other pages first: a fresh isolate's first render compiles the worker, which no tier changes.
    for (const site of [b, c]) for (const path of WARM_UP_PAGES) await visit(site, path);
    const coldCpu = cpuOf(b) + cpuOf(c);
    for (const [i, path] of PAGES.entries()) {
      proxy.reset();
      const [inB, inC] = [await visit(b, path), await visit(c, path)];
      const requests = total(cmsRequests(proxy));
      coldTtfb.push(inB.ttfb, inC.ttfb);
      coldRequests += requests;
      const first = firstVisits[i];
      const ratio = median([inB.ttfb, inC.ttfb]) / floors[i];
      rows.push([path, ms(first.ttfb), first.requests, ms(floors[i]), ms(inB.ttfb), ms(inC.ttfb), ratio.toFixed(2), requests, served(inB.timing)]);
    }
    await sleep(500); // their cache writes are CPU of these requests too
    const coldCpuMs = ((cpuOf(b) + cpuOf(c) - coldCpu) * 1000) / (PAGES.length * 2);
    console.log(table(rows));
    console.log(`workerd CPU per request: first request in a cold data centre ${ms(coldCpuMs)}, page-cache hit (floor) ${ms(hitCpuMs)}: ${(coldCpuMs / hitCpuMs).toFixed(1)}× (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`);
    console.log(`First request in a cold data centre, median of ${coldTtfb.length}: ${ms(median(coldTtfb))} (goal ≤ ${COLD_GOAL_MS} ms) ${mark(median(coldTtfb) <= COLD_GOAL_MS)}; CMS requests for pages A served: ${coldRequests} (goal 0) ${mark(coldRequests === 0)}`);

    console.log("\n— A publish seen by three data centres sharing KV —");
    const writeToken = await createWriteToken(cms.cmsUrl, await loginAdmin(cms.cmsUrl));
    const newsList = await fetch(`${cms.cmsUrl}/api/ecole-news?filters[kind][$eq]=news&filters[publishDate][$notNull]=true&sort[0]=publishDate:desc&pagination[limit]=1&fields[0]=title`, {
      headers: { authorization: `Bearer ${writeToken}` },
    }).then((res) => res.json());
    const news = newsList.data[0];
    const title = `Titre publié ${Date.now()}`;
    proxy.reset();
    const put = await fetch(`${cms.cmsUrl}/api/ecole-news/${news.documentId}?status=published`, {
      method: "PUT",
      headers: { authorization: `Bearer ${writeToken}`, "content-type": "application/json" },
      body: JSON.stringify({ data: { title } }),
    });
    if (!put.ok) throw new Error(`Publishing in Strapi answered ${put.status}`);
    const published = performance.now();
    const shownAfter = await Promise.all(
      [a, b, c].map(async (site) => {
        while (performance.now() - published < 10_000) {
          if ((await visit(site, "/actualites")).body.includes(title)) return performance.now() - published;
          await sleep(50);
        }
        return Number.POSITIVE_INFINITY;
      }),
    );
    // Every page in every data centre, as visitors would ask for them after the publish.
    for (const site of [a, b, c]) await Promise.all(PAGES.map((path) => visit(site, path)));
    const fetched = cmsRequests(proxy);
    const most = Math.max(0, ...fetched.map(([, count]) => count));
    console.log(table([["data centre", "change visible after"], ...["A (webhook)", "B", "C"].map((name, i) => [name, ms(shownAfter[i])])]));
    console.log(`Visible everywhere within ${ms(Math.max(...shownAfter))} (goal ≤ ${VISIBLE_GOAL_MS} ms) ${mark(Math.max(...shownAfter) <= VISIBLE_GOAL_MS)}`);
    console.log(`CMS answers fetched after the publish: ${fetched.length} distinct, ${total(fetched)} requests, at most ${most} per answer (goal 1) ${mark(most <= 1)}`);
    for (const [path, count] of fetched.filter(([, n]) => n > 1)) console.log(`  ${count}× ${decodeURIComponent(path).slice(0, 160)}`);

    console.log("\n— CMS stopped —");
    cms.stop();
    await sleep(1000);
    const d = await dataCentre(3);
    const stopped = await Promise.all(PAGES.map((path) => visit(d, path)));
    const hook = await fetch(`${d}/__cms/webhook`, {
      method: "POST",
      headers: { authorization: `Bearer ${devVars().WEBHOOK_SECRET}`, "content-type": "application/json" },
      body: JSON.stringify({ event: "entry.publish", model: "ecole-new", entry: { id: 1 } }),
    });
    const e = await dataCentre(4);
    await sleep(1100);
    const afterPublish = await Promise.all(PAGES.map((path) => visit(e, path)));
    const stoppedRows = [["page", "cold D: status", "Server-Timing", "cold E after a publish: status", "Server-Timing"]];
    PAGES.forEach((path, i) => {
      const [before, after] = [stopped[i], afterPublish[i]];
      stoppedRows.push([path, before.status, served(before.timing), after.status, served(after.timing)]);
    });
    console.log(table(stoppedRows));
    const ok = [...stopped, ...afterPublish].filter((answer) => answer.status === 200).length;
    console.log(`Pages answered 200 with the CMS stopped: ${ok} of ${PAGES.length * 2} (goal all) ${mark(ok === PAGES.length * 2)}; webhook meanwhile: ${hook.status}`);
  } finally {
    await Promise.all(stops.map((stop) => stop()));
    await proxy.stop();
    cms.stop();
  }
}
