/**
 * The first admin, created at start from the operator's credentials before the server listens: Strapi only
 * opens `POST /admin/register-admin` while no admin exists, so it is closed on every start. A local run
 * without credentials generates them once, keeps them in cms/.env (ignored by git) and prints them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { AdminCredentials, BootstrapSettings } from './settings';

const DEMO_EMAIL = 'admin@site.invalid';

/** Strapi's own rule for admin passwords, so that the admin can change it in the panel: why it fails, or ''. */
export function adminPasswordProblem(password: string): string {
  if (password.length < 8) return 'is shorter than 8 characters';
  if (Buffer.byteLength(password) > 72) return 'is longer than 72 bytes';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    return 'needs a lowercase letter, an uppercase letter and a digit';
  }
  return '';
}

function generateCredentials(): AdminCredentials {
  for (;;) {
    const password = crypto.randomBytes(18).toString('base64url');
    if (!adminPasswordProblem(password)) return { email: DEMO_EMAIL, password };
  }
}

/** Appends the generated credentials to cms/.env (Strapi reads it on the next start) and shows them, this once. */
function keepAndShow(strapi: Core.Strapi, credentials: AdminCredentials) {
  const file = path.join(strapi.dirs.app.root, '.env');
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const lines = [
    '# The CMS admin, generated on the first start (see README.md, Security)',
    `CMS_ADMIN_EMAIL=${credentials.email}`,
    `CMS_ADMIN_PASSWORD=${credentials.password}`,
  ];
  fs.appendFileSync(file, `${before && !before.endsWith('\n') ? '\n' : ''}${lines.join('\n')}\n`, { mode: 0o600 });
  console.log(
    [
      '',
      '[cms] First start: the CMS admin was created with these credentials (shown this once, kept in cms/.env):',
      `[cms]   e-mail:   ${credentials.email}`,
      `[cms]   password: ${credentials.password}`,
      '[cms] Sign in at /admin after `npm run cms:admin`.',
      '',
    ].join('\n'),
  );
}

/** Creates the super admin when the database has none: from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD, else (locally) generated. */
export async function ensureFirstAdmin(strapi: Core.Strapi, settings: BootstrapSettings) {
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  let credentials = settings.admin;
  if (!credentials) {
    if (process.env.NODE_ENV === 'production') {
      throw new Error('CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD must be set: the first admin is created from them at start');
    }
    credentials = generateCredentials();
    keepAndShow(strapi, credentials);
  }
  const problem = adminPasswordProblem(credentials.password);
  if (problem) throw new Error(`CMS_ADMIN_PASSWORD ${problem}`);
  await users.createFirstAdmin({ firstname: 'Admin', lastname: 'CMS', email: credentials.email.toLowerCase(), password: credentials.password });
}
