/**
 * The pop-in's lookups (spec §7). The file name sorts before crm-link.ts so that
 * `/crm-links/actions` is matched before the core `/crm-links/:id`.
 */
export default {
  routes: [
    { method: 'GET', path: '/crm-links/actions', handler: 'crm-link.actions', config: {} },
    { method: 'GET', path: '/crm-links/:action/:courseSlug/campuses', handler: 'crm-link.campuses', config: {} },
    // several programmes' campuses at once (?courses[0]=…): the site's publish refreshes the pop-in's answers together
    { method: 'GET', path: '/crm-links/:action/campuses', handler: 'crm-link.campusesOf', config: {} },
    { method: 'GET', path: '/crm-links/:action/:courseSlug/:campusSlug', handler: 'crm-link.url', config: {} },
  ],
};
