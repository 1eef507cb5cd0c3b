/** The CMS client: one per request; fetches with the token, validates, and makes identical calls once. */
import * as v from "valibot";
import { SiteError } from "../../core/errors";
import type { Locale } from "../../core/constants";
import type { Config } from "../config";
import { cmsUrl, type Query } from "./query";
import { tokenSource, type TokenSource } from "./token";

export interface CmsCall<S extends v.GenericSchema> {
  /** Names the call in errors and logs. */
  name: string;
  path: string;
  query?: Query;
  schema: S;
}

export interface CmsClient {
  readonly locale: Locale;
  get<S extends v.GenericSchema>(call: CmsCall<S>): Promise<v.InferOutput<S>>;
  /** The same, but a failure is logged and answers null (spec §8: silent calls). */
  silent<S extends v.GenericSchema>(call: CmsCall<S>): Promise<v.InferOutput<S> | null>;
}

interface ClientDeps {
  config: Config;
  kv: KVNamespace;
  locale: Locale;
}

export function createCmsClient({ config, kv, locale }: ClientDeps): CmsClient {
  const tokens = tokenSource(config, kv);
  const inFlight = new Map<string, Promise<unknown>>();

  const fetchJson = (url: string, source: string) => {
    let pending = inFlight.get(url);
    if (!pending) {
      pending = fetchWithToken(url, source, tokens, config.CMS_TIMEOUT_MS);
      inFlight.set(url, pending);
    }
    return pending;
  };

  const client: CmsClient = {
    locale,
    async get(call) {
      const url = cmsUrl(config.CMS_URL, call.path, { ...call.query, locale });
      return validate(call, await fetchJson(url, call.name));
    },
    async silent(call) {
      try {
        return await client.get(call);
      } catch (error) {
        console.warn(`CMS call ${call.name} failed:`, String(error));
        return null;
      }
    },
  };
  return client;
}

async function fetchWithToken(url: string, source: string, tokens: TokenSource, timeoutMs: number): Promise<unknown> {
  const send = async (renew: boolean) =>
    fetch(url, {
      headers: { accept: "application/json", authorization: `Bearer ${await tokens.get(renew)}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  let res: Response;
  try {
    res = await send(false);
    if (res.status === 401 && tokens.renewable) res = await send(true);
  } catch (error) {
    if (error instanceof SiteError) throw error;
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new SiteError({ scope: "strapi", source, statusCode: timedOut ? 504 : 503, errorText: String(error) });
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw httpError(source, res, body);
  return body;
}

/** Spec §3: an error built from an HTTP answer, text from the body when Strapi gives one. */
function httpError(source: string, res: Response, body: unknown): SiteError {
  const detail = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return new SiteError({
    scope: "strapi",
    source,
    statusCode: res.status,
    errorText: typeof detail === "string" ? detail : res.statusText || `HTTP ${res.status}`,
  });
}

function validate<S extends v.GenericSchema>(call: CmsCall<S>, body: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(call.schema, body);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const field = issue?.path?.map((p) => String(p.key)).join(".") || "(root)";
  throw new SiteError({
    scope: "cms",
    source: call.name,
    statusCode: 502,
    errorText: `Unexpected CMS answer for ${call.name} at ${field}: ${issue?.message}`,
  });
}
