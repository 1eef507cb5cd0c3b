import { localDefault } from './local-defaults';

export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // tests point this at a temporary directory so their uploads never land in public/uploads
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: { keys: env.array('APP_KEYS', localDefault('APP_KEYS').split(',')) },
});
