/**
 * The CMS's own `populate`s: the menus' (the spec's menu call sends only a filter and reads the whole
 * body, so the route populates it by default, see utils/core-api.ts) and the website settings' (the
 * custom /users/me controller builds that answer). Every other call of the site sends the `populate`
 * it reads (worker/cms/calls), so it works unchanged against a Strapi without these defaults.
 */
const media = { fields: ['url', 'alternativeText', 'width', 'height', 'mime', 'name'] };
const links = { populate: { items: true } };

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

export const SETTINGS_POPULATE = {
  logo: media,
  shareImage: media,
  homeImage: media,
  seo: true,
  metas: true,
  schools: { populate: { social: true } },
  qualiopi: { populate: { certificate: media, certificateFile: { fields: [...media.fields, 'size', 'ext'] }, mark: media } },
};
