/**
 * Everything the bootstrap reads from the environment, with the local defaults that make
 * `npm start` work with no .env (documented in .env.example). Production overrides all of them.
 */
export interface BootstrapSettings {
  serviceUsername: string;
  servicePassword: string;
  serviceEmail: string;
  apiToken: string;
  webhookUrl: string;
  webhookSecret: string;
  seed: boolean;
}

export function readBootstrapSettings(env: NodeJS.ProcessEnv = process.env): BootstrapSettings {
  const serviceUsername = env.CMS_USERNAME || 'site-service';
  return {
    serviceUsername,
    servicePassword: env.CMS_PASSWORD || 'local-service-password',
    serviceEmail: env.CMS_EMAIL || `${serviceUsername}@site.invalid`,
    apiToken: env.CMS_API_TOKEN || 'local-dev-api-token-0123456789abcdef',
    webhookUrl: env.SITE_WEBHOOK_URL || 'http://127.0.0.1:8787/__cms/webhook',
    webhookSecret: env.WEBHOOK_SECRET || 'local-webhook-secret',
    seed: env.SEED !== 'false',
  };
}
