/** The bearer token for the CMS: a static API token, else a service-account login kept in KV. */
import * as v from "valibot";
import { SiteError } from "../../core/errors";
import type { Config } from "../config";
import { cmsUrl } from "./query";

const TOKEN_KEY = "cms:token";
/** Strapi's users-permissions JWTs last 30 days by default; renew well before. */
const LOGIN_TTL_S = 6 * 24 * 3600;

const LoginAnswer = v.union([
  v.object({ access_token: v.pipe(v.string(), v.minLength(1)) }),
  v.pipe(v.object({ jwt: v.pipe(v.string(), v.minLength(1)) }), v.transform((a) => ({ access_token: a.jwt }))),
]);

export interface TokenSource {
  /** The token to send; `renew` forces a fresh login (after a 401). */
  get(renew?: boolean): Promise<string>;
  readonly renewable: boolean;
}

export function tokenSource(config: Config, kv: KVNamespace): TokenSource {
  if (config.CMS_API_TOKEN) {
    const token = config.CMS_API_TOKEN;
    return { renewable: false, get: async () => token };
  }
  return {
    renewable: true,
    async get(renew = false) {
      if (!renew) {
        const kept = await kv.get(TOKEN_KEY);
        if (kept) return kept;
      }
      const token = await login(config);
      await kv.put(TOKEN_KEY, token, { expirationTtl: LOGIN_TTL_S });
      return token;
    },
  };
}

async function login(config: Config): Promise<string> {
  if (!config.CMS_USERNAME || !config.CMS_PASSWORD) {
    throw new SiteError({ scope: "cms", source: "login", statusCode: 503, errorText: "No CMS credentials configured" });
  }
  const res = await fetch(cmsUrl(config.CMS_URL, "/login"), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ username: config.CMS_USERNAME, password: config.CMS_PASSWORD }),
    signal: AbortSignal.timeout(config.CMS_TIMEOUT_MS),
  });
  if (!res.ok) {
    throw new SiteError({ scope: "cms", source: "login", statusCode: 503, errorText: `CMS login refused (${res.status})` });
  }
  const parsed = v.safeParse(LoginAnswer, await res.json().catch(() => null));
  if (!parsed.success) {
    throw new SiteError({ scope: "cms", source: "login", statusCode: 503, errorText: "CMS login answered no token" });
  }
  return parsed.output.access_token;
}
