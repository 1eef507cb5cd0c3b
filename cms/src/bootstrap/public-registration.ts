/** Public self-registration off: accounts are the bootstrap's (service account) and the editors' (admin panel). */
import type { Core } from '@strapi/strapi';

/**
 * Turns the users-permissions "allow registration" setting off on every boot (an editor who turns it on gets
 * it off again at the next start). It also closes sign-up through the auth providers; the plugin's
 * `/api/auth/local/register` route itself is removed in src/extensions/users-permissions.
 */
export async function closePublicRegistration(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
}
