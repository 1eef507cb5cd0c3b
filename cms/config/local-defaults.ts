/**
 * Local-only secrets so that the CMS starts with no .env at all (`npm start` on a fresh clone).
 * They are public, hence worthless: production MUST set every one of them by env (see .env.example),
 * and refuses to start on any of them (src/security/production-secrets.ts). Kept in one place so
 * nothing else hard-codes a secret.
 */
export const LOCAL_SECRETS = {
  APP_KEYS: 'local-app-key-1,local-app-key-2,local-app-key-3,local-app-key-4',
  API_TOKEN_SALT: 'local-api-token-salt',
  ADMIN_JWT_SECRET: 'local-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'local-transfer-token-salt',
  JWT_SECRET: 'local-users-permissions-jwt-secret',
  // aes-256 needs a 32-byte key
  ENCRYPTION_KEY: 'local-encryption-key-0123456789ab',
  // the site's .dev.vars.example holds the same values for the three below: its routes check them
  PREVIEW_SECRET: 'local-preview-secret',
  WEBHOOK_SECRET: 'local-webhook-secret',
  CMS_API_TOKEN: 'local-dev-api-token-0123456789abcdef',
  CMS_PASSWORD: 'local-service-password',
  DATABASE_PASSWORD: 'strapi',
} as const;

export type LocalSecretName = keyof typeof LOCAL_SECRETS;

export function localDefault(name: LocalSecretName): string {
  return LOCAL_SECRETS[name];
}
