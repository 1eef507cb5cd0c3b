// The site a bench measures: BENCH_URL when given, else a fresh build served on bench ports with the embedded CMS,
// either by workerd through Miniflare alone (BENCH_SERVER=direct, the default) or by `wrangler dev` as `npm start` runs it.
import { readFileSync, rmSync } from "node:fs";
import { parseEnv } from "node:util";
import { builtSite } from "../scripts/built-site.mjs";
import { run, startCms, startStack, writeDevVars } from "../scripts/stack.mjs";
import { siteProcesses } from "./processes.mjs";

export const HOST = "127.0.0.1";
const SERVERS = ["direct", "wrangler"];
/**
 * CMS answers and pages stay fresh for the whole run on the bench's own site: a CMS slowed down by other work on the
 * machine must not turn a measured page-cache hit into a render (the load part checks this on every round).
 */
const VARS = { CMS_FRESH_SECONDS: "3600" };
/** Seeding a fresh CMS database while other work shares the cores can take minutes. */
const CMS_START_MS = 600_000;

/** The local secrets the CMS generated, as the worker reads them (.dev.vars, written by writeDevVars). */
export const devVars = () => parseEnv(readFileSync(".dev.vars", "utf8"));

/**
 * The built worker (dist/worker, as deployed) with wrangler.toml's bindings, served by one workerd: no dev proxy, inspector or live reload.
 * KV and the Cache API persist under persistTo, unless kvPersist or cachePersist say where (data centres sharing one KV).
 */
export async function startDirect(options) {
  const mf = await directMiniflare(options);
  return () => mf.dispose();
}

/** The same, as its Miniflare: for a bench that reads the site's bindings (its KV) beside its answers. */
export async function directMiniflare({ port, cmsUrl, persistTo, vars, kvPersist, cachePersist }) {
  writeDevVars();
  return builtSite({ port, host: HOST, persistTo, kvPersist, cachePersist, bindings: { ...vars, CMS_URL: cmsUrl } });
}

/**
 * { url, cmsUrl, port, server, processes(), stop() }; processes() lists the workerd behind the port (empty for a remote
 * site); cmsUrl is the CMS the bench started, or BENCH_CMS_URL beside BENCH_URL.
 */
export async function openSite({ server = process.env.BENCH_SERVER ?? "direct" } = {}) {
  if (process.env.BENCH_URL) {
    const url = process.env.BENCH_URL.replace(/\/$/, "");
    const { hostname, port } = new URL(url);
    const local = hostname === "127.0.0.1" || hostname === "localhost";
    return { url, cmsUrl: process.env.BENCH_CMS_URL?.replace(/\/$/, ""), server: "BENCH_URL", processes: () => (local ? siteProcesses(Number(port || 80)) : []), stop: async () => {} };
  }
  if (!SERVERS.includes(server)) throw new Error(`BENCH_SERVER must be one of ${SERVERS.join(", ")} (got ${server})`);
  const port = Number(process.env.BENCH_PORT ?? 8891);
  const cmsPort = Number(process.env.BENCH_CMS_PORT ?? 1391);
  const database = `.tmp/bench-${cmsPort}.db`;
  const persistTo = `.wrangler/state-${port}`;
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`cms/${database}${suffix}`, { force: true });
  rmSync(persistTo, { recursive: true, force: true });
  await run("node", ["scripts/build.mjs"]);

  const url = `http://${HOST}:${port}`;
  let stopServices;
  let cmsUrl;
  if (server === "wrangler") {
    const stack = await startStack({ cmsPort, sitePort: port, database, quiet: true, vars: VARS, cmsTimeoutMs: CMS_START_MS });
    cmsUrl = stack.cmsUrl;
    stopServices = async () => stack.stop();
  } else {
    const cms = await startCms({ cmsPort, siteUrl: url, database, quiet: true, timeoutMs: CMS_START_MS });
    cmsUrl = cms.cmsUrl;
    const stopSite = await startDirect({ port, cmsUrl: cms.cmsUrl, persistTo, vars: VARS }).catch((error) => {
      cms.stop();
      throw error;
    });
    stopServices = async () => {
      cms.stop();
      await stopSite();
    };
  }
  return { url, cmsUrl, server, processes: () => siteProcesses(port), stop: stopServices };
}
