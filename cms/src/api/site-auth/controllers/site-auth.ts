import { errors } from '@strapi/utils';

const isFilled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export default ({ strapi }) => ({
  /**
   * `{username, password}` → `{access_token, jwt, user}`. The credential check, the blocked and
   * confirmed rules and the JWT are users-permissions' own (its local `callback`), only the body
   * is renamed in and out.
   */
  async login(ctx) {
    const { username, password } = ctx.request.body ?? {};
    if (!isFilled(username) || !isFilled(password)) {
      throw new errors.ValidationError('Body must be {"username": string, "password": string}');
    }
    ctx.request.body = { identifier: username, password };
    ctx.params = { ...ctx.params, provider: 'local' };
    await strapi.plugin('users-permissions').controller('auth').callback(ctx);

    const { jwt, user } = ctx.body;
    ctx.body = { access_token: jwt, jwt, user };
  },
});
