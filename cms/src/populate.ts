/**
 * Default `populate` of the types whose useful content sits in components and dynamic zones.
 * Used as route defaults (see utils/core-api.ts) and by the custom /users/me controller; the
 * README shows the equivalent query string for callers that prefer to be explicit.
 */
const media = { fields: ['url', 'alternativeText', 'width', 'height', 'mime', 'name'] };
const links = { populate: { items: true } };
const campusRef = { fields: ['title', 'slug', 'city'] };

export const MENU_POPULATE = {
  body: {
    on: {
      'core.menu': links,
      'core.menu-dropdown': { populate: { menu_sections: links } },
      'core.campus': true,
      'core.menu-item': true,
    },
  },
};

export const ARTICLE_POPULATE = {
  image: media,
  seo: true,
  sections: {
    on: {
      'sections.text': true,
      'sections.accordion': { populate: { items: true } },
      'sections.quote': true,
      'sections.chapter': true,
      'sections.key-data': { populate: { figures: true } },
      'sections.testimonials': { populate: { testimonials: { populate: { photo: media } } } },
      'sections.team': { populate: { members: { populate: { photo: media } } } },
      'sections.course-indicators': { populate: { indicators: true } },
      'sections.campus-contacts': { populate: { contacts: true } },
      'sections.summary-menu': { populate: { links: true } },
      'sections.cta': true,
    },
  },
};

export const FORMATION_POPULATE = {
  duration: true,
  teachingUnits: true,
  skillUnits: true,
  image: media,
  seo: true,
  campuses: campusRef,
};

export const CAMPUS_POPULATE = {
  image: media,
  team: { populate: { photo: media } },
  keyData: true,
  contacts: true,
  seo: true,
};

export const NEWS_POPULATE = {
  focusImage: media,
  campus_infos: { populate: { campus: { fields: ['title', 'slug'] } } },
  cat_news: { fields: ['title', 'slug'] },
  seo: true,
};

export const SETTINGS_POPULATE = {
  logo: media,
  shareImage: media,
  seo: true,
  metas: true,
  schools: { populate: { social: true } },
};

export const EVENT_POPULATE = { campus: campusRef, image: media };

export const FICHE_METIER_POPULATE = { image: media, formations: { fields: ['title', 'slug', 'category'] } };

export const OFFRE_POPULATE = { campus: campusRef, formation: { fields: ['title', 'slug'] } };
