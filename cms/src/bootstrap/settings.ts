/**
 * Everything the bootstrap reads from the environment, with the local defaults that make
 * `npm start` work with no .env (documented in .env.example). Production overrides all of them.
 */
import { localDefault } from '../../config/local-defaults';

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
    servicePassword: env.CMS_PASSWORD || localDefault('CMS_PASSWORD'),
    serviceEmail: env.CMS_EMAIL || `${serviceUsername}@site.invalid`,
    apiToken: env.CMS_API_TOKEN || localDefault('CMS_API_TOKEN'),
    apiTokenNext: env.CMS_API_TOKEN_NEXT || '',
    webhookUrl: env.SITE_WEBHOOK_URL || 'http://127.0.0.1:8787/__cms/webhook',
    webhookSecret: env.WEBHOOK_SECRET || localDefault('WEBHOOK_SECRET'),
    seed: env.SEED !== 'false',
    admin: readAdminCredentials(env),
  };
}
