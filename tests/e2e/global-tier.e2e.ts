/**
 * The global tier against the real Strapi: data centres (workerd each, the built worker) sharing one KV, each with
 * a Cache API of its own, reading the CMS through a proxy that counts requests. A data centre that never saw a page
 * must serve the first one's render of it, without asking the CMS, rendering, or needing the CMS up.
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
const VARS = { CMS_FRESH_SECONDS: "3600" };

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

/** Data centre i: its own Cache API, the shared KV. */
async function dataCentre(i: number) {
  const port = FIRST_PORT + i;
  // The stack's CMS token: its Strapi has secrets of its own, not the developer's.
  const vars = { ...VARS, CMS_API_TOKEN: inject("apiToken"), WEBHOOK_SECRET: inject("webhookSecret") };
  stops.push(await startDirect({ port, cmsUrl: proxy.url, vars, kvPersist: `${state}/kv`, cachePersist: `${state}/cache-${port}` }));
}

beforeAll(async () => {
  proxy = await startDelayProxy({ port: PROXY_PORT, target: inject("cmsUrl"), delayMs: 0 });
  for (const i of [0, 1]) await dataCentre(i);
});

afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  await proxy?.stop();
  rmSync(state, { recursive: true, force: true });
});

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
/** The page with its nonce blanked: two answers of one render differ by nothing else. */
const withoutNonce = async (res: Response) => (await res.text()).replaceAll(nonceOf(res)!, "");

describe("the global tier across data centres", () => {
  const rendered = new Map<string, string>();

  it("serves pages in a data centre that never saw them from the other's render, with its own nonce, without asking the CMS", async () => {
    for (const path of PAGES) {
      const res = await fetch(`${site(0)}${path}`);
      expect(res.status).toBe(200);
      rendered.set(path, await withoutNonce(res));
    }
    expect(cmsRequests().length).toBeGreaterThan(0);
    proxy.reset();
    for (const path of PAGES) {
      const res = await fetch(`${site(1)}${path}`);
      expect(res.status).toBe(200);
      // The page itself came from KV: no render, so no CMS call at all, not even one answered from KV.
      expect(res.headers.get("server-timing")).toMatch(/^page;desc="global"$/);
      const nonce = nonceOf(res)!;
      const body = await res.text();
      expect(body).toContain(`nonce="${nonce}"`);
      expect(body.replaceAll(nonce, "")).toBe(rendered.get(path));
    }
    expect(cmsRequests()).toEqual([]);
  });

  it("still serves them in a cold data centre while the CMS is down", async () => {
    await proxy.stop();
    await dataCentre(2);
    for (const path of PAGES) {
      const res = await fetch(`${site(2)}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("server-timing")).toMatch(/^page;desc="global"$/);
    }
  });
});
