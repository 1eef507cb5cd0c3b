import { describe, expect, it } from "vitest";
import { entryFromStored, entryOf, servedFrom, storedForm } from "./entry";

const OLD = "T2xkTm9uY2VPbGROb25jZQ==";
const NEW = "TmV3Tm9uY2VOZXdOb25jZQ==";
const page = `<!DOCTYPE html><html><head><script nonce="${OLD}">boot()</script></head><body>École<script type="module" nonce="${OLD}" src="/a.js"></script></body></html>`;
const html = { "content-type": "text/html; charset=utf-8", "content-language": "fr" };
const stream = (text: string) => new Response(text).body!;
/** The entry as it comes back from the Cache API. */
const throughStore = async (text: string, headers: Record<string, string>) =>
  (await entryFromStored(storedForm(await entryOf(stream(text), new Response(null, { headers }), OLD), 30)))!;

describe("page-cache entries", () => {
  it("serve the stored page with the request's own nonce in every script, and the kept headers only", async () => {
    const entry = await throughStore(page, { ...html, "set-cookie": "x=1" });
    const served = servedFrom(entry, NEW)!;
    expect(await served.text()).toBe(page.replaceAll(OLD, NEW));
    expect(served.headers.get("content-language")).toBe("fr");
    expect(served.headers.get("set-cookie")).toBeNull();
  });

  it("give each request its own nonce from one entry", async () => {
    const entry = await entryOf(stream(page), new Response(null, { headers: html }), OLD);
    const first = servedFrom(entry, NEW)!;
    const second = servedFrom(entry, OLD.replaceAll("T", "U"))!;
    expect(await first.text()).toBe(page.replaceAll(OLD, NEW));
    expect(await second.text()).toBe(page.replaceAll(OLD, OLD.replaceAll("T", "U")));
  });

  it("never serve a document stored without its nonce's place (an older deploy's entry): it is rendered again", async () => {
    expect(await entryFromStored(new Response(page, { headers: html }))).toBeNull();
  });

  it("refuse a nonce of another length rather than break the page", async () => {
    const entry = await entryOf(stream(page), new Response(null, { headers: html }), OLD);
    expect(servedFrom(entry, "short")).toBeNull();
  });

  it("serve data without scripts as stored", async () => {
    const data = await throughStore('{"page":1}', { "content-type": "application/json" });
    expect(await servedFrom(data, NEW)!.text()).toBe('{"page":1}');
    // Served again from the same bytes: the first answer must not have taken them.
    expect(await servedFrom(data, NEW)!.text()).toBe('{"page":1}');
  });
});
