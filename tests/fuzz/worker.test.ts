/**
 * Seeded fuzz of the whole worker in workerd: random paths, queries and headers (Host, Referer,
 * Accept-Language, User-Agent, Cookie) against a CMS that answers well, badly or with hostile
 * content. Invariants: no 5xx but the documented 503/504 (and /error/debug's, which shows the error page for
 * the status it is asked), no redirect off the site, no markup
 * reflected into a page, no cookie on a cached answer, an answer within the timeout.
 * FUZZ_SEED=<n> npm test replays a run; a failure names its seed and case.
 */
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { matchPage } from "../../worker/router/match";
import { TRACKING_COOKIES } from "../../core/origin";
import { LEGACY_PAGES } from "../../redirects";
import { app, executionContext } from "../worker/app";
import { fakeCms, json, testEnv } from "../worker/fake-cms";
import { MARKER, randomContent, randomHeaders, randomPath, randomQuery, seeded, type Random } from "./random";

const configured = Number((env as unknown as Record<string, string>).FUZZ_SEED);
const SEED = Number.isSafeInteger(configured) && configured > 0 ? configured : Date.now() % 2 ** 31;
const BUDGET_MS = 8000;
const MAX_CASES = 3000;
const TIMEOUT_MS = 300;
const CANONICAL_HOST = "www.ecole.test";
const TRACKING = new Set<string>(Object.values(TRACKING_COOKIES));

/** Addresses off the site a redirect may name: the legacy table's files on the group's storage. */
const TABLE_TARGETS = new Set<string>(Object.values(LEGACY_PAGES).flatMap((family) => Object.values(family)).filter((target) => !target.startsWith("/")));

function offSite(location: string, requestUrl: URL): boolean {
  if (TABLE_TARGETS.has(location)) return false;
  if (/^\/(?![/\\])/.test(location)) return false;
  const target = new URL(location, requestUrl);
  return target.host !== requestUrl.host && target.host !== CANONICAL_HOST;
}

/** A CMS answer for the case: mostly sane, sometimes broken or hostile. */
function cmsAnswer(r: Random) {
  const roll = r.next();
  if (roll < 0.5) return () => json({ data: [] });
  if (roll < 0.6) return () => json({ error: { status: 500, message: MARKER } }, 500);
  if (roll < 0.65) return () => new Response('{"data": [', { headers: { "content-type": "application/json" } });
  const content = randomContent(r);
  return () => json(r.next() < 0.5 ? { data: content } : content);
}

interface Failure {
  case: number;
  request: string;
  problem: string;
}

describe(`fuzz (seed ${SEED})`, () => {
  beforeAll(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
  });
  afterAll(() => vi.restoreAllMocks());

  it("keeps every invariant over thousands of random requests", { timeout: 120_000 }, async () => {
    const r = seeded(SEED);
    const failures: Failure[] = [];
    const started = Date.now();
    let cases = 0;
    while (cases < MAX_CASES && Date.now() - started < BUDGET_MS) {
      cases += 1;
      const answer = cmsAnswer(r);
      fakeCms(answer);
      const target = `http://${r.pick(["www.ecole.test", "ecole.test", "localhost"])}${randomPath(r)}${randomQuery(r)}`;
      let request: Request;
      try {
        request = new Request(target, { headers: randomHeaders(r) });
      } catch {
        continue; // the runtime refuses such a request before any worker sees it
      }
      const vars = { CMS_URL: `http://cms-fuzz-${r.int(4)}.test`, CMS_TIMEOUT_MS: String(TIMEOUT_MS), CANONICAL_HOST };
      const { ctx, settled } = executionContext();
      const t0 = Date.now();
      const res = await app.fetch(request, { ...testEnv, ...vars }, ctx);
      const body = await res.text();
      const ms = Date.now() - t0;
      await settled();
      vi.mocked(globalThis.fetch).mockRestore();
      const url = new URL(request.url);
      const fail = (problem: string) => failures.push({ case: cases, request: `${request.url} ${JSON.stringify(Object.fromEntries(request.headers))}`.slice(0, 400), problem });
      if (res.status >= 500 && res.status !== 503 && res.status !== 504 && matchPage(url.pathname)?.name !== "error-debug") fail(`status ${res.status}`);
      const location = res.headers.get("location");
      if (location && offSite(location, url)) fail(`redirect off the site: ${location}`);
      if ((res.headers.get("content-type") ?? "").includes("html") && body.includes(MARKER)) fail("markup reflected into a page");
      // a cached answer carries no one's cookie but the visitor's own tracking (set per response, never stored)
      const cookies = res.headers.getSetCookie().map((cookie) => cookie.split("=")[0]!);
      const cached = /page;desc="(hit|stale|global)"/.test(res.headers.get("server-timing") ?? "");
      if ((cached || /public/.test(res.headers.get("cache-control") ?? "")) && cookies.some((name) => !TRACKING.has(name))) fail(`cookie on a cached answer: ${cookies}`);
      if (ms > TIMEOUT_MS * 10 + 2000) fail(`answered after ${ms} ms`);
      if (failures.length >= 5) break;
    }
    console.log(`fuzz: seed ${SEED}, ${cases} cases in ${Date.now() - started} ms`);
    expect(failures, `seed ${SEED}, ${cases} cases: replay with FUZZ_SEED=${SEED}`).toEqual([]);
    expect(cases).toBeGreaterThan(100);
  });
});
