// Starts the embedded Strapi and the site (wrangler dev, or the built worker alone; real workerd either way) and stops them together.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { setTimeout as sleep } from "node:timers/promises";
import { parseEnv } from "node:util";

const root = new URL("..", import.meta.url).pathname;

/** How long a service may take to answer; on a busy machine Strapi's first seed takes longer (STACK_START_TIMEOUT_S). */
const startLimitMs = (seconds) => Number(process.env.STACK_START_TIMEOUT_S || seconds) * 1000;

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
    child.on("error", reject);
  });
}

async function waitFor(url, label, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} stopped (exit ${child.exitCode}) before it answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${label} did not answer on ${url} within ${timeoutMs / 1000} s`);
}

/** The names of a wrangler.toml's [vars] table: its keys, up to the next table. */
export function declaredVars(toml) {
  const names = [];
  let inVars = false;
  for (const line of toml.split("\n")) {
    const text = line.trim();
    if (text.startsWith("[")) {
      inVars = text === "[vars]";
      continue;
    }
    const key = inVars ? /^([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(text) : null;
    if (key) names.push(key[1]);
  }
  return names;
}

/** The [vars] settings this process's environment gives (`ENGLISH_ENABLED=true npm start`): they win over wrangler.toml. */
export function varsFromEnvironment(env = process.env) {
  const names = declaredVars(readFileSync(`${root}wrangler.toml`, "utf8"));
  return Object.fromEntries(names.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]));
}

function spawnService(command, args, env, quiet) {
  return spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit",
    detached: true,
  });
}

function stop(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

/** The secrets the site shares with the embedded CMS: its token and account, the webhook's and the preview's. */
const SHARED_SECRETS = ["CMS_API_TOKEN", "CMS_PASSWORD", "WEBHOOK_SECRET", "PREVIEW_SECRET"];
const shared = (secrets) => Object.fromEntries(SHARED_SECRETS.filter((name) => secrets[name]).map((name) => [name, secrets[name]]));
const readEnvFile = (file) => (existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {});

/**
 * The worker's local secrets, .dev.vars: the embedded CMS's own, from cms/.env (generated at random on its first start,
 * cms/config/local-secrets.ts), so that both sides agree; the file's other lines are kept.
 */
export function writeDevVars() {
  const file = `${root}.dev.vars`;
  const secrets = { CMS_USERNAME: "site-service", ...shared(readEnvFile(`${root}cms/.env`)) };
  const kept = existsSync(file) ? readFileSync(file, "utf8").split("\n").filter((line) => line && !(line.split("=")[0] in secrets)) : [];
  const lines = kept.length ? kept : ["# The embedded CMS's secrets for wrangler dev, written by npm start from cms/.env (never committed)."];
  writeFileSync(file, `${[...lines, ...Object.entries(secrets).map(([name, value]) => `${name}=${value}`)].join("\n")}\n`, { mode: 0o600 });
}

/** Every local secret at random, for a stack of its own (the tests'): from the compiled CMS's own list (prepared first). */
export async function freshSecrets() {
  await run("node", ["cms/scripts/prepare.mjs"]);
  return createRequire(import.meta.url)(`${root}cms/dist/config/local-secrets.js`).generateLocalSecrets();
}

/**
 * The embedded Strapi alone (prepared first). Options: cmsPort, host, siteUrl (its webhook target), database, quiet,
 * timeoutMs (seeding a fresh database on a busy machine can take minutes), cmsEnv (extra environment of Strapi).
 */
export async function startCms({ cmsPort = 1337, host = "127.0.0.1", siteUrl, database, quiet = false, timeoutMs = startLimitMs(420), cmsEnv = {} } = {}) {
  await run("node", ["cms/scripts/prepare.mjs"]);
  const cmsUrl = `http://${host}:${cmsPort}`;
  const cms = spawnService("npm", ["--prefix", "cms", "start"], {
    HOST: host,
    PORT: String(cmsPort),
    ...(siteUrl ? { SITE_WEBHOOK_URL: `${siteUrl}/__cms/webhook`, SITE_URL: siteUrl } : {}),
    ...(database ? { DATABASE_FILENAME: database } : {}),
    ...cmsEnv,
  }, quiet);
  try {
    await waitFor(`${cmsUrl}/_health`, "Strapi", cms, timeoutMs);
  } catch (error) {
    stop(cms);
    throw error;
  }
  return { cmsUrl, cms, stop: () => stop(cms) };
}

/**
 * Options: cmsPort, sitePort, host, database (SQLite file under cms/, fresh when it does not exist),
 * quiet (no service output), vars (extra worker vars), cmsTimeoutMs and cmsEnv (see startCms), cmsUrl (a CMS already
 * running: only the site is started, on it), secrets (the tests', freshSecrets(): given to both sides, cms/.env and
 * .dev.vars left alone; without them, the CMS's from cms/.env, written into .dev.vars). Worker vars: wrangler.toml's, overridden by the environment's
 * (varsFromEnvironment), then CMS_URL (the stack's CMS), then the shared secrets, then `vars`. server: "wrangler" (npm start:
 * wrangler dev, live reload) or "built" (the tests: the built worker in workerd alone, scripts/built-site.mjs).
 */
export async function startStack({ cmsPort = 1337, sitePort = 8787, host = "127.0.0.1", database, quiet = false, vars = {}, cmsTimeoutMs, cmsEnv, cmsUrl: runningCms, secrets, server = "wrangler" } = {}) {
  const siteUrl = `http://${host}:${sitePort}`;
  const { cmsUrl, cms } = runningCms
    ? { cmsUrl: runningCms, cms: null }
    : await startCms({ cmsPort, host, siteUrl, database, quiet, timeoutMs: cmsTimeoutMs, cmsEnv: { ...secrets, ...cmsEnv } });
  // the CMS generated its secrets on its first start: the site takes the same
  if (!secrets) writeDevVars();
  const stopAll = () => {
    stop(site);
    stop(cms);
  };
  let site;
  try {
    const siteVars = { ...varsFromEnvironment(), CMS_URL: cmsUrl, ...shared(secrets ?? {}), ...vars };
    const persistTo = `.wrangler/state-${sitePort}`;
    site =
      server === "built"
        ? spawnService("node", ["scripts/built-site.mjs"], { SITE_PORT: String(sitePort), SITE_HOST: host, SITE_PERSIST: persistTo, SITE_BINDINGS: JSON.stringify(siteVars) }, quiet)
        : spawnService("npx", ["wrangler", "dev", "--ip", host, "--port", String(sitePort), "--show-interactive-dev-session=false", "--persist-to", persistTo, ...Object.entries(siteVars).flatMap(([k, v]) => ["--var", `${k}:${v}`])], {
            WRANGLER_SEND_METRICS: "false",
            // Local runs use a placeholder request.cf instead of fetching one from Cloudflare (set "true" to fetch it).
            CLOUDFLARE_CF_FETCH_ENABLED: process.env.CLOUDFLARE_CF_FETCH_ENABLED ?? "false",
          }, quiet);
    await waitFor(`${siteUrl}/robots.txt`, "the site", site, startLimitMs(120));
  } catch (error) {
    stopAll();
    throw error;
  }
  return { cmsUrl, siteUrl, cms, site, stop: stopAll };
}
