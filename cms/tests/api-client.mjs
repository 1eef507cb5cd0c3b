/** Calls a running CMS the way the site does (bearer token, qs-encoded query) and checks Strapi's error format. */
import assert from 'node:assert/strict';
import { callApi } from './content-api.mjs';
import { TEST_SECRETS } from './strapi-process.mjs';

/** The site's token in every test Strapi. */
export const API_TOKEN = TEST_SECRETS.CMS_API_TOKEN;

/** `{ call, total }` for the CMS at `baseUrl()` (a function: the test's `before` starts it). */
export function apiClient(baseUrl) {
  const call = (path, { token = API_TOKEN, ...options } = {}) => callApi(baseUrl(), path, { token, ...options });

  const total = async (path, query = {}) => (await call(path, { query: { ...query, pagination: { pageSize: 1 } } })).body.meta.pagination.total;

  return { call, total };
}

/** Strapi's error format: `{data: null, error: {status, name, message}}`. */
export function assertError(response, status) {
  assert.equal(response.status, status, JSON.stringify(response.body));
  assert.equal(response.body.error.status, status);
  assert.equal(typeof response.body.error.message, 'string');
}
