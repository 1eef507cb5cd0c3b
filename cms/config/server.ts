import { localDefault } from './local-defaults';
import { LOCAL_HOST, LOCAL_PORT } from './origins';

export default ({ env }) => ({
  host: env('HOST', LOCAL_HOST),
  port: env.int('PORT', LOCAL_PORT),
  url: env('PUBLIC_URL', ''),
  // tests point this at a temporary directory so their uploads never land in public/uploads
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: { keys: env.array('APP_KEYS', localDefault('APP_KEYS').split(',')) },
});
