import type { Core } from '@strapi/strapi';
import type { BootstrapSettings } from './settings';
import { SITE_ACTIONS } from './site-access';

const ROLE_TYPE = 'site-service';
const ROLE_UID = 'plugin::users-permissions.role';
const USER_UID = 'plugin::users-permissions.user';
const PERMISSION_UID = 'plugin::users-permissions.permission';

async function ensureRole(strapi: Core.Strapi) {
  const existing = await strapi.db.query(ROLE_UID).findOne({ where: { type: ROLE_TYPE } });
  return (
    existing ??
    strapi.db.query(ROLE_UID).create({
      data: { name: 'Site service', type: ROLE_TYPE, description: 'The website: reads published content, writes nothing' },
    })
  );
}

/** Makes the role's permissions exactly the site's list: adds the missing, removes anything else. */
async function syncPermissions(strapi: Core.Strapi, roleId: number, wanted: string[]) {
  const current = await strapi.db.query(PERMISSION_UID).findMany({ where: { role: roleId } });
  const currentActions = new Set(current.map((permission) => permission.action));
  const extra = current.filter((permission) => !wanted.includes(permission.action));
  if (extra.length > 0) {
    await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: extra.map((p) => p.id) } } });
  }
  for (const action of wanted.filter((a) => !currentActions.has(a))) {
    await strapi.db.query(PERMISSION_UID).create({ data: { action, role: roleId } });
  }
}

/** The user the site logs in with (POST /api/login); its password follows CMS_PASSWORD. */
export async function ensureServiceAccount(strapi: Core.Strapi, settings: BootstrapSettings) {
  const role = await ensureRole(strapi);
  await syncPermissions(strapi, role.id, SITE_ACTIONS);

  const users = strapi.plugin('users-permissions').service('user');
  const existing = await strapi.db.query(USER_UID).findOne({ where: { username: settings.serviceUsername } });
  const account = { password: settings.servicePassword, role: role.id, confirmed: true, blocked: false, provider: 'local' };
  if (existing) {
    await users.edit(existing.id, account);
  } else {
    await users.add({ ...account, username: settings.serviceUsername, email: settings.serviceEmail });
  }
}
