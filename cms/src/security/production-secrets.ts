/**
 * Production (NODE_ENV=production) refuses to start on a secret that is unset, empty, shorter than 32 characters or
 * one of the values once committed in this repository. Messages name the variable, never its value. Reusable:
 * `assertProductionSecrets()` from code, or `node dist/src/security/production-secrets.js` as a pre-start check.
 */
import { LOCAL_SECRET_NAMES } from '../../config/local-secrets';

/** Every variable production must set to a secret of its own: the local ones, the admin password and the database's. */
export const PRODUCTION_SECRETS: readonly string[] = [...LOCAL_SECRET_NAMES, 'CMS_ADMIN_PASSWORD', 'DATABASE_PASSWORD'];
/** Set only while rotating the site's token (README, Operations): checked like the others when set. */
const ROTATION_SECRETS: readonly string[] = ['CMS_API_TOKEN_NEXT'];

/** 32 random bytes as the README makes them are 64 characters; anything under 32 is a password someone chose. */
export const MIN_SECRET_LENGTH = 32;

/** The local defaults this repository once committed (and the database's, still its local default): public. */
export const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([
  'local-app-key-1', 'local-app-key-2', 'local-app-key-3', 'local-app-key-4', 'local-api-token-salt', 'local-admin-jwt-secret',
  'local-transfer-token-salt', 'local-users-permissions-jwt-secret', 'local-encryption-key-0123456789ab', 'local-preview-secret',
  'local-webhook-secret', 'local-dev-api-token-0123456789abcdef', 'local-service-password', 'strapi',
]);

/** Problems of one value ('' when it is fine); a list (APP_KEYS) is checked key by key. */
function problemOf(value: string | undefined, isList: boolean): string {
  if (value === undefined) return 'is not set';
  const parts = isList ? value.split(',').map((part) => part.trim()) : [value];
  if (parts.some((part) => part === '')) return 'is empty';
  if (parts.some((part) => PUBLISHED_SECRETS.has(part))) return 'is a value published in this repository';
  if (parts.some((part) => part.length < MIN_SECRET_LENGTH)) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  return '';
}

/** One checked value: the variable it comes from, and how a refusal names it. */
interface Checked {
  variable: string;
  label: string;
  value: string | undefined;
}

/** The password the PostgreSQL connection uses; none on SQLite. */
function databasePassword(env: NodeJS.ProcessEnv): Checked | null {
  if (env.DATABASE_CLIENT !== 'postgres') return null;
  if (env.DATABASE_URL) {
    try {
      return { variable: 'DATABASE_URL', label: 'DATABASE_URL (its password)', value: decodeURIComponent(new URL(env.DATABASE_URL).password) };
    } catch {
      return { variable: 'DATABASE_URL', label: 'DATABASE_URL (not a URL)', value: '' };
    }
  }
  return { variable: 'DATABASE_PASSWORD', label: 'DATABASE_PASSWORD', value: env.DATABASE_PASSWORD };
}

/** Each refused variable with its line, e.g. "JWT_SECRET is not set"; none when every secret is the operator's own. */
export function refusedSecrets(env: NodeJS.ProcessEnv = process.env): { variable: string; line: string }[] {
  const named = (name: string): Checked => ({ variable: name, label: name, value: env[name] });
  const checked = [...PRODUCTION_SECRETS.filter((name) => name !== 'DATABASE_PASSWORD'), ...ROTATION_SECRETS.filter((name) => Boolean(env[name]))].map(named);
  const database = databasePassword(env);
  if (database) checked.push(database);
  return checked.flatMap(({ variable, label, value }) => {
    const problem = problemOf(value, variable === 'APP_KEYS');
    return problem ? [{ variable, line: `${label} ${problem}` }] : [];
  });
}

/** One line per refused variable. */
export function productionSecretProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  return refusedSecrets(env).map(({ line }) => line);
}

/** Throws, listing every refused variable, when NODE_ENV is production and a secret is empty or committed. */
export function assertProductionSecrets(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'production') return;
  const problems = productionSecretProblems(env);
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production: ${problems.join('; ')}. Set each to a secret of your own (see cms/README.md, Security).`);
  }
}

if (require.main === module) {
  try {
    assertProductionSecrets({ ...process.env, NODE_ENV: 'production' });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
