/**
 * The CMS client, one per request: cached fetch (fresh, then stale while one background refresh runs,
 * stale again when the CMS fails), bearer token, Strapi 4/5 normalisation, validation per call, and
 * identical calls made once. In an editor's preview it reads drafts and neither reads nor fills the cache.
 */
import * as v from "valibot";
import { SiteError, type ErrorRecord } from "../../core/errors";
import type { Locale } from "../../core/constants";
import type { Config } from "../config/schema";
import { endOfParisDay } from "../../core/dates";
import { freshnessOf, type Freshness, type Lifetimes } from "./cache/freshness";
import { awaitGlobal, claimFetch, globalPlace, readGlobal, releaseFetch, writeGlobal, type GlobalPlace } from "./cache/global";
import { CacheReport, type CacheOutcome } from "./cache/report";
import { cacheKey, edgeCache, lastGoodKey, readCached, writeCached, type CachedAnswer } from "./cache/store";
import { readVersion } from "./cache/version";
import { normaliseAnswer } from "./normalise";
import { readCapped } from "./read-capped";
import { cmsUrl, type Query } from "./query";
import { tokenSource, type TokenSource } from "./token";

export interface CmsCall<S extends v.GenericSchema> {
  /** Names the call in errors and logs. */
  name: string;
  path: string;
  query?: Query;
  schema: S;
  /** Seconds the answer stays fresh, when this call needs another than CMS_FRESH_SECONDS. */
  freshSeconds?: number;
  /** Another language than the client's: the French entry behind an English page, a page's other version. */
  locale?: Locale;
  /** The Paris day (YYYY-MM-DD) the query counts from ("upcoming" events): no copy outlives that day. */
  day?: string;
}

export interface CmsClient {
  readonly locale: Locale;
  /** An editor's preview: drafts, which no published list holds; optional for test fakes. */
  readonly drafts?: boolean;
  get<S extends v.GenericSchema>(call: CmsCall<S>): Promise<v.InferOutput<S>>;
  /** The same, but a failure is logged and answers null (silent calls). */
  silent<S extends v.GenericSchema>(call: CmsCall<S>): Promise<v.InferOutput<S> | null>;
  /** What the cache did for this request, as a Server-Timing entry (null when no call was made); optional for test fakes. */
  serverTiming?(): string | null;
  /** The least fresh outcome of this request's calls (null when none was made); optional for test fakes. */
  cacheOutcome?(): CacheOutcome | null;
  /** The content version this request reads (read once); optional for test fakes. */
  contentVersion?(): Promise<string>;
}

interface ClientDeps {
  config: Config;
  kv: KVNamespace;
  locale: Locale;
  /** Keeps background refreshes and cache writes running after the response (the execution context's). */
  waitUntil: (work: Promise<unknown>) => void;
  cache?: Cache;
  /** An editor's preview: Strapi's draft versions (`status=draft`), straight from the CMS, never cached. */
  drafts?: boolean;
}

/** Refreshes under way in this isolate, by cache key: a stale entry gets one refresh, not one per request. */
const refreshing = new Set<string>();

/** The longest a request waits for another data centre's fetch of the same answer before it asks the CMS itself. */
const FETCH_WAIT_MS = 2000;

/** One answer of one call: where it is kept, and how long. */
interface Target<S extends v.GenericSchema> {
  call: CmsCall<S>;
  url: string;
  locale: Locale;
  key: Request;
  place: GlobalPlace;
  lifetimes: Lifetimes;
  /** The end of the Paris day the call counts from (Infinity for timeless calls). */
  untilMs: number;
}

/** A copy read from a cache that still fits the call's schema (an older deploy may have cached another shape). */
interface Usable<S extends v.GenericSchema> {
  body: unknown;
  output: v.InferOutput<S>;
  storedAtMs: number;
}

export function createCmsClient({ config, kv, locale, waitUntil, cache = edgeCache(), drafts = false }: ClientDeps): Required<CmsClient> {
  const tokens = tokenSource(config, kv);
  const inFlight = new Map<string, Promise<unknown>>();
  const report = new CacheReport();
  let version: Promise<string> | undefined;
  /** Read once per request. */
  const currentVersion = () => (version ??= readVersion(kv));

  /** Past the end of its Paris day an answer is expired, whatever its age. */
  const ageOf = (target: Target<v.GenericSchema>, storedAtMs: number): Freshness =>
    Date.now() >= target.untilMs ? "expired" : freshnessOf(storedAtMs, Date.now(), target.lifetimes);
  const keepUntil = (target: Target<v.GenericSchema>, storedAtMs: number) =>
    Math.min(storedAtMs + (target.lifetimes.freshSeconds + target.lifetimes.staleSeconds) * 1000, target.untilMs);

  /** Into the data centre's cache, also as its last good copy; a fetched answer also into the global tier, for every other data centre. */
  const store = (target: Target<v.GenericSchema>, body: unknown, storedAtMs: number, fetched: boolean) => {
    const keepSeconds = Math.floor((keepUntil(target, storedAtMs) - Date.now()) / 1000);
    const note = { locale: target.locale, storedAt: storedAtMs, askedAt: storedAtMs };
    const stored = { url: target.url, body };
    return Promise.all([
      writeCached(cache, target.key, body, keepSeconds, storedAtMs),
      writeCached(cache, lastGoodKey(target.url, target.locale), body, keepSeconds, storedAtMs),
      fetched && writeGlobal(kv, target.place.answer, stored, note, keepUntil(target, storedAtMs)),
      fetched && writeGlobal(kv, target.place.lastGood, stored, note, keepUntil(target, storedAtMs)),
    ]).catch((error) => console.warn(`CMS cache write failed for ${target.url}:`, String(error)));
  };

  const fetchChecked = async <S extends v.GenericSchema>(call: CmsCall<S>, url: string) => {
    const body = normaliseAnswer(await fetchWithToken(url, call.name, tokens, config.CMS_TIMEOUT_MS));
    return { body, output: validate(call, body) };
  };

  const usable = <S extends v.GenericSchema>(call: CmsCall<S>, cached: CachedAnswer | null): Usable<S> | null => {
    const parsed = cached ? v.safeParse(call.schema, cached.body) : null;
    return parsed?.success ? { body: cached!.body, output: parsed.output as v.InferOutput<S>, storedAtMs: cached!.storedAtMs } : null;
  };

  /**
   * The answer from the CMS, fetched once in the world as far as KV allows: when another request holds the lease,
   * its copy is awaited in KV (for at most FETCH_WAIT_MS), then asked for here.
   */
  const fetchShared = async <S extends v.GenericSchema>(target: Target<S>): Promise<Usable<S> & { waited: boolean }> => {
    if (!(await claimFetch(kv, target.place.lease, config.CMS_TIMEOUT_MS))) {
      const copy = usable(target.call, await awaitGlobal(kv, target.place, Math.min(FETCH_WAIT_MS, config.CMS_TIMEOUT_MS)));
      if (copy) return { ...copy, waited: true };
    }
    try {
      const { body, output } = await fetchChecked(target.call, target.url);
      return { body, output, storedAtMs: Date.now(), waited: false };
    } catch (error) {
      waitUntil(releaseFetch(kv, target.place));
      throw error;
    }
  };

  /** A stale copy is served while this runs: the global tier's copy when another data centre refreshed it, else one fetch. */
  const refreshInBackground = (target: Target<v.GenericSchema>, storedAtMs: number) => {
    if (refreshing.has(target.key.url)) return;
    refreshing.add(target.key.url);
    const refresh = async () => {
      const shared = usable(target.call, await readGlobal(kv, target.place.answer));
      if (shared && shared.storedAtMs > storedAtMs && ageOf(target, shared.storedAtMs) === "fresh") return store(target, shared.body, shared.storedAtMs, false);
      if (!(await claimFetch(kv, target.place.lease, config.CMS_TIMEOUT_MS, storedAtMs))) return;
      const { body } = await fetchChecked(target.call, target.url);
      return store(target, body, Date.now(), true);
    };
    waitUntil(
      refresh()
        .catch((error) => console.warn(`CMS refresh of ${target.call.name} failed, the stale copy stays:`, String(error)))
        .finally(() => refreshing.delete(target.key.url)),
    );
  };

  /** Drafts are for the editor who asked: a cached copy would show them to visitors, or published text to the editor. */
  const loadDraft = async <S extends v.GenericSchema>(call: CmsCall<S>, url: string): Promise<v.InferOutput<S>> => {
    const started = Date.now();
    const { output } = await fetchChecked(call, url);
    report.record("bypass", Date.now() - started);
    return output;
  };

  /** A copy from the data centre's cache, else the global tier's: fresh as it is, stale while one refresh runs. */
  const fromCaches = async <S extends v.GenericSchema>(target: Target<S>) => {
    const local = usable(target.call, await readCached(cache, target.key).catch(() => null));
    const localAge = local ? ageOf(target, local.storedAtMs) : "expired";
    if (local && localAge !== "expired") return { copy: local, age: localAge };
    const shared = usable(target.call, await readGlobal(kv, target.place.answer));
    const sharedAge = shared ? ageOf(target, shared.storedAtMs) : "expired";
    if (!shared || sharedAge === "expired") return null;
    report.recordGlobal(sharedAge === "fresh" ? "hit" : "stale");
    waitUntil(store(target, shared.body, shared.storedAtMs, false));
    return { copy: shared, age: sharedAge };
  };

  /**
   * Stale-if-error: the last good answer of any content version, the newer of the data centre's and the global tier's
   * (a publish refetched into KV what this data centre may never have read).
   */
  const lastGood = async <S extends v.GenericSchema>(target: Target<S>) => {
    const [local, shared] = await Promise.all([
      readCached(cache, lastGoodKey(target.url, target.locale)).catch(() => null).then((found) => usable(target.call, found)),
      readGlobal(kv, target.place.lastGood).then((found) => usable(target.call, found)),
    ]);
    const newest = [local, shared].filter((copy) => copy && ageOf(target, copy.storedAtMs) !== "expired").sort((x, y) => y!.storedAtMs - x!.storedAtMs)[0];
    if (newest && newest === shared) report.recordGlobal("stale-if-error");
    return newest ?? null;
  };

  const load = async <S extends v.GenericSchema>(call: CmsCall<S>, url: string, locale: Locale): Promise<v.InferOutput<S>> => {
    const contentVersion = await currentVersion();
    const target = {
      call,
      url,
      locale,
      key: cacheKey(url, locale, contentVersion),
      place: await globalPlace(contentVersion, url, locale),
      lifetimes: { freshSeconds: call.freshSeconds ?? config.CMS_FRESH_SECONDS, staleSeconds: config.CMS_STALE_SECONDS },
      untilMs: call.day ? endOfParisDay(call.day) : Infinity,
    } as Target<S>;
    const cached = await fromCaches(target);
    if (cached) {
      report.record(cached.age === "fresh" ? "hit-fresh" : "hit-stale");
      if (cached.age === "stale") refreshInBackground(target as Target<v.GenericSchema>, cached.copy.storedAtMs);
      return cached.copy.output;
    }
    const started = Date.now();
    try {
      const fetched = await fetchShared(target);
      report.record("miss", Date.now() - started);
      report.recordGlobal(fetched.waited ? "wait" : "miss");
      waitUntil(store(target as Target<v.GenericSchema>, fetched.body, fetched.storedAtMs, !fetched.waited));
      return fetched.output;
    } catch (error) {
      const stale = isCmsFailure(error) ? await lastGood(target) : null;
      if (!stale) throw error;
      console.warn(`CMS call ${call.name} failed, serving the copy stored at ${new Date(stale.storedAtMs).toISOString()}:`, String(error));
      report.record("stale-if-error", Date.now() - started);
      return stale.output;
    }
  };

  const client: Required<CmsClient> = {
    locale,
    drafts,
    get(call) {
      const callLocale = call.locale ?? locale;
      const url = cmsUrl(config.CMS_URL, call.path, { ...call.query, locale: callLocale, ...(drafts ? { status: "draft" } : {}) });
      const id = `${call.name} ${url}`;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = drafts ? loadDraft(call, url) : load(call, url, callLocale);
        inFlight.set(id, pending);
      }
      return pending as Promise<v.InferOutput<typeof call.schema>>;
    },
    async silent(call) {
      try {
        return await client.get(call);
      } catch (error) {
        console.warn(`CMS call ${call.name} failed:`, String(error));
        return null;
      }
    },
    serverTiming: () => report.serverTiming(),
    cacheOutcome: () => report.outcome,
    contentVersion: currentVersion,
  };
  return client;
}

/** One CMS answer as the site stores it (normalised, not yet validated): what a publish fetches again. */
export const fetchAnswer = (config: Config, kv: KVNamespace, url: string, source: string) =>
  fetchWithToken(url, source, tokenSource(config, kv), config.CMS_TIMEOUT_MS).then(normaliseAnswer);

/** The same client reading another language's content (the French entry behind an untranslated English page). */
export function readingIn(cms: CmsClient, locale: Locale): CmsClient {
  return { ...cms, locale, get: (call) => cms.get({ ...call, locale }), silent: (call) => cms.silent({ ...call, locale }) };
}

/** Failures a stale copy may stand in for: the CMS down, slow, refusing us or answering nonsense — not a 404. */
export const isCmsFailure = (error: unknown) => error instanceof SiteError && error.statusCode >= 500;

async function fetchWithToken(url: string, source: string, tokens: TokenSource, timeoutMs: number): Promise<unknown> {
  const send = (token: string) =>
    fetch(url, {
      headers: { accept: "application/json", authorization: `Bearer ${token}`, "x-site-source": source },
      signal: AbortSignal.timeout(timeoutMs),
    });
  let res: Response;
  try {
    const token = await tokens.get();
    res = await send(token);
    if (res.status === 401) res = await send(await tokens.renew(token));
  } catch (error) {
    if (error instanceof SiteError) throw error;
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new SiteError({
      scope: "cms",
      source,
      statusCode: timedOut ? 504 : 503,
      errorText: timedOut ? `The CMS did not answer within ${timeoutMs} ms` : "The CMS is unreachable",
      previous: { scope: "strapi", source: url, statusCode: timedOut ? 504 : 503, errorText: String(error) },
    });
  }
  const body = await readBounded(res, MAX_ANSWER_BYTES).catch(() => null);
  if (body === undefined) throw cmsFault(source, url, `The CMS's answer to ${source} is over ${MAX_ANSWER_BYTES} bytes`);
  if (!res.ok) throw httpError(source, url, res, body);
  return body;
}

/** Larger than any answer the site asks for: a body past it is a fault, not something to hold in memory. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/** The body as JSON (null when it is not JSON); undefined once it passes `limit` bytes. */
async function readBounded(res: Response, limit: number): Promise<unknown> {
  const text = await readCapped(res, limit);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A CMS answer the site cannot use: the visitor gets a 503, the record says why. */
const cmsFault = (source: string, url: string, errorText: string) =>
  new SiteError({ scope: "cms", source, statusCode: 503, errorText, previous: { scope: "strapi", source: url, statusCode: 502, errorText } });

/**
 * The CMS's answer as the previous record (scope strapi, url, status, text), wrapped in what
 * the visitor gets: 404 stays 404, a timeout 504, anything else (refused token, CMS error) 503.
 */
function httpError(source: string, url: string, res: Response, body: unknown): SiteError {
  const detail = (body as { error?: { message?: unknown } } | null)?.error?.message;
  const previous: ErrorRecord = {
    scope: "strapi",
    source: url,
    statusCode: res.status,
    errorText: typeof detail === "string" ? detail : res.statusText || `HTTP ${res.status}`,
  };
  const statusCode = res.status === 404 || res.status === 504 ? res.status : 503;
  return new SiteError({ scope: "cms", source, statusCode, errorText: `The CMS answered ${res.status} to ${source}`, previous });
}

/** The answer parsed by the call's schema; a misfit names the call and the field. */
function validate<S extends v.GenericSchema>(call: CmsCall<S>, body: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(call.schema, body);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const field = issue?.path?.map((p) => String(p.key)).join(".") || "(root)";
  throw new SiteError({
    scope: "cms",
    source: call.name,
    // the CMS is at fault, not the visitor's request: the same 503 as a CMS error
    statusCode: 503,
    errorText: `Unexpected CMS answer for ${call.name} at ${field}: ${issue?.message}`,
  });
}
