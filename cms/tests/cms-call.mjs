/** One JSON call to the running CMS, as the tests make them: a bearer token (or none) and Strapi's qs query encoding. */
import qs from 'qs';

export async function callCms(baseUrl, path, { token, query, method = 'GET', body } = {}) {
  const url = `${baseUrl}${path}${query ? `?${qs.stringify(query, { encodeValuesOnly: true })}` : ''}`;
  const response = await fetch(url, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
