/**
 * The bearer token for the CMS: a static API token when configured, else a service-account login
 * kept in KV until shortly before it expires. One login at a time per isolate; a refused login is
 * remembered for a minute so wrong credentials never turn into a loop of logins.
 */
import { decodeBase64Url } from "hono/utils/encode";
import { kvDelete, kvGet, kvPut } from "./kv";
import * as v from "valibot";
import { SiteError } from "../../core/errors";
import type { Config } from "../config/schema";
import { cmsUrl } from "./query";

const TOKEN_KEY = "cms:token";
const REFUSED_KEY = "cms:login-refused";
/** KV's shortest expiry; also how long a refused login stops further attempts. */
const REFUSED_TTL_S = 60;
/** Strapi's users-permissions JWTs last 30 days by default; when the token says nothing, renew well before. */
const DEFAULT_TTL_S = 6 * 24 * 3600;
/** Renew this long before the token's own expiry. */
const EXPIRY_MARGIN_S = 3600;

const LoginAnswer = v.union([
  v.pipe(v.object({ access_token: v.pipe(v.string(), v.minLength(1)) }), v.transform((a) => a.access_token)),
  v.pipe(v.object({ jwt: v.pipe(v.string(), v.minLength(1)) }), v.transform((a) => a.jwt)),
]);

export interface TokenSource {
  /** The token to send. */
  get(): Promise<string>;
  /** A new token after `refused` got a 401: one login, shared by every request that saw the same refusal. */
  renew(refused: string): Promise<string>;
  readonly renewable: boolean;
}

/** Logins under way in this isolate, by CMS and account: concurrent requests wait for the same one. */
const loginsInFlight = new Map<string, Promise<string>>();
/** The token each account last obtained in this isolate (saves a KV read, and tells a 401 on an old token from one on the new). */
const lastToken = new Map<string, string>();

export function tokenSource(config: Config, kv: KVNamespace): TokenSource {
  if (config.CMS_API_TOKEN) {
    const token = config.CMS_API_TOKEN;
    const refused = async () => {
      throw new SiteError({ scope: "cms", source: "token", statusCode: 503, errorText: "The CMS refused the configured API token (CMS_API_TOKEN)" });
    };
    return { renewable: false, get: async () => token, renew: refused };
  }
  const account = `${config.CMS_URL}|${config.CMS_USERNAME}`;
  const loginOnce = () => {
    let pending = loginsInFlight.get(account);
    if (!pending) {
      pending = loginAndKeep(config, kv)
        .then((token) => {
          lastToken.set(account, token);
          return token;
        })
        .finally(() => loginsInFlight.delete(account));
      loginsInFlight.set(account, pending);
    }
    return pending;
  };
  return {
    renewable: true,
    async get() {
      const known = lastToken.get(account) ?? (await kvGet(kv, TOKEN_KEY));
      return known || loginOnce();
    },
    async renew(refused) {
      const known = lastToken.get(account);
      if (known && known !== refused) return known;
      lastToken.delete(account);
      await kvDelete(kv, TOKEN_KEY);
      return loginOnce();
    },
  };
}

async function loginAndKeep(config: Config, kv: KVNamespace): Promise<string> {
  const refusedBefore = await kvGet(kv, REFUSED_KEY);
  if (refusedBefore) throw loginError(`CMS login refused less than ${REFUSED_TTL_S} s ago (${refusedBefore}); not retrying yet`);
  try {
    const token = await login(config);
    await kvPut(kv, TOKEN_KEY, token, { expirationTtl: keepSeconds(token, Date.now()) });
    return token;
  } catch (error) {
    const reason = error instanceof SiteError ? error.errorText : String(error);
    console.error(`CMS login as "${config.CMS_USERNAME}" failed: ${reason}`);
    if (error instanceof LoginRefused) await kvPut(kv, REFUSED_KEY, reason.slice(0, 200), { expirationTtl: REFUSED_TTL_S });
    throw error;
  }
}

const loginError = (errorText: string, statusCode = 503) => new SiteError({ scope: "cms", source: "login", statusCode, errorText });

/** A login the CMS answered but refused: retrying at once would only repeat it (and hit Strapi's rate limit). */
class LoginRefused extends SiteError {
  constructor(errorText: string) {
    super({ scope: "cms", source: "login", statusCode: 503, errorText });
  }
}

/** POST /login, or Strapi's own /auth/local when the CMS has no /login route. */
async function login(config: Config): Promise<string> {
  if (!config.CMS_USERNAME || !config.CMS_PASSWORD) throw new LoginRefused("No CMS credentials configured (CMS_API_TOKEN, or CMS_USERNAME and CMS_PASSWORD)");
  const post = (path: string, body: object) =>
    fetch(cmsUrl(config.CMS_URL, path), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.CMS_TIMEOUT_MS),
    });
  let res: Response;
  try {
    res = await post("/login", { username: config.CMS_USERNAME, password: config.CMS_PASSWORD });
    if (res.status === 404 || res.status === 405) {
      res = await post("/auth/local", { identifier: config.CMS_USERNAME, password: config.CMS_PASSWORD });
    }
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw loginError(`CMS login unreachable: ${String(error)}`, timedOut ? 504 : 503);
  }
  if (!res.ok) throw new LoginRefused(`CMS login refused (${res.status}): check CMS_USERNAME and CMS_PASSWORD`);
  const parsed = v.safeParse(LoginAnswer, await res.json().catch(() => null));
  if (!parsed.success) throw new LoginRefused("CMS login answered no token (expected access_token or jwt)");
  return parsed.output;
}

/** Seconds to keep a token in KV: until an hour before its JWT `exp` when it has one, at least KV's minimum. */
export function keepSeconds(token: string, nowMs: number): number {
  const exp = jwtExpiry(token);
  const until = exp === null ? DEFAULT_TTL_S : Math.min(DEFAULT_TTL_S, exp - Math.floor(nowMs / 1000) - EXPIRY_MARGIN_S);
  return Math.max(REFUSED_TTL_S, until);
}

function jwtExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(new TextDecoder().decode(decodeBase64Url(payload)));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === "number" ? exp : null;
  } catch {
    return null;
  }
}
