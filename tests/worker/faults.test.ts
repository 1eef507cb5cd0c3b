/**
 * The fault matrix: each way the CMS, KV or the Cache API can fail, against the whole pipeline in
 * workerd. A page seen before is served stale and says so; a page never seen answers the French 503
 * (or 504) page with Retry-After; nothing from a failed answer is kept; no request outlives the timeout.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app, executionContext } from "./app";
import { latestVersion } from "../../worker/cms/cache/version";
import { fakeCms, hang, json, testEnv, uniqueCmsUrl, type Answer } from "./fake-cms";
import { publishNow, recordingQueue } from "./publish";

const TIMEOUT_MS = 200;
const healthy: Answer = () => json({ data: [] });

/** Each fault as the CMS answer that makes it. */
const FAULTS: Record<string, { answer: Answer; status: number }> = {
  "CMS down": {
    answer: () => {
      throw new TypeError("connect ECONNREFUSED");
    },
    status: 503,
  },
  "CMS slow past the timeout": { answer: hang, status: 504 },
  "CMS 500": { answer: () => json({ data: null, error: { status: 500, name: "InternalServerError", message: "boom" } }, 500), status: 503 },
  "truncated JSON": { answer: () => new Response('{"data": [{"title": "Journée portes', { headers: { "content-type": "application/json" } }), status: 503 },
  "wrong shape": { answer: () => json({ data: "not a list", meta: 42 }), status: 503 },
  "oversized body": { answer: () => new Response(`{"data": [], "padding": "${"x".repeat(12 * 1024 * 1024)}"}`, { headers: { "content-type": "application/json" } }), status: 503 },
};

async function visit(path: string, vars: Record<string, unknown>) {
  const { ctx, settled } = executionContext();
  const started = Date.now();
  const res = await app.fetch(new Request(`http://localhost${path}`), { ...testEnv, CMS_TIMEOUT_MS: String(TIMEOUT_MS), ...vars }, ctx);
  const body = await res.text();
  await settled();
  return { res, body, ms: Date.now() - started };
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe.each(Object.entries(FAULTS))("%s", (_fault, { answer, status }) => {
  it(`answers a page never seen with the French ${status} page and Retry-After, within the timeout`, async () => {
    fakeCms(answer);
    const { res, body, ms } = await visit("/", { CMS_URL: uniqueCmsUrl() });
    expect(res.status).toBe(status);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(body).toContain(status === 504 ? "Délai de réponse dépassé." : "Erreur interne au serveur.");
    expect(body).not.toMatch(/at [\w.]+ \(|SiteError|stack/);
    expect(ms).toBeLessThan(TIMEOUT_MS * 10);
  });

  it("serves a page seen before from its last good answers, and says so in Server-Timing", async () => {
    const vars = { CMS_URL: uniqueCmsUrl(), CMS_FRESH_SECONDS: "0" };
    fakeCms(healthy);
    expect((await visit("/", vars)).res.status).toBe(200);
    vi.restoreAllMocks();
    fakeCms(answer);
    const { res, body } = await visit("/", vars);
    expect(res.status).toBe(200);
    expect(body).toContain("Découvrir nos campus");
    expect(res.headers.get("server-timing")).toMatch(/cms;desc="(stale-if-error|hit-stale)"/);
  });

  it("keeps nothing of the failed answer: the next request asks the CMS again", async () => {
    const vars = { CMS_URL: uniqueCmsUrl() };
    fakeCms(answer);
    await visit("/", vars);
    vi.restoreAllMocks();
    const cms = fakeCms(healthy);
    const { res } = await visit("/", vars);
    expect(res.status).toBe(200);
    expect(res.headers.get("server-timing")).toMatch(/cms;desc="miss"/);
    expect(cms.calls.length).toBeGreaterThan(0);
  });
});

/** A KV namespace whose reads or writes fail, as KV does under an incident. */
function failingKv(fail: "read" | "write"): KVNamespace {
  const kv = testEnv.CMS_KV;
  const refuse = () => Promise.reject(new Error(`KV ${fail} failed`));
  return {
    get: fail === "read" ? refuse : kv.get.bind(kv),
    put: fail === "write" ? refuse : kv.put.bind(kv),
    delete: fail === "write" ? refuse : kv.delete.bind(kv),
    list: kv.list.bind(kv),
    getWithMetadata: kv.getWithMetadata.bind(kv),
  } as unknown as KVNamespace;
}

describe("KV and the Cache API", () => {
  it.each(["read", "write"] as const)("serves pages when KV %ss fail", async (fail) => {
    fakeCms(healthy);
    const { res } = await visit("/", { CMS_URL: uniqueCmsUrl(), CMS_KV: failingKv(fail) });
    expect(res.status).toBe(200);
  });

  it("logs in and serves pages when KV cannot keep the token", async () => {
    let logins = 0;
    fakeCms((call) => {
      if (call.method === "POST") return json({ access_token: `jwt-${++logins}` });
      return call.authorization?.startsWith("Bearer jwt-") ? json({ data: [] }) : json({ error: { status: 401 } }, 401);
    });
    const { res } = await visit("/", { CMS_URL: uniqueCmsUrl(), CMS_API_TOKEN: "", CMS_USERNAME: "site", CMS_PASSWORD: "pw", CMS_KV: failingKv("write") });
    expect(res.status).toBe(200);
    expect(logins).toBeGreaterThanOrEqual(1);
  });

  it("serves pages straight from the CMS when the Cache API fails", async () => {
    vi.spyOn(caches.default, "match").mockRejectedValue(new Error("cache unavailable"));
    vi.spyOn(caches.default, "put").mockRejectedValue(new Error("cache unavailable"));
    fakeCms(healthy);
    const { res, body } = await visit("/", { CMS_URL: uniqueCmsUrl() });
    expect(res.status).toBe(200);
    expect(body).toContain("Découvrir nos campus");
  });
});

describe("storms", () => {
  it("logs in once for a burst of requests whose token expired (401 storm)", async () => {
    let logins = 0;
    fakeCms(async (call) => {
      if (call.method === "POST") {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json({ access_token: `jwt-${++logins}` });
      }
      return call.authorization === `Bearer jwt-${logins}` && logins > 0 ? json({ data: [] }) : json({ error: { status: 401, message: "Unauthorized" } }, 401);
    });
    const vars = { CMS_URL: uniqueCmsUrl(), CMS_API_TOKEN: "", CMS_USERNAME: "site", CMS_PASSWORD: "pw" };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => visit(`/?n=${i}`, vars)));
    expect(answers.map(({ res }) => res.status)).toEqual(Array(20).fill(200));
    expect(logins).toBe(1);
    // Twenty renders of the home page take seconds on a loaded machine; what this checks is the one login.
  }, 30_000);

  it("takes a webhook storm without an error, and the content moves once", async () => {
    const publish = JSON.stringify({ event: "entry.publish", model: "ecole-new", entry: { id: 1 } });
    const queue = recordingQueue();
    const posts = Array.from({ length: 30 }, () => {
      const { ctx, settled } = executionContext();
      const req = new Request("http://localhost/__cms/webhook", { method: "POST", body: publish, headers: { "content-type": "application/json", authorization: "Bearer test-webhook-secret" } });
      return Promise.resolve(app.fetch(req, { ...testEnv, PUBLISH_QUEUE: queue }, ctx)).then(async (res) => (await settled(), res.status));
    });
    const started = Date.now();
    expect(await Promise.all(posts)).toEqual(Array(30).fill(202));
    expect(Date.now() - started).toBeLessThan(5000);
    const before = await latestVersion(testEnv.CMS_KV);
    vi.spyOn(console, "info").mockImplementation(() => {});
    const { moved } = await publishNow(testEnv, queue.sent);
    expect(moved.explicitAcks).toHaveLength(30);
    expect(await latestVersion(testEnv.CMS_KV)).not.toBe(before);
  });
});
