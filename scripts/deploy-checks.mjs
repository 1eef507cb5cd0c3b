// What `npm run deploy` refuses to ship: placeholders of wrangler.toml's environments and missing, empty, short or committed secrets.
import { spawnSync } from "node:child_process";

/** The placeholder domain wrangler.toml's environments ship with (reserved by RFC 2606, never a school's). */
const PLACEHOLDER_DOMAIN = /(^|\.)example$/;
const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/;

/** The secrets the site needs in production: each entry is met when every name in one of its alternatives is set. */
export const REQUIRED_SECRETS = [
  { what: "the site's CMS access", anyOf: [["CMS_API_TOKEN"], ["CMS_USERNAME", "CMS_PASSWORD"]] },
  { what: "the publish webhook", anyOf: [["WEBHOOK_SECRET"]] },
];

/** As the worker's production check (worker/config/production.ts): 32 random bytes are 64 characters. */
export const MIN_SECRET_LENGTH = 32;

/**
 * Whether `value` is written in a file of this repository (git grep over the tracked files as they are, the worker's
 * committed-secrets.json among them): public, under whatever name it stands there.
 */
export function appearsInRepository(value) {
  const found = spawnSync("git", ["grep", "--quiet", "--fixed-strings", "-e", value], { cwd: new URL("..", import.meta.url).pathname });
  if (found.status === 0 || found.status === 1) return found.status === 0;
  throw new Error(`git grep could not search the repository (exit ${found.status}): deploy from a git checkout of it`);
}

const hostOf = (url) => {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};
const routeHost = (route) => (typeof route === "string" ? route : route.pattern).split("/")[0].replace(/^\*\.?/, "");

/**
 * Everything that stops environment `env` from deploying, one sentence each, or [] when it may go.
 * `config`: wrangler's resolved configuration of that environment (kv_namespaces, vars, routes).
 * `secrets`: the secret names Cloudflare already holds for it (`wrangler secret list`, null when it could not be asked)
 * and the values this deploy uploads (`--secrets-file`, {} when none). `inRepository(value)`: appearsInRepository.
 */
export function deployProblems({ env, config, secrets, inRepository }) {
  const problems = [];
  const table = `wrangler.toml's [env.${env}]`;

  const kv = (config.kv_namespaces ?? []).find((namespace) => namespace.binding === "CMS_KV");
  if (!kv?.id) problems.push(`${table} has no CMS_KV namespace id: create one with \`npx wrangler kv namespace create CMS_KV --env ${env}\` and put its id there.`);
  else if (/^0+$/.test(kv.id)) problems.push(`${table} CMS_KV id is the all-zero placeholder: create the namespace with \`npx wrangler kv namespace create CMS_KV --env ${env}\` and put its id there.`);

  const cmsUrl = config.vars?.CMS_URL;
  const cmsHost = typeof cmsUrl === "string" ? hostOf(cmsUrl) : null;
  if (!cmsHost) problems.push(`${table} vars have no valid CMS_URL: set the address of the ${env} CMS.`);
  else if (LOOPBACK.test(cmsHost)) problems.push(`${table} CMS_URL (${cmsUrl}) is on this machine: set the address of the ${env} CMS.`);
  else if (PLACEHOLDER_DOMAIN.test(cmsHost)) problems.push(`${table} CMS_URL (${cmsUrl}) is the placeholder: set the address of the ${env} CMS.`);

  const canonical = config.vars?.CANONICAL_HOST;
  if (!canonical) problems.push(`${table} vars have no CANONICAL_HOST: set the site's host name (production refuses to serve without it).`);
  else if (PLACEHOLDER_DOMAIN.test(canonical)) problems.push(`${table} CANONICAL_HOST (${canonical}) is the placeholder: set the site's host name.`);

  const routes = config.routes ?? [];
  if (!routes.length) problems.push(`${table} has no route: the site would answer nowhere.`);
  for (const route of routes.filter((route) => PLACEHOLDER_DOMAIN.test(routeHost(route)))) {
    problems.push(`${table} route ${routeHost(route)} is the placeholder: put the site's domain.`);
  }

  const uploaded = secrets.values ?? {};
  for (const [name, value] of Object.entries(uploaded)) {
    if (value.trim() === "") problems.push(`The secret ${name} is empty.`);
    else if (inRepository(value)) problems.push(`The secret ${name} is a value written in the repository: generate a new one.`);
    else if (value.length < MIN_SECRET_LENGTH) problems.push(`The secret ${name} is shorter than ${MIN_SECRET_LENGTH} characters: generate one with \`openssl rand -hex 32\`.`);
  }
  const isSet = (name) => (uploaded[name] ?? "").trim() !== "" || (secrets.remote?.includes(name) ?? false);
  if (secrets.remote === null && !Object.keys(uploaded).length) {
    problems.push(`The secrets could not be checked: give Cloudflare credentials (CLOUDFLARE_API_TOKEN or \`npx wrangler login\`) or the secrets to upload with --secrets-file.`);
  } else {
    for (const { what, anyOf } of REQUIRED_SECRETS) {
      if (anyOf.some((names) => names.every(isSet))) continue;
      const missing = anyOf.map((names) => names.filter((name) => !isSet(name)).join(" and ")).join(", or ");
      problems.push(`No secret for ${what}: set ${missing} (\`npx wrangler secret put NAME --env ${env}\` or --secrets-file).`);
    }
  }
  if (config.vars?.CLOUDFLARE_ZONE_ID && !isSet("CLOUDFLARE_API_TOKEN")) {
    problems.push(`CLOUDFLARE_ZONE_ID is set but the secret CLOUDFLARE_API_TOKEN is not: the webhook could not purge the zone.`);
  }
  return problems;
}
