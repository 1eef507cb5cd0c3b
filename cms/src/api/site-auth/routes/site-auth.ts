/** POST /api/login (spec §7): the site's startup login, beside Strapi's own /api/auth/local. */
export default {
  routes: [
    {
      method: 'POST',
      path: '/login',
      handler: 'site-auth.login',
      config: { auth: false, middlewares: ['plugin::users-permissions.rateLimit'] },
    },
  ],
};
