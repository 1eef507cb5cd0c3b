/**
 * Everything the bootstrap reads from the environment; its secrets are generated into cms/.env on a first local
 * start (config/local-secrets.ts). Production sets all of them.
 */
import { localSecret } from '../../config/local-secrets';

/** The first admin's operator-given credentials (CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD), when both are set. */
export interface AdminCredentials {
  email: string;
  password: string;
}

export interface BootstrapSettings {
  serviceUsername: string;
  servicePassword: string;
  serviceEmail: string;
  apiToken: string;
  /** During a rotation, the site's next token (CMS_API_TOKEN_NEXT), valid beside apiToken; empty otherwise. */
  apiTokenNext: string;
  webhookUrl: string;
  webhookSecret: string;
  seed: boolean;
  admin: AdminCredentials | null;
}

/** Both admin variables or neither: one alone is a mistake, not a request to generate. */
function readAdminCredentials(env: NodeJS.ProcessEnv): AdminCredentials | null {
  const { CMS_ADMIN_EMAIL: email, CMS_ADMIN_PASSWORD: password } = env;
  if (!email && !password) return null;
  if (!email || !password) throw new Error('Set both CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, or neither (a local run then generates them)');
  return { email, password };
}

export function readBootstrapSettings(env: NodeJS.ProcessEnv = process.env): BootstrapSettings {
  const serviceUsername = env.CMS_USERNAME || 'site-service';
  return {
    serviceUsername,
    servicePassword: localSecret('CMS_PASSWORD'),
    serviceEmail: env.CMS_EMAIL || `${serviceUsername}@site.invalid`,
    apiToken: localSecret('CMS_API_TOKEN'),
    apiTokenNext: env.CMS_API_TOKEN_NEXT || '',
    webhookUrl: env.SITE_WEBHOOK_URL || 'http://127.0.0.1:8787/__cms/webhook',
    webhookSecret: localSecret('WEBHOOK_SECRET'),
    seed: env.SEED !== 'false',
    admin: readAdminCredentials(env),
  };
}
