import { localSecret } from './local-secrets';
import { bucketProvider, bucketSettings } from './media-storage';

export default ({ env }) => {
  const bucket = bucketSettings(env);
  return {
    'users-permissions': {
      config: {
        jwtSecret: localSecret('JWT_SECRET'),
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
        // the local disk unless S3_BUCKET is set (config/media-storage.ts)
        ...(bucket ? bucketProvider(bucket) : {}),
      },
    },
  };
};
