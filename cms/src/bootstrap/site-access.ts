/** What the website may do in the CMS: the reads it makes, nothing else (its token and its service account). */

/**
 * Each action is a call the site makes (worker/cms/calls) or one its answers need: a populated
 * relation is dropped from an answer unless its target type's `find` is allowed, hence `category`
 * (media are not: populated images need no upload permission).
 * Strapi refuses a token with an unknown action, so a renamed route fails the boot loudly.
 */
export const SITE_ACTIONS = [
  // lists, and campus / rubrique page by slug
  'api::campus.campus.find',
  'api::campus.campus.findOne',
  'api::ecole-article.ecole-article.find',
  'api::ecole-article.ecole-article.findOne',
  'api::ecole-new.ecole-new.find',
  'api::event.event.find',
  'api::fiche-metier.fiche-metier.find',
  'api::formation.formation.find',
  'api::menu-enrichi.menu-enrichi.find',
  'api::offre-alternance.offre-alternance.find',
  // the news category, only ever read populated
  'api::category.category.find',
  // the pop-in's lookups
  'api::crm-link.crm-link.actions',
  'api::crm-link.crm-link.campuses',
  'api::crm-link.crm-link.campusesOf',
  'api::crm-link.crm-link.url',
  // the website settings (GET /api/users/me)
  'plugin::users-permissions.user.me',
];
