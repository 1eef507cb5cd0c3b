/** GET /api/health: a load balancer's readiness check, open to anyone (it says nothing but up or down). */
export default {
  routes: [{ method: 'GET', path: '/health', handler: 'health.check', config: { auth: false } }],
};
