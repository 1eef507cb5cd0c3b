/**
 * Production (NODE_ENV=production) refuses to start on a secret that is empty or one of the values committed
 * in this repository. Messages name the variable, never its value. Reusable: `assertProductionSecrets()` from
 * code, or `node dist/src/security/production-secrets.js` as a pre-start check (exit 1 with the reasons).
 */
import { LOCAL_SECRETS, type LocalSecretName } from '../../config/local-defaults';

/** Every variable production must set to a secret of its own: the local defaults' names and the admin password. */
export const PRODUCTION_SECRETS: readonly string[] = [...(Object.keys(LOCAL_SECRETS) as LocalSecretName[]), 'CMS_ADMIN_PASSWORD'];

/** Each committed value, APP_KEYS one key at a time: a secret equal to any of them is public. */
const COMMITTED = new Set(Object.values(LOCAL_SECRETS).flatMap((value) => value.split(',')));

/** Problems of one value ('' when it is fine); a list (APP_KEYS) is checked key by key. */
function problemOf(value: string | undefined, isList: boolean): string {
  if (value === undefined) return 'is not set';
  const parts = isList ? value.split(',').map((part) => part.trim()) : [value];
  if (parts.some((part) => part === '')) return 'is empty';
  if (parts.some((part) => COMMITTED.has(part))) return 'is a committed local default (cms/config/local-defaults.ts)';
  return '';
}

/** The password the PostgreSQL connection uses, and the variable it comes from; none on SQLite. */
function databasePassword(env: NodeJS.ProcessEnv): { name: string; value: string | undefined } | null {
  if (env.DATABASE_CLIENT !== 'postgres') return null;
  if (env.DATABASE_URL) {
    try {
      return { name: 'DATABASE_URL (its password)', value: decodeURIComponent(new URL(env.DATABASE_URL).password) };
    } catch {
      return { name: 'DATABASE_URL (not a URL)', value: '' };
    }
  }
  return { name: 'DATABASE_PASSWORD', value: env.DATABASE_PASSWORD };
}

/** One line per refused variable, e.g. "JWT_SECRET is not set"; none when every secret is the operator's own. */
export function productionSecretProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const checked = PRODUCTION_SECRETS.filter((name) => name !== 'DATABASE_PASSWORD').map((name) => ({ name, value: env[name] }));
  const database = databasePassword(env);
  if (database) checked.push(database);
  return checked.flatMap(({ name, value }) => {
    const problem = problemOf(value, name === 'APP_KEYS');
    return problem ? [`${name} ${problem}`] : [];
  });
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
