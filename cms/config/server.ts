import { localDefault } from './local-defaults';

export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS', localDefault('APP_KEYS').split(',')) },
});
