#!/usr/bin/env node
/**
 * The CMS's PostgreSQL database, saved and put back (README.md, Operations), with the connection Strapi uses
 * (DATABASE_URL, or DATABASE_HOST, _PORT, _NAME, _USERNAME, _PASSWORD; DATABASE_SSL):
 *   node scripts/database.mjs dump <file>              pg_dump, custom format (compressed, restorable table by table)
 *   node scripts/database.mjs restore <file> [--replace]  pg_restore into the database; one that already holds
 *                                                      Strapi's tables is refused unless --replace (then they are dropped first)
 * Stop every Strapi instance before a restore. pg_dump must be as new as the server (PG_BIN picks the programs).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { postgresBinaries } from './postgres-binaries.mjs';

/** libpq's variables for the connection Strapi is configured with (config/database.ts reads the same). */
export function connectionEnv(env = process.env) {
  const url = env.DATABASE_URL ? new URL(env.DATABASE_URL) : null;
  const pick = (fromUrl, name, fallback) => (url ? fromUrl : env[name] || fallback);
  return {
    PGHOST: pick(url?.hostname, 'DATABASE_HOST', 'localhost'),
    PGPORT: pick(url?.port || '5432', 'DATABASE_PORT', '5432'),
    PGDATABASE: pick(decodeURIComponent(url?.pathname.slice(1) ?? ''), 'DATABASE_NAME', 'strapi'),
    PGUSER: pick(decodeURIComponent(url?.username ?? ''), 'DATABASE_USERNAME', 'strapi'),
    PGPASSWORD: pick(decodeURIComponent(url?.password ?? ''), 'DATABASE_PASSWORD', ''),
    // libpq checks a certificate only against a CA file it is given: PGSSLMODE=verify-full with PGSSLROOTCERT does
    ...(env.DATABASE_SSL === 'true' ? { PGSSLMODE: env.PGSSLMODE || 'require' } : {}),
  };
}

function program(name) {
  const folder = postgresBinaries();
  return folder ? path.join(folder, name) : name;
}

function run(name, args, connection) {
  const result = spawnSync(program(name), args, { env: { ...process.env, ...connection }, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw new Error(`${name}: ${result.error.message} (apt-get install -y postgresql-client, or set PG_BIN)`);
  if (result.status !== 0) throw new Error(`${name} exited with ${result.status}`);
}

/** How many of Strapi's tables the database holds (its core store is always there once it has started). */
async function strapiTables(connection) {
  const client = new pg.Client({
    host: connection.PGHOST,
    port: Number(connection.PGPORT),
    database: connection.PGDATABASE,
    user: connection.PGUSER,
    password: connection.PGPASSWORD,
    ssl: connection.PGSSLMODE ? { rejectUnauthorized: process.env.DATABASE_SSL_REJECT_UNAUTHORIZED !== 'false' } : false,
  });
  await client.connect();
  try {
    const { rows } = await client.query("select count(*)::int as n from information_schema.tables where table_name like 'strapi\\_%'");
    return rows[0].n;
  } finally {
    await client.end();
  }
}

export async function dump(file, env = process.env) {
  const began = Date.now();
  run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], connectionEnv(env));
  return { bytes: fs.statSync(file).size, ms: Date.now() - began };
}

export async function restore(file, { replace = false } = {}, env = process.env) {
  const connection = connectionEnv(env);
  if (!fs.existsSync(file)) throw new Error(`${file}: no such dump`);
  if (!replace && (await strapiTables(connection)) > 0) {
    throw new Error(`${connection.PGDATABASE} already holds Strapi's tables: restore into an empty database, or pass --replace to drop them first`);
  }
  const began = Date.now();
  const clean = replace ? ['--clean', '--if-exists'] : [];
  run('pg_restore', [...clean, '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${connection.PGDATABASE}`, file], connection);
  return { ms: Date.now() - began };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, file, ...flags] = process.argv.slice(2);
  if (!['dump', 'restore'].includes(command) || !file) {
    console.error('usage: node scripts/database.mjs dump <file> | restore <file> [--replace]');
    process.exit(2);
  }
  try {
    if (command === 'dump') {
      const { bytes, ms } = await dump(file);
      console.log(`[database] ${file}: ${(bytes / 1024).toFixed(0)} KB in ${ms} ms`);
    } else {
      const { ms } = await restore(file, { replace: flags.includes('--replace') });
      console.log(`[database] restored from ${file} in ${ms} ms: start Strapi`);
    }
  } catch (error) {
    console.error(`[database] ${error.message}`);
    process.exit(1);
  }
}
