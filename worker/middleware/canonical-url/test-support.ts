/** For the URL stages' tests: requests through the real pipeline, or through the three stages and a stub page. */
import { createExecutionContext, env } from "cloudflare:test";
import { Hono } from "hono";
import { afterEach, beforeEach, vi } from "vitest";
import { fakeCms, json } from "../../../tests/worker/fake-cms";
import type { AppEnv } from "../../env";
import app from "../../index";
import { englishPolicy } from "../english-policy";
import { legacyRedirects } from "../legacy-redirects";
import { requestContext } from "../request-context";
import { canonicalUrl } from ".";

// Pages rendered here (400, 404) load the chrome from the CMS: a quiet 404 answers instead of a DNS lookup of a test host.
beforeEach(() => {
  fakeCms(() => json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, 404));
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

export type Vars = Partial<Record<"CANONICAL_HOST" | "ENGLISH_ENABLED" | "EN_REDIRECT", string>>;

/** A path on the test host, or a whole address (to test the host rule). */
const address = (target: string) => (/^https?:\/\//.test(target) ? target : `http://ecole.test${target}`);

/** The site's pipeline, configuration overridden by vars; redirects are answered, not followed. */
export function site(target: string, vars: Vars = {}, init: RequestInit = {}) {
  return app.request(address(target), { redirect: "manual", ...init }, { ...env, ...vars }, createExecutionContext());
}

/** The three URL stages in the pipeline's order, in front of a page that only says which path reached it. */
const stages = new Hono<AppEnv>();
stages.use(requestContext());
stages.use(canonicalUrl());
stages.use(legacyRedirects());
stages.use(englishPolicy());
stages.all("*", (c) => c.text(`page ${new URL(c.req.url).pathname}`));

export function throughStages(target: string, vars: Vars = {}, init: RequestInit = {}) {
  return stages.request(address(target), { redirect: "manual", ...init }, { ...env, ...vars }, createExecutionContext());
}
