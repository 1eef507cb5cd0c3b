/**
 * Strapi's own configuration (config/*.ts, compiled to dist/config by scripts/prepare.mjs) read by the operations
 * scripts, so that they reach the database and the bucket with the same variables and defaults as Strapi does.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const compiled = path.resolve(import.meta.dirname, '..', 'dist', 'config');
const require = createRequire(import.meta.url);

/** Strapi's `env` helper (a name and its fallback; `.int`, `.bool`) over `vars` rather than process.env alone. */
export function strapiEnv(vars = process.env) {
  const has = (name) => Object.hasOwn(vars, name);
  const env = (name, fallback) => (has(name) ? vars[name] : fallback);
  env.int = (name, fallback) => (has(name) ? parseInt(vars[name], 10) : fallback);
  env.bool = (name, fallback) => (has(name) ? vars[name] === 'true' : fallback);
  return env;
}

/** The compiled module of config/<name>.ts. */
export function strapiConfig(name) {
  const file = path.join(compiled, `${name}.js`);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: compile the CMS first (npm --prefix cms run prepare:cms)`);
  return require(file);
}
