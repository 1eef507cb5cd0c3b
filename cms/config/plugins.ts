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
        // No derived sizes (large, medium, small): the site's edge resizes every image from the original, to the
        // widths its layout draws, so no page would link them. The thumbnail the Media Library shows is still made;
        // the library's own settings (size optimization, responsive upload) are kept off by src/bootstrap/media-originals.ts.
        breakpoints: {},
        // the local disk unless S3_BUCKET is set (config/media-storage.ts)
        ...(bucket ? bucketProvider(bucket) : {}),
      },
    },
  };
};
