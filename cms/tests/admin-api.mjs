/**
 * The admin API, for tests that need what the site's token must not do: a full-access token for tests
 * that write content, and changes to the site's token. Works on a test's fresh database, whose first
 * admin the tests register.
 */
const ADMIN = { firstname: 'Test', lastname: 'Writer', email: 'tests@site.invalid', password: 'Tests-writer-2024' };

/** The environment that makes a CMS create that admin itself at its first start (then log in with loginAdmin). */
export const ADMIN_ENV = { CMS_ADMIN_EMAIL: ADMIN.email, CMS_ADMIN_PASSWORD: ADMIN.password };

/** One admin API call; an error answer throws, naming the call. Returns the answer's `data`. */
export async function adminCall(baseUrl, method, path, { body, jwt } = {}) {
  const response = await fetch(`${baseUrl}/admin${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} /admin${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Registers the first admin (a database has only one): its admin API JWT. */
export async function registerAdmin(baseUrl) {
  return (await adminCall(baseUrl, 'POST', '/register-admin', { body: ADMIN })).token;
}

/** Logs the registered admin in again (after a restart): its admin API JWT. */
export async function loginAdmin(baseUrl) {
  return (await adminCall(baseUrl, 'POST', '/login', { body: { email: ADMIN.email, password: ADMIN.password } })).token;
}

/** A new full-access API token: its key. */
export async function createWriteToken(baseUrl, jwt) {
  const body = { name: 'tests (write)', type: 'full-access', lifespan: null };
  return (await adminCall(baseUrl, 'POST', '/api-tokens', { body, jwt })).accessKey;
}
