/** A fake CMS for worker tests: answers the worker's outbound fetches (same isolate) and records them. */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, vi } from "vitest";
import type { Bindings } from "../../worker/env";

/** The test worker's bindings, typed as the worker sees them. */
export const testEnv = env as unknown as Bindings;

export interface SeenCall {
  method: string;
  url: URL;
  authorization: string | null;
  body: string;
}

export type Answer = (call: SeenCall, signal: AbortSignal | null) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** An answer that never comes: only the caller's timeout ends it. */
export const hang: Answer = (_call, signal) =>
  new Promise((_resolve, reject) => signal?.addEventListener("abort", () => reject(signal.reason)));

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Replaces fetch: every outbound request goes to `answer`; `calls` lists them. Restore with vi.restoreAllMocks(). */
export function fakeCms(answer: Answer) {
  const calls: SeenCall[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const call = { method: req.method, url: new URL(req.url), authorization: req.headers.get("authorization"), body: await req.text() };
    calls.push(call);
    return answer(call, init?.signal ?? null);
  });
  return {
    calls,
    /** Calls whose path (after /api) starts with `path`. */
    to: (path: string) => calls.filter((call) => call.url.pathname.startsWith(`/api${path}`)),
  };
}

let hosts = 0;
/** A CMS address no other test uses: cache entries and isolate memories do not leak between tests. */
export const uniqueCmsUrl = () => `http://cms-${Date.now().toString(36)}-${++hosts}.test`;

/**
 * For each test of the file, a CMS of its own that has nothing (every call a 404): a page still renders, its chrome
 * empty, with the error page. Returns the current test's CMS address.
 */
export function emptyCmsForEachTest(): () => string {
  let cmsUrl = "";
  beforeEach(() => {
    cmsUrl = uniqueCmsUrl();
    fakeCms(() => json({ error: { status: 404, message: "Not Found" } }, 404));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return () => cmsUrl;
}
