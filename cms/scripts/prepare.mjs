#!/usr/bin/env node
/**
 * Makes the CMS ready to `npm --prefix cms start`, doing only what is needed (the root
 * `npm start` runs it on every start): install dependencies when missing or older than the
 * lockfile, make sure the SQLite driver is compiled, compile TypeScript when sources changed,
 * and create public/uploads (Strapi refuses to start without it).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cms = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(cms, ...parts);
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

function run(args) {
  const result = spawnSync('npm', args, { cwd: cms, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`[cms] "npm ${args.join(' ')}" failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

/** Newest modification time under a directory (sources are small: a full walk is cheap). */
function newest(dir) {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const file = path.join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(file) : mtime(file));
  }, 0);
}

// npm records each install in node_modules/.package-lock.json
const installed = mtime(at('node_modules', '.package-lock.json'));
if (installed === 0 || installed < Math.max(mtime(at('package-lock.json')), mtime(at('package.json')))) {
  console.log(installed === 0 ? '[cms] Installing the CMS (first run, 2–3 minutes)…' : '[cms] The CMS lockfile changed: updating its dependencies…');
  // `npm ci` can fail on optional platform packages missing from the lockfile; install does not.
  run(['install', '--no-audit', '--no-fund']);
}

// npm may skip install scripts: without the native binding Strapi cannot open SQLite.
if (!fs.existsSync(at('node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'))) {
  console.log('[cms] Compiling the SQLite driver (about a minute)…');
  run(['rebuild', 'better-sqlite3']);
}

const stamp = at('dist', '.build-stamp');
const sources = Math.max(newest(at('src')), newest(at('config')), mtime(at('tsconfig.json')), mtime(at('package.json')));
if (mtime(stamp) < sources) {
  console.log('[cms] Compiling the CMS…');
  run(['run', 'build', '--silent']);
  fs.writeFileSync(stamp, new Date().toISOString());
}

fs.mkdirSync(at('public', 'uploads'), { recursive: true });
