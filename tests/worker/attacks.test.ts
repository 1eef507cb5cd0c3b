/** The site's defences replayed in workerd through the whole pipeline: each test is an attack that must keep failing. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { request } from "./app";
import { fakeCms, json, uniqueCmsUrl } from "./fake-cms";
import { hostileUserAgents, NORMAL_USER_AGENT } from "./hostile-user-agents";

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
    const normal = await rounds(NORMAL_USER_AGENT);
    for (const [shape, userAgent] of Object.entries(hostileUserAgents())) {
      // Generous, for a shared machine running other tests at once: the backtracking test took seconds per request.
      expect(await rounds(userAgent), shape).toBeLessThan(normal + 500);
    }
  });
});

describe("production on published secrets or without its canonical host", () => {
  const production = { ENVIRONMENT: "production", CMS_API_TOKEN: "a-real-token-from-the-vault", CANONICAL_HOST: "localhost", CMS_USERNAME: "", CMS_PASSWORD: "", WEBHOOK_SECRET: "a-real-webhook-secret", PREVIEW_SECRET: "" };

  it("serves with secrets of its own", async () => {
    fakeCms(() => json({ data: null, error: { status: 404, message: "Not Found" } }, 404));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { res } = await request("/robots.txt", {}, { ...production, CMS_URL: uniqueCmsUrl() });
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
