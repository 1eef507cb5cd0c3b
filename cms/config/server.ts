import { localDefault } from './local-defaults';
import { LOCAL_HOST, LOCAL_PORT } from './origins';

export default ({ env }) => ({
  host: env('HOST', LOCAL_HOST),
  port: env.int('PORT', LOCAL_PORT),
  url: env('PUBLIC_URL', ''),
  // behind a load balancer that ends TLS (npm run cms:prod sets it): its X-Forwarded-* make admin cookies secure
  proxy: { koa: env.bool('BEHIND_PROXY', false) },
  // tests point this at a temporary directory so their uploads never land in public/uploads
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: { keys: env.array('APP_KEYS', localDefault('APP_KEYS').split(',')) },
});
