import { describe, expect, it } from "vitest";
import { forCache, servedFromCache } from "./entry";

const OLD = "T2xkTm9uY2VPbGROb25jZQ==";
const NEW = "TmV3Tm9uY2VOZXdOb25jZQ==";
const page = `<!DOCTYPE html><html><head><script nonce="${OLD}">boot()</script></head><body>École<script type="module" nonce="${OLD}" src="/a.js"></script></body></html>`;
const html = { "content-type": "text/html; charset=utf-8", "content-language": "fr" };
const stream = (text: string) => new Response(text).body!;

describe("page-cache entries", () => {
  it("serve the stored page with the request's own nonce in every script, and the kept headers only", async () => {
    const entry = await forCache(stream(page), new Response(null, { headers: { ...html, "set-cookie": "x=1" } }), 30, OLD);
    const served = (await servedFromCache(entry, NEW))!;
    const body = await served.text();
    expect(body).toBe(page.replaceAll(OLD, NEW));
    expect(served.headers.get("content-language")).toBe("fr");
    expect(served.headers.get("set-cookie")).toBeNull();
  });

  it("never serve a document stored without its nonce's place (an older deploy's entry): it is rendered again", async () => {
    const older = new Response(page, { headers: html });
    expect(await servedFromCache(older, NEW)).toBeNull();
  });

  it("serve data without scripts as stored", async () => {
    const data = await forCache(stream('{"page":1}'), new Response(null, { headers: { "content-type": "application/json" } }), 30, OLD);
    expect(await (await servedFromCache(data, NEW))!.text()).toBe('{"page":1}');
  });
});
