// The CMS's middleware stack: Strapi's own, CORS narrowed to known origins, and the drafts rule.
import { corsOrigins } from './origins';

export default ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
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
