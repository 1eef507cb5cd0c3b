export default [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  // Drafts (?status=draft, the site's editors' preview) only for bearer-token callers (see README).
  'global::drafts-need-token',
];
