/**
 * Requests through the site's pipeline (worker/app.ts) in workerd, with configuration overrides:
 * the whole site, or its URL stages in front of a stub that says which path reached it.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, vi } from "vitest";
import { guessDevice } from "../../core/device";
import { buildApp } from "../../worker/app";
import { readVersion } from "../../worker/cms/cache/version";
import { ENTRY_FORMAT } from "../../worker/middleware/page-cache/entry";
import { globalPageKey } from "../../worker/middleware/page-cache/global-tier";
import { matchPage } from "../../worker/router/match";
import { pageCacheKey } from "../../worker/middleware/page-cache/key";
import { buildId } from "../../worker/render/assets";
import { fakeCms, json, testEnv } from "./fake-cms";

export const app = buildApp();

/** A plain execution context whose background work can be awaited (`settled`). */
export function executionContext() {
  const work: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void work.push(p), passThroughOnException: () => {}, props: {} };
  return { ctx: ctx as unknown as ExecutionContext, settled: () => Promise.allSettled(work) };
}

/** A request to the site; `settled` waits for the request's background work. */
export async function request(path: string, init: RequestInit = {}, vars: Record<string, unknown> = {}) {
  const { ctx, settled } = executionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, init), { ...env, ...vars }, ctx);
  return { res, settled };
}

export type Vars = Partial<Record<"CANONICAL_HOST" | "ENGLISH_ENABLED" | "EN_REDIRECT", string>>;

/** A path on the test host, or a whole address (to test the host rule). */
const address = (target: string) => (/^https?:\/\//.test(target) ? target : `http://ecole.test${target}`);

/** The site, configuration overridden by vars; redirects are answered, not followed. */
export function throughSite(target: string, vars: Vars = {}, init: RequestInit = {}) {
  return app.request(address(target), { redirect: "manual", ...init }, { ...env, ...vars }, executionContext().ctx);
}

const stages = buildApp((stub) => stub.all("*", (c) => c.text(`page ${new URL(c.req.url).pathname}`)));

/** The same stages in front of a page that only says which path reached it. */
export function throughStages(target: string, vars: Vars = {}, init: RequestInit = {}) {
  return stages.request(address(target), { redirect: "manual", ...init }, { ...env, ...vars }, executionContext().ctx);
}

/** Pages rendered by the URL stages' tests (400, 404) load the chrome: a quiet CMS 404 answers instead of a DNS lookup of a test host. */
export function quietCms() {
  beforeEach(() => {
    fakeCms(() => json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, 404));
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());
}

/** Where the global tier (KV) keeps path rendered from cmsUrl for a visitor without a user agent, under the content version read now. */
export async function globalPlace(path: string, cmsUrl: string) {
  const version = await readVersion(testEnv.CMS_KV);
  const url = new URL(`http://localhost${path}`);
  const key = pageCacheKey(url, matchPage(url.pathname)?.name ?? null, { release: `${buildId}@${cmsUrl}/${ENTRY_FORMAT}`, version, locale: "fr", device: guessDevice(null) })!;
  return { version, key: await globalPageKey(version, key) };
}
