/**
 * The admin API, for tests that need what the site's token must not do: a full-access token for tests
 * that write content, and changes to the site's token. The CMS creates its first admin at start from the
 * operator's credentials: the tests give it these (strapi-process.mjs) and log in with them.
 */
export const TEST_ADMIN = { email: 'tests@site.invalid', password: 'Tests-writer-2024' };

/** What a test's Strapi gets so that its first admin is TEST_ADMIN. */
export const TEST_ADMIN_ENV = { CMS_ADMIN_EMAIL: TEST_ADMIN.email, CMS_ADMIN_PASSWORD: TEST_ADMIN.password };

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

/** Logs the CMS's admin in: its admin API JWT. */
export async function loginAdmin(baseUrl, admin = TEST_ADMIN) {
  return (await adminCall(baseUrl, 'POST', '/login', { body: admin })).token;
}

/** A new full-access API token: its key. Named apart, since tests sharing one CMS each make their own. */
export async function createWriteToken(baseUrl, jwt) {
  const body = { name: `tests (write) ${crypto.randomUUID()}`, type: 'full-access', lifespan: null };
  return (await adminCall(baseUrl, 'POST', '/api-tokens', { body, jwt })).accessKey;
}
