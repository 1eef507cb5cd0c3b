/**
 * Global middleware: drafts only for the site's own credentials. Strapi 5 lets any reader ask
 * `?status=draft`; the site does so for an editor's preview, with its API token or service account.
 * A request without a bearer token is forced to published content, so nothing anonymous ever serves a
 * draft, even if the Public role is one day given reads. (A wrong token answers 401, an account whose
 * role may not read 403: the bearer alone lets nobody else through.)
 */
const BEARER = /^Bearer\s+\S/i;

export default () => {
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') && ctx.query.status !== undefined && !BEARER.test(ctx.get('authorization') ?? '')) {
      ctx.query = { ...ctx.query, status: 'published' };
    }
    await next();
  };
};
