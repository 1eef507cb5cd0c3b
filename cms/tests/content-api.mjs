/** One content API call as the site makes it (qs query, bearer token): `{ status, headers, body }`. */
import qs from 'qs';

export async function callApi(baseUrl, path, { token, query, method = 'GET', body } = {}) {
  const url = `${baseUrl}${path}${query ? `?${qs.stringify(query, { encodeValuesOnly: true })}` : ''}`;
  const response = await fetch(url, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
