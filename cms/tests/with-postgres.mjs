#!/usr/bin/env node
/**
 * `node tests/with-postgres.mjs <command…>`: runs the command (the CMS test suite) against a PostgreSQL
 * cluster of its own — initdb into a temporary folder, started on its own port — then stops the
 * cluster and deletes the folder, whatever happened. The command gets the server in CMS_TEST_POSTGRES, as a
 * role like production's: password login, no superuser, owner of the databases it creates.
 * PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` user (Debian's package).
 * Environment: PG_BIN (folder of initdb and pg_ctl), CMS_TEST_PG_PORT (else a free port).
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresBinaries } from '../scripts/postgres-binaries.mjs';
import { freePort } from './free-port.mjs';

const SUPERUSER = 'postgres';
const USER = 'strapi';

/** PostgreSQL's programs, or a clear stop. */
function binaries() {
  const found = postgresBinaries();
  if (!found) {
    console.error('[with-postgres] PostgreSQL not found: apt-get install -y postgresql (or set PG_BIN to the folder of initdb)');
    process.exit(1);
  }
  return found;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as `postgres` when we are root. */
function pgRun(bin, program, args) {
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args];
  execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
}

function giveToPostgres(file) {
  if (!asRoot) return;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  fs.chownSync(file, id('-u'), id('-g'));
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tests/with-postgres.mjs <command> [arguments…]');
  process.exit(2);
}
const bin = binaries();
const port = Number(process.env.CMS_TEST_PG_PORT) || (await freePort());
// 32 characters, the shortest secret a production CMS accepts: its checks run on this database too
const [superPassword, password] = [crypto.randomBytes(16).toString('hex'), crypto.randomBytes(16).toString('hex')];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-pg-'));
const data = path.join(dir, 'data');
const log = path.join(dir, 'server.log');
const passwordFile = path.join(dir, 'password');
fs.writeFileSync(passwordFile, superPassword);
giveToPostgres(dir);
giveToPostgres(passwordFile);

let started = false;
function stopCluster() {
  try {
    if (started) pgRun(bin, 'pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
  } catch (error) {
    // e.g. the server had already stopped: say so, and still delete the folder
    console.error(`[with-postgres] pg_ctl stop: ${error.stderr || error.message}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

let code = 1;
try {
  const began = Date.now();
  // password (SCRAM) authentication over TCP, as a production server asks
  pgRun(bin, 'initdb', ['-D', data, '-U', SUPERUSER, `--pwfile=${passwordFile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C']);
  // fsync off: the cluster is thrown away after the run; the socket stays in our folder
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off`;
  pgRun(bin, 'pg_ctl', ['start', '-D', data, '-l', log, '-w', '-t', '60', '-o', options]);
  started = true;
  const admin = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password: superPassword, database: 'postgres' });
  await admin.connect();
  // CREATEDB only lets the tests make a fresh database per Strapi; Strapi itself needs none of it
  await admin.query(`CREATE ROLE ${USER} LOGIN CREATEDB PASSWORD '${password}'`);
  await admin.end();
  console.log(`[with-postgres] PostgreSQL (${bin}) on 127.0.0.1:${port}, ready in ${Date.now() - began} ms`);

  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, CMS_TEST_POSTGRES: `postgres://${USER}:${password}@127.0.0.1:${port}/postgres` },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
} catch (error) {
  console.error(`[with-postgres] ${error.message}${error.stderr ? `\n${error.stderr}` : ''}`);
  if (fs.existsSync(log)) console.error(fs.readFileSync(log, 'utf8').slice(-4000));
} finally {
  stopCluster();
}
process.exit(code);
