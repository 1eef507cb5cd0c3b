/**
 * Route middleware: when the caller sends no `populate`, use the one configured on the route, so
 * `GET /api/menu-enrichis?filters[type][$eq]=navbarproto` returns the whole dynamic zone without the
 * long `populate[body][on][…]` query. An explicit `populate` from the caller always wins.
 */
export default (config: { populate: Record<string, unknown> }) => {
  return async (ctx, next) => {
    if (ctx.query.populate === undefined) {
      ctx.query = { ...ctx.query, populate: config.populate };
    }
    await next();
  };
};
