/**
 * Global middleware: the content API never serves drafts. Strapi 5 lets any reader ask
 * `?status=draft`; the site (and its service account) must only ever see published content,
 * so the parameter is forced for every /api request. Editors preview drafts in the admin panel.
 */
export default () => {
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') && ctx.query.status !== undefined) {
      ctx.query = { ...ctx.query, status: 'published' };
    }
    await next();
  };
};
