#!/usr/bin/env node
/**
 * The CMS's PostgreSQL database, saved and put back (README.md, Operations), with the connection Strapi uses
 * (DATABASE_URL, or DATABASE_HOST, _PORT, _NAME, _USERNAME, _PASSWORD; DATABASE_SSL; DATABASE_SCHEMA):
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
import { strapiConfig, strapiEnv } from './strapi-config.mjs';

/**
 * The database Strapi is configured with (config/database.ts, compiled: the same variables and defaults):
 * `{ libpq, schema, client }`, libpq's variables for pg_dump and pg_restore, and node-postgres's options.
 */
export function connection(env = process.env) {
  const { connection: config } = strapiConfig('database').default({ env: strapiEnv(env) });
  if (config.client !== 'postgres') throw new Error('DATABASE_CLIENT is not postgres: the CMS runs on SQLite, copy its file (DATABASE_FILENAME) instead');
  const { connectionString, host, port, database, user, password, ssl, schema } = config.connection;
  // node-postgres lets DATABASE_URL's parts win over the separate variables
  const url = connectionString ? new URL(connectionString) : null;
  const fromUrl = (part, fallback) => (part ? decodeURIComponent(part) : fallback);
  const libpq = {
    PGHOST: fromUrl(url?.hostname, host),
    PGPORT: String(fromUrl(url?.port, port)),
    PGDATABASE: fromUrl(url?.pathname.slice(1), database),
    PGUSER: fromUrl(url?.username, user),
    PGPASSWORD: fromUrl(url?.password, password),
    // libpq checks a certificate only against a CA file it is given: PGSSLMODE=verify-full with PGSSLROOTCERT does
    ...(ssl ? { PGSSLMODE: env.PGSSLMODE || 'require' } : {}),
  };
  const client = { host: libpq.PGHOST, port: Number(libpq.PGPORT), database: libpq.PGDATABASE, user: libpq.PGUSER, password: libpq.PGPASSWORD, ssl };
  return { libpq, schema, client };
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

/** Runs `work` with a client on the database. */
async function connected({ client: options }, work) {
  const client = new pg.Client(options);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** How many of Strapi's tables its schema holds (its core store is always there once it has started). */
async function strapiTables(client, schema) {
  const { rows } = await client.query("select count(*)::int as n from information_schema.tables where table_schema = $1 and table_name like 'strapi\\_%'", [schema]);
  return rows[0].n;
}

/** Strapi's schema only: what else the database holds is not the CMS's to save or replace. */
export async function dump(file, env = process.env) {
  const { libpq, schema } = connection(env);
  const began = Date.now();
  run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--schema=${schema}`, `--file=${file}`], libpq);
  return { bytes: fs.statSync(file).size, ms: Date.now() - began };
}

export async function restore(file, { replace = false } = {}, env = process.env) {
  const target = connection(env);
  if (!fs.existsSync(file)) throw new Error(`${file}: no such dump`);
  await connected(target, async (client) => {
    if (!replace && (await strapiTables(client, target.schema)) > 0) {
      throw new Error(`${target.libpq.PGDATABASE} already holds Strapi's tables in ${target.schema}: restore into an empty database, or pass --replace to drop them first`);
    }
    // the dump's own CREATE SCHEMA is left out below (public always exists): the schema is made here when missing
    await client.query(`create schema if not exists ${pg.escapeIdentifier(target.schema)}`);
  });
  const began = Date.now();
  const clean = replace ? ['--clean', '--if-exists'] : [];
  run('pg_restore', [...clean, '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--schema=${target.schema}`, `--dbname=${target.libpq.PGDATABASE}`, file], target.libpq);
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
