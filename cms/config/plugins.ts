import { localDefault } from './local-defaults';

export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', localDefault('JWT_SECRET')),
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '30d') },
      ratelimit: { interval: 60_000, max: env.int('LOGIN_RATE_LIMIT', 20) },
    },
  },
  upload: {
    config: {
      // Demo images are tiny; skip the derived formats (and the sharp work) on upload.
      sizeOptimization: false,
      responsiveDimensions: false,
      breakpoints: {},
    },
  },
});
