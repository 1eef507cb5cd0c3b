/**
 * Starts the compiled CMS on a fresh database (SQLite, or PostgreSQL under with-postgres.mjs), a free
 * port and a temporary public directory, and always stops it (the test's `after`, plus a process exit
 * hook as a last resort).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { TEST_ADMIN_ENV } from './admin-api.mjs';
import { freePort } from './free-port.mjs';
import { createTestDatabase } from './test-database.mjs';

const cms = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// the first boot writes the whole demo seed (French, then English): give a busy machine time (STACK_START_TIMEOUT_S, as the stack's)
const STARTUP_LIMIT_MS = Number(process.env.STACK_START_TIMEOUT_S || 420) * 1000;

async function waitUntilUp(baseUrl, child, logs) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Strapi exited with ${child.exitCode}:\n${logs.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/_health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Strapi did not answer within ${STARTUP_LIMIT_MS / 1000} s:\n${logs.join('').slice(-4000)}`);
}

/** Every local secret, generated once for this test process (the compiled config/local-secrets.ts): its Strapi are given them, never cms/.env's. */
export const TEST_SECRETS = createRequire(import.meta.url)('../dist/config/local-secrets.js').generateLocalSecrets();

/**
 * A running CMS: `{ baseUrl, stop(), restart() }`. `dir` keeps the same database across restarts.
 * `database` (from createTestDatabase): share one with other instances; its owner drops it, not stop().
 * `secrets: false`: none given, as `npm start` on a fresh clone (pass ENV_PATH, or it would write into cms/.env).
 */
export async function startStrapi(extraEnv = {}, { database: shared, secrets = true } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const port = await freePort();
  const database = shared ?? (await createTestDatabase(dir));
  let env = extraEnv;
  const baseUrl = `http://127.0.0.1:${port}`;
  let child;
  const logs = [];

  const stopChild = () =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const lastResort = () => child?.kill('SIGKILL');
  process.once('exit', lastResort);

  const start = async () => {
    child = spawn(process.execPath, [path.join(cms, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'], {
      cwd: cms,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        ...database.env,
        PUBLIC_DIR: path.join(dir, 'public'),
        SEED: 'true',
        STRAPI_TELEMETRY_DISABLED: 'true',
        ...TEST_ADMIN_ENV,
        ...(secrets ? TEST_SECRETS : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => logs.push(chunk.toString()));
    child.stderr.on('data', (chunk) => logs.push(chunk.toString()));
    await waitUntilUp(baseUrl, child, logs);
  };

  const stop = async () => {
    await stopChild();
    process.removeListener('exit', lastResort);
    if (!shared) await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // a Strapi that did not come up is stopped here: the caller never gets a handle to stop it
  const startOrStop = () => start().catch(async (error) => {
    await stop();
    throw error;
  });

  await startOrStop();
  return {
    baseUrl,
    logs,
    /** Stops and starts it again on the same database, with `newEnv` in place of its extra environment when given. */
    async restart(newEnv = env) {
      env = newEnv;
      await stopChild();
      await startOrStop();
    },
    /** Stops the process only: restart() brings it back on the same database and folder. */
    halt: stopChild,
    stop,
  };
}
