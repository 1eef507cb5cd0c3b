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
  const checked: Checked[] = PRODUCTION_SECRETS.filter((name) => name !== 'DATABASE_PASSWORD').map((name) => ({ variable: name, label: name, value: env[name] }));
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
