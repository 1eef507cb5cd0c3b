/**
 * The global tier against the real Strapi: two data centres (two workerd, the built worker) sharing one KV, each with
 * a Cache API of its own, reading the CMS through a proxy that counts requests. The second data centre must serve
 * what the first fetched without asking the CMS.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { startDelayProxy } from "../../bench/delay-proxy.mjs";
// @ts-expect-error plain ESM script without types
import { startDirect } from "../../bench/site.mjs";

const FIRST_PORT = Number(process.env.E2E_COLOS_PORT ?? 8845);
const PROXY_PORT = Number(process.env.E2E_COLOS_PROXY_PORT ?? 1372);
const PAGES = ["/", "/actualites", "/agenda"];

interface Proxy {
  url: string;
  requests(): [string, number][];
  reset(): void;
  stop(): Promise<void>;
}

let proxy: Proxy;
const stops: (() => Promise<void>)[] = [];
const state = mkdtempSync(`${tmpdir()}/global-tier-`);
const site = (i: number) => `http://127.0.0.1:${FIRST_PORT + i}`;
const cmsRequests = () => proxy.requests().filter(([path]) => path.startsWith("/api/"));

beforeAll(async () => {
  proxy = await startDelayProxy({ port: PROXY_PORT, target: inject("cmsUrl"), delayMs: 0 });
  for (const i of [0, 1]) {
    const port = FIRST_PORT + i;
    stops.push(await startDirect({ port, cmsUrl: proxy.url, vars: { CMS_FRESH_SECONDS: "3600" }, kvPersist: `${state}/kv`, cachePersist: `${state}/cache-${port}` }));
  }
});

afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  await proxy?.stop();
  rmSync(state, { recursive: true, force: true });
});

describe("the global tier across two data centres", () => {
  it("serves pages in a data centre that never saw them from what the other fetched, without asking the CMS", async () => {
    for (const path of PAGES) expect((await fetch(`${site(0)}${path}`)).status).toBe(200);
    expect(cmsRequests().length).toBeGreaterThan(0);
    proxy.reset();
    for (const path of PAGES) {
      const res = await fetch(`${site(1)}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("server-timing")).toMatch(/page;desc="miss".*kv;desc="hit"|kv;desc="hit".*page;desc="miss"/);
    }
    expect(cmsRequests()).toEqual([]);
  });
});
