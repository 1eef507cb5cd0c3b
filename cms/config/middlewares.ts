// The CMS's middleware stack: Strapi's own, its CSP open to the media bucket, CORS narrowed to known origins, and the drafts rule.
import { bucketSettings } from './media-storage';
import { corsOrigins } from './origins';

/** Strapi's own CSP lists, plus the bucket's origin when media live there, so the admin shows its thumbnails. */
function security(env) {
  const bucket = bucketSettings(env);
  if (!bucket) return 'strapi::security';
  const media = new URL(bucket.publicUrl).origin;
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https://market-assets.strapi.io', media],
          'media-src': ["'self'", 'data:', 'blob:', media],
        },
      },
    },
  };
}

export default ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  security(env),
  // Only the site's and the admin's origins, never a reflected foreign one (config/origins.ts).
  { name: 'strapi::cors', config: { origin: corsOrigins(env) } },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  // Drafts (?status=draft, the site's editors' preview) only for bearer-token callers (see README).
  'global::drafts-need-token',
];
