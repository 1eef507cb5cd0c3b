/** The CMS's own address and the site's, read once for the server, the admin's preview frame and CORS. */

type Env = ((name: string, fallback?: string) => string) & { int(name: string, fallback?: number): number };

export const LOCAL_HOST = '127.0.0.1';
export const LOCAL_PORT = 1337;
const LOCAL_SITE_URL = 'http://127.0.0.1:8787';

/** A URL's origin; a bad value stops the start, naming the variable. */
function originOf(name: string, url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${name} "${url}" is not an absolute URL (expected e.g. https://www.example-ecole.fr)`);
  }
}

export function siteUrlOf(env: Env): string {
  return env('SITE_URL', LOCAL_SITE_URL);
}

/** The site's origin, which the admin may show in its preview frame. */
export function siteOrigin(env: Env): string {
  return originOf('SITE_URL', siteUrlOf(env));
}

/** Where the admin panel is served: PUBLIC_URL, else the address the CMS listens on. */
export function adminOrigin(env: Env): string {
  const publicUrl = env('PUBLIC_URL', '');
  if (publicUrl) return originOf('PUBLIC_URL', publicUrl);
  return `http://${env('HOST', LOCAL_HOST)}:${env.int('PORT', LOCAL_PORT)}`;
}

/**
 * The origins a browser may call the CMS from with credentials: CORS_ORIGINS (comma-separated) or the site's
 * and the admin's. Any other Origin gets no CORS header; `*` would reflect every origin, so it is refused.
 */
export function corsOrigins(env: Env): string[] {
  const listed = env('CORS_ORIGINS', '');
  if (!listed) return [siteOrigin(env), adminOrigin(env)];
  return listed.split(',').map((entry) => {
    const origin = entry.trim();
    if (origin.includes('*')) throw new Error('CORS_ORIGINS may not contain "*": list the origins (the site\'s, the admin\'s)');
    return originOf('CORS_ORIGINS', origin);
  });
}
