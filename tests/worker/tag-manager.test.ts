/** The tag manager: in the page, under the nonce, with CSP room, only when GTM_ID is set. */
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "./app";
import { emptyCmsForEachTest } from "./fake-cms";

const cmsUrl = emptyCmsForEachTest();

const page = (vars: Record<string, string>) =>
  app.request("https://www.ecole.test/pas/de/page", {}, { ...env, CMS_URL: cmsUrl(), ...vars }, createExecutionContext());

describe("tag manager", () => {
  it("with GTM_ID: the loader runs in the nonced bootstrap script and the CSP lets it fetch", async () => {
    const res = await page({ GTM_ID: "GTM-AB12CD" });
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    const html = await res.text();
    const script = html.match(/<script nonce="([^"]+)"[^>]*>(window\.__BOOT__=[\s\S]*?)<\/script>/);
    expect(script?.[1]).toBe(nonce);
    expect(script?.[2]).toContain("googletagmanager.com/gtm.js?id=");
    expect(script?.[2]).toContain('"GTM-AB12CD"');
    expect(csp).toMatch(/connect-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/www\.googletagmanager\.com/);
    // the nonce is an attribute of the script, never data the page carries
    expect(html.split(nonce!).length - 1).toBe(html.match(/nonce="/g)?.length);
  });

  it("without GTM_ID: nothing of it, in the page or the CSP", async () => {
    const res = await page({ GTM_ID: "" });
    expect(res.headers.get("content-security-policy")).not.toContain("googletagmanager");
    const html = await res.text();
    expect(html).toContain("window.__BOOT__=");
    expect(html).not.toContain("googletagmanager");
  });

  it("a malformed GTM_ID is refused by the configuration, never written into a script", async () => {
    const res = await page({ GTM_ID: "GTM-1');alert(1);//" });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain("alert(1)");
  });
});
