import { errors } from '@strapi/utils';
import { SETTINGS_POPULATE } from '../../populate';

const SETTINGS_UID = 'api::website-setting.website-setting';

/**
 * The site reads its settings with `GET /api/users/me` (spec §7): answer the website settings
 * (bare, not wrapped in `data`) to the service account's JWT and to API tokens alike. The route and
 * its permission (`plugin::users-permissions.user.me`) are the plugin's own; only the action changes.
 */
async function websiteSettings(ctx) {
  const locale = typeof ctx.query.locale === 'string' ? ctx.query.locale : undefined;
  const read = (loc?: string) =>
    strapi.documents(SETTINGS_UID).findFirst({ locale: loc, status: 'published', populate: SETTINGS_POPULATE } as never);
  const settings = (await read(locale)) ?? (locale ? await read() : null);
  if (!settings) throw new errors.NotFoundError('Website settings are not published');
  ctx.body = await strapi.contentAPI.sanitize.output(settings, strapi.getModel(SETTINGS_UID), { auth: ctx.state.auth });
}

export default (plugin) => {
  plugin.controllers.user.me = websiteSettings;
  // No public sign-up (see src/bootstrap/public-registration.ts): the route is gone, answering 404 like any unknown path.
  const contentApi = plugin.routes['content-api'];
  contentApi.routes = contentApi.routes.filter((route) => route.handler !== 'auth.register');
  return plugin;
};
