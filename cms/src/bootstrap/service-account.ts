import type { Core } from '@strapi/strapi';
import type { BootstrapSettings } from './settings';

const ROLE_TYPE = 'site-service';
const ROLE_UID = 'plugin::users-permissions.role';
const USER_UID = 'plugin::users-permissions.user';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/** Custom read routes that are not find/findOne (see the api folders). */
const CUSTOM_READ_ACTIONS = [
  'api::crm-link.crm-link.actions',
  'api::crm-link.crm-link.campuses',
  'api::crm-link.crm-link.url',
  'plugin::users-permissions.user.me',
  // media objects in populated answers are sanitized against these
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
];

/** Read-only: find/findOne on every API content type (findOne does not exist on single types). */
function siteReadActions(strapi: Core.Strapi): string[] {
  const contentActions = Object.values(strapi.contentTypes)
    .filter((contentType) => contentType.uid.startsWith('api::'))
    .flatMap((contentType) =>
      contentType.kind === 'singleType' ? [`${contentType.uid}.find`] : [`${contentType.uid}.find`, `${contentType.uid}.findOne`],
    );
  return [...contentActions, ...CUSTOM_READ_ACTIONS];
}

async function ensureRole(strapi: Core.Strapi) {
  const existing = await strapi.db.query(ROLE_UID).findOne({ where: { type: ROLE_TYPE } });
  return (
    existing ??
    strapi.db.query(ROLE_UID).create({
      data: { name: 'Site service', type: ROLE_TYPE, description: 'The website: reads published content, writes nothing' },
    })
  );
}

/** Makes the role's permissions exactly the read list: adds the missing, removes anything else. */
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
  await syncPermissions(strapi, role.id, siteReadActions(strapi));

  const users = strapi.plugin('users-permissions').service('user');
  const existing = await strapi.db.query(USER_UID).findOne({ where: { username: settings.serviceUsername } });
  const account = { password: settings.servicePassword, role: role.id, confirmed: true, blocked: false, provider: 'local' };
  if (existing) {
    await users.edit(existing.id, account);
  } else {
    await users.add({ ...account, username: settings.serviceUsername, email: settings.serviceEmail });
  }
}
