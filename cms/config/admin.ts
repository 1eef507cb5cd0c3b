import { localDefault } from './local-defaults';

export default ({ env }) => ({
  // The site only reads the content API; editors get the panel through `npm run cms:admin`.
  serveAdminPanel: env.bool('SERVE_ADMIN', false),
  autoOpen: false,
  auth: { secret: env('ADMIN_JWT_SECRET', localDefault('ADMIN_JWT_SECRET')) },
  apiToken: { salt: env('API_TOKEN_SALT', localDefault('API_TOKEN_SALT')) },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', localDefault('TRANSFER_TOKEN_SALT')) } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', localDefault('ENCRYPTION_KEY')) },
  flags: { nps: false, promoteEE: false },
});
