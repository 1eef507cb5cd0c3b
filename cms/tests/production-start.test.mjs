/** `npm run cms:prod --check`: what the production start refuses, naming each variable and never its value. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'scripts', 'production.mjs');
const secret = () => crypto.randomBytes(16).toString('hex');

/** A complete production environment, every secret the operator's own. */
const complete = () => ({
  DATABASE_CLIENT: 'postgres',
  DATABASE_HOST: 'db.internal',
  DATABASE_NAME: 'strapi',
  DATABASE_USERNAME: 'strapi',
  DATABASE_PASSWORD: secret(),
  APP_KEYS: [secret(), secret()].join(','),
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  PREVIEW_SECRET: secret(),
  WEBHOOK_SECRET: secret(),
  CMS_API_TOKEN: secret(),
  CMS_PASSWORD: secret(),
  CMS_ADMIN_EMAIL: 'webmestre@ecole.test',
  CMS_ADMIN_PASSWORD: `Aa1${secret()}`,
  PUBLIC_URL: 'https://cms.ecole.test',
  SITE_URL: 'https://www.ecole.test',
  SITE_WEBHOOK_URL: 'https://www.ecole.test/__cms/webhook',
  S3_BUCKET: 'ecole-media',
  S3_ENDPOINT: 'https://0123456789abcdef.r2.cloudflarestorage.com',
  S3_PUBLIC_URL: 'https://media.ecole.test',
  S3_ACCESS_KEY_ID: secret(),
  S3_SECRET_ACCESS_KEY: secret(),
});

function check(env) {
  const result = spawnSync(process.execPath, [script, '--check'], { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run cms:prod', () => {
  test('starts (here: stops after its checks) with a complete environment', () => {
    const { status, output } = check(complete());
    assert.equal(status, 0, output);
    assert.match(output, /The environment is complete/);
  });

  test('refuses SQLite, a missing bucket and missing secrets, naming each', () => {
    const { S3_BUCKET, JWT_SECRET, ...rest } = complete();
    const { status, output } = check({ ...rest, DATABASE_CLIENT: 'sqlite' });
    assert.equal(status, 1);
    assert.match(output, /DATABASE_CLIENT must be postgres/);
    assert.match(output, /S3_BUCKET is not set/);
    assert.match(output, /JWT_SECRET is not set/);
  });

  test("refuses the README's placeholders, committed secrets and local or plain-http addresses, never printing a value", () => {
    const env = {
      ...complete(),
      S3_SECRET_ACCESS_KEY: '<the key of the bucket>',
      CMS_API_TOKEN: 'change-me-to-the-site-token-from-the-vault',
      WEBHOOK_SECRET: 'local-webhook-secret',
      PUBLIC_URL: 'http://cms.ecole.test',
      SITE_URL: 'https://127.0.0.1:8787',
    };
    const { status, output } = check(env);
    assert.equal(status, 1);
    assert.match(output, /S3_SECRET_ACCESS_KEY still holds a placeholder/);
    assert.match(output, /CMS_API_TOKEN still holds a placeholder/);
    assert.match(output, /WEBHOOK_SECRET is a value published in this repository/);
    assert.match(output, /PUBLIC_URL must be https/);
    assert.match(output, /SITE_URL names this machine/);
    assert.ok(!output.includes('local-webhook-secret') && !output.includes('the key of the bucket'));
  });

  test('names a refused variable once, not again for its placeholder', () => {
    const { DATABASE_HOST, DATABASE_NAME, DATABASE_USERNAME, DATABASE_PASSWORD, ...rest } = complete();
    const { status, output } = check({ ...rest, DATABASE_URL: 'postgres://strapi:@<host>/strapi', S3_PUBLIC_URL: 'https://<media>' });
    assert.equal(status, 1);
    const lines = (name) => output.split('\n').filter((line) => line.includes(name));
    assert.deepEqual(lines('DATABASE_URL'), ['  - DATABASE_URL (not a URL) is empty'], output);
    assert.deepEqual(lines('S3_PUBLIC_URL'), ['  - S3_PUBLIC_URL is not an absolute URL'], output);
  });
});
