/** The site's defences replayed in workerd through the whole pipeline: each test is an attack that must keep failing. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { globalPlace, request } from "./app";
import { fakeCms, json, testEnv, uniqueCmsUrl } from "./fake-cms";
import { hostileUserAgents, NORMAL_USER_AGENT } from "./hostile-user-agents";
import { seedCms } from "./seed-cms";

afterEach(() => vi.restoreAllMocks());

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe("a hostile User-Agent", () => {
  it("costs a page what a normal one costs, whatever its shape", { timeout: 120_000 }, async () => {
    fakeCms(() => json({ data: null, error: { status: 404, message: "Not Found" } }, 404));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    // No page cache: every request renders, so the device is read for the key and the render alike.
    const vars = { CMS_URL: uniqueCmsUrl(), CMS_FRESH_SECONDS: "0" };
    const timed = async (userAgent: string) => {
      const start = performance.now();
      const { res } = await request("/formations", { headers: { "user-agent": userAgent } }, vars);
      await res.text();
      return performance.now() - start;
    };
    const rounds = async (userAgent: string) => median(await Promise.all([0, 1, 2, 3, 4].map(() => timed(userAgent))));
    await rounds(NORMAL_USER_AGENT);
    for (const [shape, userAgent] of Object.entries(hostileUserAgents())) {
      // Each shape against a normal round just before it, so both see the same load of a machine running other tests.
      const normal = await rounds(NORMAL_USER_AGENT);
      // Generous, for that shared machine: the backtracking test took seconds per request.
      expect(await rounds(userAgent), shape).toBeLessThan(normal + 500);
    }
  });
});

describe("production on published secrets or without its canonical host", () => {
  const fresh = () => crypto.randomUUID().replace(/-/g, "");
  const production = { ENVIRONMENT: "production", CMS_API_TOKEN: fresh(), CANONICAL_HOST: "localhost", CMS_USERNAME: "", CMS_PASSWORD: "", WEBHOOK_SECRET: fresh(), PREVIEW_SECRET: "" };

  it("serves with secrets of its own, a rotation's next ones included", async () => {
    fakeCms(() => json({ data: null, error: { status: 404, message: "Not Found" } }, 404));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { res } = await request("/robots.txt", {}, { ...production, WEBHOOK_SECRET_NEXT: fresh(), PREVIEW_SECRET: fresh(), PREVIEW_SECRET_NEXT: fresh(), CMS_URL: uniqueCmsUrl() });
    expect(res.status).toBe(200);
  });

  it.each([
    ["WEBHOOK_SECRET", { WEBHOOK_SECRET: "local-webhook-secret" }, "WEBHOOK_SECRET is a value committed"],
    ["WEBHOOK_SECRET", { WEBHOOK_SECRET: "" }, "WEBHOOK_SECRET is empty"],
    ["PREVIEW_SECRET", { PREVIEW_SECRET: "local-preview-secret" }, "PREVIEW_SECRET is a value committed"],
    ["CMS_API_TOKEN", { CMS_API_TOKEN: "local-dev-api-token-0123456789abcdef" }, "CMS_API_TOKEN is a value committed"],
    ["CMS_API_TOKEN", { CMS_API_TOKEN: "" }, "CMS_API_TOKEN is empty"],
    ["CMS_PASSWORD", { CMS_API_TOKEN: "", CMS_USERNAME: "site-service", CMS_PASSWORD: "local-service-password" }, "CMS_PASSWORD is a value committed"],
    ["CANONICAL_HOST", { CANONICAL_HOST: "" }, "CANONICAL_HOST is empty"],
    ["WEBHOOK_SECRET", { WEBHOOK_SECRET: "a-real-webhook-secret" }, "WEBHOOK_SECRET is shorter than 32 characters"],
    ["PREVIEW_SECRET", { PREVIEW_SECRET: "x".repeat(31) }, "PREVIEW_SECRET is shorter than 32 characters"],
    // the rotation's next values, under the same rules, whatever name the committed value was listed under
    ["WEBHOOK_SECRET_NEXT", { WEBHOOK_SECRET_NEXT: "local-webhook-secret" }, "WEBHOOK_SECRET_NEXT is a value committed"],
    ["WEBHOOK_SECRET_NEXT", { WEBHOOK_SECRET_NEXT: "next-webhook-secret" }, "WEBHOOK_SECRET_NEXT is shorter than 32 characters"],
    ["PREVIEW_SECRET_NEXT", { PREVIEW_SECRET_NEXT: "test-webhook-secret" }, "PREVIEW_SECRET_NEXT is a value committed"],
    ["PREVIEW_SECRET_NEXT", { PREVIEW_SECRET_NEXT: "next-preview" }, "PREVIEW_SECRET_NEXT is shorter than 32 characters"],
  ])("refuses every request with a 503 when %s is %o, naming the variable, never its value", async (_name, secrets, logged) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetched = fakeCms(() => json({}));
    for (const path of ["/", "/api/crm-links/actions", "/robots.txt"]) {
      const { res } = await request(path, {}, { ...production, ...secrets, CMS_URL: uniqueCmsUrl() });
      expect(res.status, path).toBe(503);
      const body = await res.text();
      for (const value of Object.values(secrets).filter(Boolean)) expect(body).not.toContain(value);
    }
    expect(fetched.calls).toEqual([]);
    const log = errors.mock.calls.map((call) => call.map(String).join(" ")).join("\n");
    expect(log).toContain(logged);
    for (const value of Object.values(secrets).filter(Boolean)) expect(log).not.toContain(value);
  });

  it("lets local runs and tests use the committed values (ENVIRONMENT defaults to development)", async () => {
    fakeCms(() => json({ data: null, error: { status: 404, message: "Not Found" } }, 404));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { res } = await request("/robots.txt", {}, { WEBHOOK_SECRET: "local-webhook-secret", PREVIEW_SECRET: "local-preview-secret", CMS_URL: uniqueCmsUrl() });
    expect(res.status).toBe(200);
  });
});

describe("the error page asked for on purpose", () => {
  it("answers /error/debug with its status and no error-level log line; a real fault still reaches the error log", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    fakeCms(() => json({ data: null, error: { status: 404, message: "Not Found" } }, 404));
    const vars = { CMS_URL: uniqueCmsUrl() };
    for (const code of [503, 500, 504]) {
      const { res } = await request(`/error/debug?code=${code}`, {}, vars);
      expect(res.status).toBe(code);
      expect(await res.text()).toContain("<html");
    }
    expect(errors).not.toHaveBeenCalled();
    // the CMS answering nonsense for a page never served: a fault of ours to look at
    fakeCms(() => new Response("<html>gateway</html>", { status: 200, headers: { "content-type": "text/html" } }));
    const { res } = await request("/formations", {}, { CMS_URL: uniqueCmsUrl() });
    expect(res.status).toBeGreaterThanOrEqual(500);
    await res.text();
    expect(errors).toHaveBeenCalled();
  });
});

describe("cache and cost amplification", () => {
  const visit = async (path: string, vars: Record<string, string>) => {
    const { res, settled } = await request(path, {}, vars);
    await res.text();
    await settled();
    return { status: res.status, location: res.headers.get("location"), page: /page;desc="(\w+)"/.exec(res.headers.get("server-timing") ?? "")?.[1] };
  };
  const inKv = async (path: string, vars: Record<string, string>) => (await testEnv.CMS_KV.get((await globalPlace(path, vars.CMS_URL!)).key)) !== null;
  const site = () => {
    fakeCms(seedCms);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    return { CMS_URL: uniqueCmsUrl(), CMS_FRESH_SECONDS: "86400" };
  };

  it("keeps a made-up search in the data centre that rendered it: no KV write (paid, limited) per query", async () => {
    const vars = site();
    // The catalogue goes to KV: the check below sees a page written there.
    expect(await visit("/formations", vars)).toMatchObject({ status: 200, page: "miss" });
    expect(await inKv("/formations", vars)).toBe(true);
    for (const query of ["bts", `zq${Math.random().toString(36).slice(2)}`, "comptabilite lyon"]) {
      const path = `/recherche?q=${encodeURIComponent(query)}`;
      expect(await visit(path, vars), query).toMatchObject({ status: 200, page: "miss" });
      expect(await inKv(path, vars), query).toBe(false);
      // stored all the same, in the data centre's cache: asked again, it is a hit
      expect(await visit(path, vars), query).toMatchObject({ status: 200, page: "hit" });
    }
  });

  it("sends a made-up campus filter to the catalogue without it, rendering and storing nothing for it", async () => {
    const vars = site();
    const madeUp = `/formations?campus=made-up-${Date.now()}`;
    expect(await visit(madeUp, vars)).toMatchObject({ status: 302, location: "/formations", page: "bypass" });
    expect(await inKv(madeUp, vars)).toBe(false);
    expect(await visit("/formations?niveau=3&campus=nowhere&utm_source=x", vars)).toMatchObject({ status: 302, location: "/formations?niveau=3" });
    expect(await visit("/formations?campus=lyon", vars)).toMatchObject({ status: 200, page: "miss" });
  });
});
