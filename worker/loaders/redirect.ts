/** A loader may answer "go elsewhere": thrown, then turned into a 3xx. */

export class PageRedirect {
  constructor(
    readonly location: string,
    readonly status: 301 | 302,
  ) {}
}

/** Only same-site paths: a loader can never be made into an open redirect. */
const SAME_SITE_PATH = /^\/(?![/\\])[^\s]*$/;

export function redirect(location: string, status: 301 | 302 = 302): never {
  if (!SAME_SITE_PATH.test(location)) throw new Error(`Refusing to redirect to "${location}": not a same-site path`);
  throw new PageRedirect(location, status);
}
