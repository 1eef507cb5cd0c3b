import { localSecret } from './local-secrets';
import { LOCAL_HOST, LOCAL_PORT } from './origins';

export default ({ env }) => ({
  host: env('HOST', LOCAL_HOST),
  port: env.int('PORT', LOCAL_PORT),
  url: env('PUBLIC_URL', ''),
  // Behind the load balancer that ends TLS (npm run cms:prod sets BEHIND_PROXY): its X-Forwarded-Proto makes admin
  // cookies secure. The client is the address it appended to X-Forwarded-For, never one the client wrote before it:
  // koa keeps the last PROXY_HOPS entries (the proxies in front, one by default), so rotating the header moves no rate limit.
  proxy: { koa: env.bool('BEHIND_PROXY', false), maxIpsCount: env.int('PROXY_HOPS', 1) },
  // tests point this at a temporary directory so their uploads never land in public/uploads
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: { keys: localSecret('APP_KEYS').split(',').map((key) => key.trim()) },
});
