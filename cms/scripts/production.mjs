#!/usr/bin/env node
/**
 * `npm run cms:prod` (from the repository root): the CMS in production. Checks the environment first and
 * refuses, naming each variable, a start on SQLite, without its bucket, on local or placeholder addresses, or
 * with an empty or committed secret (src/security/production-secrets.ts); then compiles, builds the admin
 * panel and starts Strapi with it (NODE_ENV=production). `--check` stops after the checks (exit 0 or 1).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cms = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Text the README's template leaves for the operator to replace. */
const PLACEHOLDER = /[<>…]|change[-_ ]?me/i;
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/;

/** Why an address variable is refused, or ''. */
function addressProblem(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.protocol !== 'https:') return 'must be https';
  if (LOCAL_HOST.test(url.hostname)) return 'names this machine, not a public address';
  return '';
}

const ADDRESSES = ['PUBLIC_URL', 'SITE_URL', 'SITE_WEBHOOK_URL', 'S3_PUBLIC_URL'];
const BUCKET = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
const DATABASE = ['DATABASE_HOST', 'DATABASE_NAME', 'DATABASE_USERNAME'];

/**
 * One line per refused variable; none when production can start. Never prints a value. `secrets` is the
 * secrets module (src/security/production-secrets.ts): its list of names and its check of them.
 */
function productionProblems(env, { PRODUCTION_SECRETS, refusedSecrets }) {
  const database = env.DATABASE_URL ? ['DATABASE_URL'] : DATABASE;
  const required = [...ADDRESSES, ...BUCKET, ...(env.DATABASE_CLIENT === 'postgres' ? database : [])];
  const problems = env.DATABASE_CLIENT === 'postgres' ? [] : ['DATABASE_CLIENT must be postgres (SQLite keeps everything on one machine)'];
  // a variable refused once is not refused again for a placeholder
  const refused = new Set();
  const refuse = (name, line) => {
    refused.add(name);
    problems.push(line);
  };
  for (const { variable, line } of refusedSecrets(env)) refuse(variable, line);
  for (const name of required) {
    const problem = !env[name] ? 'is not set' : ADDRESSES.includes(name) ? addressProblem(env[name]) : '';
    if (problem) refuse(name, `${name} ${problem}`);
  }
  for (const name of [...required, ...PRODUCTION_SECRETS, 'S3_ENDPOINT', 'CMS_ADMIN_EMAIL']) {
    if (!refused.has(name) && PLACEHOLDER.test(env[name] ?? '')) refuse(name, `${name} still holds a placeholder`);
  }
  return problems;
}

/** What cms:prod sets unless told otherwise: no demo seed on an empty database, the load balancer's X-Forwarded-* trusted (TLS ends there). */
export const PRODUCTION_DEFAULTS = { SEED: 'false', BEHIND_PROXY: 'true' };

function run(args, env) {
  const result = spawnSync(process.execPath, args, { cwd: cms, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = { ...PRODUCTION_DEFAULTS, ...process.env, NODE_ENV: 'production', SERVE_ADMIN: 'true' };
  run([path.join(cms, 'scripts', 'prepare.mjs')], env);
  const secrets = createRequire(import.meta.url)(path.join(cms, 'dist', 'src', 'security', 'production-secrets.js'));
  const problems = productionProblems(env, secrets);
  if (problems.length > 0) {
    console.error(`[cms:prod] Refusing to start:\n${problems.map((line) => `  - ${line}`).join('\n')}\nSee README.md, Production.`);
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    console.log('[cms:prod] The environment is complete.');
    process.exit(0);
  }
  const strapi = path.join(cms, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
  run([strapi, 'build'], env);
  // the server runs as long as this script: a stop signal (systemd, a container's) reaches it and its exit is ours
  const server = spawn(process.execPath, [strapi, 'start'], { cwd: cms, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 1));
}
