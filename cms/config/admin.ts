import { previewHandler } from '../src/preview/handler';
import { localSecret } from './local-secrets';
import { siteOrigin, siteUrlOf } from './origins';

export default ({ env }) => {
  const siteUrl = siteUrlOf(env);
  return {
    // The site only reads the content API; editors get the panel through `npm run cms:admin`.
    serveAdminPanel: env.bool('SERVE_ADMIN', false),
    autoOpen: false,
    auth: { secret: localSecret('ADMIN_JWT_SECRET') },
    apiToken: { salt: localSecret('API_TOKEN_SALT') },
    transfer: { token: { salt: localSecret('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: localSecret('ENCRYPTION_KEY') },
    flags: { nps: false, promoteEE: false },
    // Editors' preview: the Content Manager opens the entry's page on the site, drafts included (src/preview).
    preview: {
      enabled: true,
      config: {
        allowedOrigins: [siteOrigin(env)],
        handler: previewHandler({ siteUrl, secret: localSecret('PREVIEW_SECRET') }),
      },
    },
  };
};
