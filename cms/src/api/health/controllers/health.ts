/**
 * Readiness: the process answers (as Strapi's own `/_health` says) and its database does, within a second.
 * An instance whose database is gone answers 503, so the load balancer stops sending it editors and the site.
 */
const DATABASE_LIMIT_MS = 1_000;

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref());

export default ({ strapi }) => ({
  async check(ctx) {
    ctx.set('cache-control', 'no-store');
    try {
      await Promise.race([strapi.db.connection.raw('select 1'), timeout(DATABASE_LIMIT_MS)]);
      ctx.body = { status: 'ok', database: 'ok' };
    } catch (error) {
      strapi.log.error(`Health check: database unreachable: ${(error as Error).message}`);
      ctx.status = 503;
      ctx.body = { status: 'unavailable', database: 'unreachable' };
    }
  },
});
