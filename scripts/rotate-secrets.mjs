#!/usr/bin/env node
/**
 * `node scripts/rotate-secrets.mjs <webhook|preview|token> [--env <wrangler environment>]`: a new random value
 * and the steps that put it in force without downtime, in order (README.md, Operations). The site accepts the
 * current and the next webhook or preview secret (…_NEXT), the CMS the current and the next site token
 * (CMS_API_TOKEN_NEXT), so each side can switch while the other still uses the former value. Prints only:
 * how each CMS instance gets its environment (systemd, containers…) is the operator's.
 */
import crypto from "node:crypto";

const HEALTH = "wait until its GET /api/health answers 200 before the next";

/** Steps for a secret the CMS sends and the site checks: the site first accepts both, then the CMS switches. */
const sentByCms = (name, note) => (value, env) => [
  `The site accepts the new value beside the current one:\n  printf %s '${value}' | npx wrangler secret put ${name}_NEXT${env}`,
  `Each CMS instance, one at a time: set ${name}=${value} in its environment and restart it; ${HEALTH}.`,
  `The site keeps the new value alone${note}:\n  printf %s '${value}' | npx wrangler secret put ${name}${env}\n  npx wrangler secret delete ${name}_NEXT${env}`,
];

const ROTATIONS = {
  webhook: sentByCms("WEBHOOK_SECRET", ""),
  preview: sentByCms("PREVIEW_SECRET", " (previews open at that moment end: the Preview button starts a new one)"),
  // the site sends the token and the CMS checks it: the CMS first accepts both, then the site switches
  token: (value, env) => [
    `Each CMS instance, one at a time: set CMS_API_TOKEN_NEXT=${value} in its environment and restart it; ${HEALTH}.`,
    `The site switches to the new token:\n  printf %s '${value}' | npx wrangler secret put CMS_API_TOKEN${env}`,
    `Each CMS instance, one at a time: set CMS_API_TOKEN=${value}, remove CMS_API_TOKEN_NEXT, restart it; ${HEALTH}. The former token is then refused.`,
  ],
};

const [kind, ...flags] = process.argv.slice(2);
const envIndex = flags.indexOf("--env");
const environment = envIndex >= 0 ? flags[envIndex + 1] : "";
if (!Object.hasOwn(ROTATIONS, kind) || (envIndex >= 0 && !/^[a-z][a-z0-9-]*$/.test(environment ?? ""))) {
  console.error(`usage: node scripts/rotate-secrets.mjs <${Object.keys(ROTATIONS).join("|")}> [--env <wrangler environment>]`);
  process.exit(2);
}
const envFlag = environment ? ` --env ${environment}` : "";
const value = crypto.randomBytes(32).toString("hex");
const steps = ROTATIONS[kind](value, envFlag);
console.log(`Rotating the ${kind} ${kind === "token" ? "(the site's CMS_API_TOKEN)" : "secret"}: the new value is in the steps below; keep this output private.\n`);
steps.forEach((step, index) => console.log(`${index + 1}. ${step}\n`));
