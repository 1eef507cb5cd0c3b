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
      // Generous: the backtracking test took seconds on half this length; a shared machine adds noise, not 50 ms.
      expect(await rounds(userAgent), shape).toBeLessThan(normal + 50);
    }
  });
});
