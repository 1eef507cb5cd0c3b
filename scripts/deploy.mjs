// `npm run deploy -- --env staging|production [--secrets-file FILE]`: refuses placeholders and missing, short or public secrets, then builds and runs `wrangler deploy`.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs, parseEnv } from "node:util";
import { experimental_readRawConfig, unstable_readConfig } from "wrangler";
import { appearsInRepository, deployProblems } from "./deploy-checks.mjs";
import { run } from "./stack.mjs";

const CONFIG = "wrangler.toml";
const { values: args } = parseArgs({ options: { env: { type: "string" }, "secrets-file": { type: "string" } } });
const environments = Object.keys(experimental_readRawConfig({ config: CONFIG }).rawConfig.env ?? {});
// wrangler falls back to the top level (the local settings) for an unknown environment: never deploy that
if (!environments.includes(args.env ?? "")) {
  console.error(`usage: npm run deploy -- --env ${environments.join("|")} [--secrets-file FILE]`);
  process.exit(2);
}
const env = args.env;
const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: "false" };

/** The secret names Cloudflare holds for the environment, or null without credentials (or network). */
function remoteSecrets() {
  const listed = spawnSync("npx", ["wrangler", "secret", "list", "--env", env, "--format", "json"], { encoding: "utf8", env: wranglerEnv });
  try {
    return listed.status === 0 ? JSON.parse(listed.stdout).map((secret) => secret.name) : null;
  } catch {
    return null;
  }
}

/** The secrets this deploy uploads: --secrets-file in wrangler's formats, JSON or .env. */
function uploadedSecrets(file) {
  if (!file) return {};
  const text = readFileSync(file, "utf8");
  return text.trimStart().startsWith("{") ? JSON.parse(text) : parseEnv(text);
}

const problems = deployProblems({
  env,
  config: unstable_readConfig({ config: CONFIG, env }, { hideWarnings: true }),
  secrets: { remote: remoteSecrets(), values: uploadedSecrets(args["secrets-file"]) },
  inRepository: appearsInRepository,
});
if (problems.length) {
  console.error(`Not deploying ${env}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}
await run("node", ["scripts/build.mjs"]);
const secretsFile = args["secrets-file"] ? ["--secrets-file", args["secrets-file"]] : [];
await run("npx", ["wrangler", "deploy", "--env", env, ...secretsFile], { env: wranglerEnv });
