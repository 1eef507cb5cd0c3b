/**
 * Local-only secrets so that the CMS starts with no .env at all (`npm start` on a fresh clone).
 * They are public, hence worthless: production MUST set every one of them by env
 * (see .env.example). Kept in one place so nothing else hard-codes a secret.
 */
const LOCAL_SECRETS = {
  APP_KEYS: 'local-app-key-1,local-app-key-2,local-app-key-3,local-app-key-4',
  API_TOKEN_SALT: 'local-api-token-salt',
  ADMIN_JWT_SECRET: 'local-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'local-transfer-token-salt',
  JWT_SECRET: 'local-users-permissions-jwt-secret',
  // aes-256 needs a 32-byte key
  ENCRYPTION_KEY: 'local-encryption-key-0123456789ab',
  // the site's .dev.vars.example holds the same value: its preview route checks it
  PREVIEW_SECRET: 'local-preview-secret',
} as const;

export function localDefault(name: keyof typeof LOCAL_SECRETS): string {
  return LOCAL_SECRETS[name];
}
