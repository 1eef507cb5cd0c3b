/**
 * The CMS's secrets on a local run: none is committed. The first start that lacks one generates it at random,
 * appends it to cms/.env (ignored by git; Strapi reads it at every start) and reads it from there afterwards, as
 * it does the admin's credentials. Production sets every one and refuses to start otherwise
 * (src/security/production-secrets.ts). Kept in one place so nothing else writes a secret.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const hex = (bytes: number) => () => crypto.randomBytes(bytes).toString('hex');
const secret = hex(32);

const GENERATE = {
  APP_KEYS: () => [secret(), secret(), secret(), secret()].join(','),
  API_TOKEN_SALT: secret,
  ADMIN_JWT_SECRET: secret,
  TRANSFER_TOKEN_SALT: secret,
  JWT_SECRET: secret,
  // aes-256 takes a 32-byte key: 32 characters
  ENCRYPTION_KEY: hex(16),
  // the site holds the same four (npm start writes them into its .dev.vars): its routes and CMS calls use them
  PREVIEW_SECRET: secret,
  WEBHOOK_SECRET: secret,
  CMS_API_TOKEN: secret,
  CMS_PASSWORD: secret,
};

export type LocalSecretName = keyof typeof GENERATE;

export const LOCAL_SECRET_NAMES = Object.keys(GENERATE) as LocalSecretName[];

/** Fresh values for every local secret: what a first start keeps, and what a test stack runs with. */
export function generateLocalSecrets(): Record<LocalSecretName, string> {
  return Object.fromEntries(LOCAL_SECRET_NAMES.map((name) => [name, GENERATE[name]()])) as Record<LocalSecretName, string>;
}

/** The file Strapi reads its environment from: cms/.env, or ENV_PATH (Strapi's own variable). */
const envFile = () => path.resolve(process.env.ENV_PATH ?? '.env');

/** Generates the secrets this environment lacks, appends them to cms/.env and sets them for this process. */
function keepMissingSecrets() {
  const generated = generateLocalSecrets();
  const missing = LOCAL_SECRET_NAMES.filter((name) => !process.env[name]);
  const before = fs.existsSync(envFile()) ? fs.readFileSync(envFile(), 'utf8') : '';
  const lines = ['# Local secrets, generated at random on the first start (see README.md, Security)', ...missing.map((name) => `${name}=${generated[name]}`)];
  fs.appendFileSync(envFile(), `${before && !before.endsWith('\n') ? '\n' : ''}${lines.join('\n')}\n`, { mode: 0o600 });
  for (const name of missing) process.env[name] = generated[name];
  console.log(`[cms] Generated ${missing.join(', ')} at random into cms/.env (first start).`);
}

/** The secret `name` from the environment or cms/.env; locally, generated there first when missing. Production: '' when unset, which it refuses. */
export function localSecret(name: LocalSecretName): string {
  if (!process.env[name] && process.env.NODE_ENV !== 'production') keepMissingSecrets();
  return process.env[name] ?? '';
}
