/**
 * Replays, against the real Strapi, what an attacker tried on the CMS: taking it through register-admin, signing
 * up through the public API, reading it cross-origin with credentials, starting production on published, empty or
 * short secrets, guessing passwords behind the load balancer with made-up X-Forwarded-For addresses, and signing
 * tokens with the secrets a local start once used. Fails if any of these reopens.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { parseEnv } from 'node:util';
import { TEST_ADMIN, loginAdmin } from './admin-api.mjs';
import { PRODUCTION_DEFAULTS } from '../scripts/production.mjs';
import { startStrapi } from './strapi-process.mjs';

// the compiled modules (npm test compiles first): the committed defaults and the check's list, from their one source
const require = createRequire(import.meta.url);
const { LOCAL_SECRET_NAMES } = require('../dist/config/local-secrets.js');
const { PRODUCTION_SECRETS, productionSecretProblems } = require('../dist/src/security/production-secrets.js');
/** Values this repository once committed as local defaults (cms/config/local-defaults.ts, .dev.vars.example). */
const PUBLISHED = { JWT_SECRET: 'local-users-permissions-jwt-secret', APP_KEY: 'local-app-key-3', WEBHOOK_SECRET: 'local-webhook-secret', API_TOKEN: 'local-dev-api-token-0123456789abcdef' };

const SITE_URL = 'http://127.0.0.1:8899';
const FOREIGN = 'https://evil.example';
const INTRUDER = { firstname: 'Eve', lastname: 'Intruder', email: 'eve@evil.example', password: 'Intruder-2024' };

const post = (baseUrl, path, body, headers = {}) =>
  fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** register-admin must be refused, and hand out no token. */
async function assertRegisterAdminRefused(baseUrl) {
  const response = await post(baseUrl, '/admin/register-admin', INTRUDER);
  const text = await response.text();
  assert.equal(response.status, 400, text);
  assert.doesNotMatch(text, /token/i);
  const init = await (await fetch(`${baseUrl}/admin/init`)).json();
  assert.equal(init.data.hasAdmin, true);
  await assert.rejects(loginAdmin(baseUrl, { email: INTRUDER.email, password: INTRUDER.password }), /answered 400/);
}

describe('an attacker reaching a freshly started CMS', () => {
  let cms;
  before(async () => {
    cms = await startStrapi({ SEED: 'false', SITE_URL });
  });
  after(() => cms?.stop());

  test('cannot register an admin: the operator\'s admin exists before the server listens', async () => {
    await assertRegisterAdminRefused(cms.baseUrl);
    assert.match(await loginAdmin(cms.baseUrl, TEST_ADMIN), /^ey/);
  });

  test('cannot sign up through the public API', async () => {
    const response = await post(cms.baseUrl, '/api/auth/local/register', { username: 'eve', email: INTRUDER.email, password: INTRUDER.password });
    const text = await response.text();
    assert.ok(response.status >= 400 && response.status < 500, `${response.status} ${text}`);
    assert.doesNotMatch(text, /jwt/i);
  });

  test('gets no CORS permission from a foreign origin, simple or preflighted; the site does', async () => {
    const simple = await fetch(`${cms.baseUrl}/api/campuses`, { headers: { origin: FOREIGN } });
    assert.equal(simple.headers.get('access-control-allow-origin'), null);
    assert.equal(simple.headers.get('access-control-allow-credentials'), null);
    const preflight = (origin) =>
      fetch(`${cms.baseUrl}/admin/login`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    const foreign = await preflight(FOREIGN);
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
    assert.equal(foreign.headers.get('access-control-allow-credentials'), null);
    const site = await preflight(SITE_URL);
    assert.equal(site.headers.get('access-control-allow-origin'), SITE_URL);
  });

  test('on a restart: register-admin still refused, and sign-up turned on in the panel is off again', async () => {
    const advanced = async (method, body) => {
      const jwt = await loginAdmin(cms.baseUrl);
      const init = { method, headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) };
      const response = await fetch(`${cms.baseUrl}/users-permissions/advanced`, init);
      assert.equal(response.status, 200, await response.clone().text());
      return (await response.json()).settings;
    };
    const settings = await advanced('GET');
    assert.equal(settings.allow_register, false);
    await advanced('PUT', { ...settings, allow_register: true });

    await cms.restart();
    await assertRegisterAdminRefused(cms.baseUrl);
    assert.equal((await advanced('GET')).allow_register, false);
    const signUp = await post(cms.baseUrl, '/api/auth/local/register', { username: 'eve', email: INTRUDER.email, password: INTRUDER.password });
    assert.doesNotMatch(await signUp.text(), /jwt/i);
  });
});

/** A users-permissions JWT for `payload`, signed with `secret` (HS256, as the plugin signs its own). */
function jwtSignedWith(secret, payload) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${unsigned}.${crypto.createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('the CMS npm start runs, on a fresh clone (no secret given)', () => {
  let cms, envFile;
  const drafts = (token) => fetch(`${cms.baseUrl}/api/campuses?status=draft`, { headers: { authorization: `Bearer ${token}` } });
  before(async () => {
    envFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cms-env-')), '.env');
    cms = await startStrapi({ SEED: 'false', ENV_PATH: envFile }, { secrets: false });
  });
  after(async () => {
    await cms?.stop();
    fs.rmSync(path.dirname(envFile), { recursive: true, force: true });
  });

  test('generates every secret at random into its .env, and refuses tokens signed with the ones once committed', async () => {
    const kept = parseEnv(fs.readFileSync(envFile, 'utf8'));
    for (const name of LOCAL_SECRET_NAMES) {
      for (const value of kept[name].split(',')) assert.ok(value.length >= 32 && !Object.values(PUBLISHED).includes(value), name);
    }
    // the site's account, as the site logs in: a JWT of the generated JWT_SECRET
    const login = await post(cms.baseUrl, '/api/login', { username: 'site-service', password: kept.CMS_PASSWORD });
    assert.equal(login.status, 200, await login.clone().text());
    const { access_token: jwt } = await login.json();
    assert.equal((await drafts(jwt)).status, 200);
    assert.equal((await drafts(kept.CMS_API_TOKEN)).status, 200);
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
    assert.equal((await drafts(jwtSignedWith(PUBLISHED.JWT_SECRET, claims))).status, 401);
    assert.equal((await drafts(PUBLISHED.API_TOKEN)).status, 401);
  });

  test('keeps them across restarts: the same token still opens it, nothing generated again', async () => {
    const before = fs.readFileSync(envFile, 'utf8');
    await cms.restart();
    assert.equal(fs.readFileSync(envFile, 'utf8'), before);
    assert.equal((await drafts(parseEnv(before).CMS_API_TOKEN)).status, 200);
  });
});

/** A production environment with a fresh secret for every variable (the test database keeps its own password). */
function productionEnv() {
  const secret = () => crypto.randomBytes(16).toString('hex');
  const env = { NODE_ENV: 'production', SEED: 'false', CMS_ADMIN_EMAIL: 'ops@site.invalid' };
  for (const name of PRODUCTION_SECRETS.filter((name) => name !== 'DATABASE_PASSWORD')) env[name] = secret();
  env.APP_KEYS = `${secret()},${secret()}`;
  env.CMS_ADMIN_PASSWORD = `Ops-${secret()}`;
  return env;
}

/** Starting must fail, naming `name` and never printing the refused value (a Strapi that starts anyway is stopped). */
async function assertRefused(env, name) {
  const error = await startStrapi(env).then(
    async (cms) => {
      await cms.stop();
      return null;
    },
    (refusal) => refusal,
  );
  assert.ok(error, `production started with ${name} refused`);
  assert.match(error.message, /exited with 1/);
  assert.match(error.message, new RegExp(`Refusing to start in production: .*\\b${name}\\b`));
  if (env[name]) assert.ok(!error.message.includes(env[name]), 'the refused value is printed');
}

describe('production as cms:prod starts it (its defaults: behind the load balancer)', () => {
  let cms, env;
  before(async () => {
    // a limit of 5 on the content API's logins as on the admin's, so that ten tries cross both
    env = { ...PRODUCTION_DEFAULTS, ...productionEnv(), LOGIN_RATE_LIMIT: '5' };
    cms = await startStrapi(env);
  });
  after(() => cms?.stop());

  test('is accepted with secrets of the operator\'s own, whose admin then signs in', async () => {
    await assertRegisterAdminRefused(cms.baseUrl);
    assert.match(await loginAdmin(cms.baseUrl, { email: env.CMS_ADMIN_EMAIL, password: env.CMS_ADMIN_PASSWORD }), /^ey/);
  });

  test('limits ten failed logins with ten made-up X-Forwarded-For as one client: the address the balancer appended', async () => {
    // what reaches Strapi: the header the guesser wrote, then the client address the load balancer appends
    const guess = (path, body, made, client = '203.0.113.9') => post(cms.baseUrl, path, body, { 'x-forwarded-for': `${made}, ${client}` });
    for (const [path, body] of [
      ['/admin/login', { email: env.CMS_ADMIN_EMAIL, password: 'Wrong-guess-2024' }],
      ['/api/auth/local', { identifier: 'site-service', password: 'wrong-guess' }],
    ]) {
      const statuses = [];
      for (let i = 1; i <= 10; i += 1) statuses.push((await guess(path, body, `6.6.6.${i}`)).status);
      assert.equal(statuses.filter((status) => status === 429).length, 5, `${path}: ${statuses}`);
      assert.ok(statuses.slice(0, 5).every((status) => status === 400), `${path}: ${statuses}`);
      // another client behind the same balancer is not held back by the guesser
      assert.equal((await guess(path, body, '6.6.6.1', '198.51.100.7')).status, 400, path);
    }
  });
});

describe('production start', () => {
  test('is refused when a secret is a committed default, naming it', async () => {
    await assertRefused({ ...productionEnv(), JWT_SECRET: PUBLISHED.JWT_SECRET }, 'JWT_SECRET');
  });

  test('is refused when a secret is empty, naming it', async () => {
    await assertRefused({ ...productionEnv(), ADMIN_JWT_SECRET: '' }, 'ADMIN_JWT_SECRET');
  });

  test('the check names each refused variable: one published APP_KEYS key, the database password, an unset, a short and a next secret', () => {
    const env = { ...productionEnv(), APP_KEYS: `${'a'.repeat(64)},${PUBLISHED.APP_KEY}`, DATABASE_CLIENT: 'postgres', DATABASE_PASSWORD: 'strapi' };
    delete env.WEBHOOK_SECRET;
    env.JWT_SECRET = 'a-password-someone-chose';
    env.CMS_API_TOKEN_NEXT = PUBLISHED.API_TOKEN;
    assert.deepEqual(productionSecretProblems(env), [
      'APP_KEYS is a value published in this repository',
      'JWT_SECRET is shorter than 32 characters',
      'WEBHOOK_SECRET is not set',
      'CMS_API_TOKEN_NEXT is a value published in this repository',
      'DATABASE_PASSWORD is a value published in this repository',
    ]);
    assert.deepEqual(productionSecretProblems({ ...productionEnv(), DATABASE_CLIENT: 'postgres', DATABASE_URL: 'postgres://strapi:strapi@db:5432/strapi' }), [
      'DATABASE_URL (its password) is a value published in this repository',
    ]);
    assert.deepEqual(productionSecretProblems({ ...productionEnv(), PREVIEW_SECRET: PUBLISHED.WEBHOOK_SECRET, CMS_API_TOKEN_NEXT: 'short' }), [
      'PREVIEW_SECRET is a value published in this repository',
      'CMS_API_TOKEN_NEXT is shorter than 32 characters',
    ]);
  });
});
