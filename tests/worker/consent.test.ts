/** Cookie consent through the whole pipeline in workerd: the banner in every page, hidden on the way out once chosen; the choice's form; the tag manager's gate. */
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { messagesFor } from "../../core/messages";
import { app } from "./app";
import { emptyCmsForEachTest } from "./fake-cms";

const cmsUrl = emptyCmsForEachTest();

const bindings = (vars: Record<string, string>) => ({ ...env, CMS_URL: cmsUrl(), ...vars });
const page = (cookie = "", vars: Record<string, string> = {}) =>
  app.request("https://www.ecole.test/pas/de/page", { headers: cookie ? { cookie } : {} }, bindings(vars), createExecutionContext());
const post = (body: string, headers: Record<string, string> = {}, vars: Record<string, string> = {}) =>
  app.request(
    "https://www.ecole.test/__consent",
    { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...headers } },
    bindings(vars),
    createExecutionContext(),
  );
const bannerTag = (html: string) => /<section id="gestion-cookies"[^>]*>/.exec(html)?.[0] ?? null;

describe("the consent banner", () => {
  it("is in the page, a labelled dialog with a form posting to the edge and the page's own path to come back to", async () => {
    const html = await (await page()).text();
    expect(bannerTag(html)).toBe('<section id="gestion-cookies" class="consent" role="dialog" aria-modal="false" aria-labelledby="consent-title" aria-describedby="consent-text" tabindex="-1">');
    expect(html).toContain('<form class="consent__form container" action="/__consent" method="post"><input type="hidden" name="retour" value="/pas/de/page"/>');
    expect(html).toContain('<a href="#gestion-cookies">Gestion des cookies</a>');
  });

  it("is hidden on the way out for a visitor whose choice is stored, whatever it is; a forged value is no choice", async () => {
    for (const cookie of ["choix-cookies=m0a0", "choix-cookies=m1a1", "a=b; choix-cookies=m1a0"]) {
      expect(bannerTag(await (await page(cookie)).text()), cookie).toContain(" hidden=\"\"");
    }
    expect(bannerTag(await (await page("choix-cookies=oui")).text())).not.toContain("hidden");
  });

  it("is absent, with its footer link, where consent is not required", async () => {
    const html = await (await page("", { CONSENT_REQUIRED: "false" })).text();
    expect(bannerTag(html)).toBeNull();
    expect(html).not.toContain("Gestion des cookies");
  });
});

describe("the choice's form", () => {
  it("stores the choice for six months and leads back to the page (303)", async () => {
    const res = await post("choix=custom&finalite=measurement&retour=%2Fformations%2Fdcg");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/formations/dcg");
    expect(res.headers.getSetCookie()).toEqual(["choix-cookies=m1a0; Max-Age=15724800; Path=/; SameSite=Lax; Secure"]);
  });

  it("a refusal clears the origin cookies and the tags' cookies, on the host and its parent domain", async () => {
    const res = await post("choix=refuse&retour=/", { cookie: "utm_source=salon; origine-tracking=utm_source%3Dsalon; _ga=GA1; _gcl_au=x; i18n_redirected=fr" });
    const set = res.headers.getSetCookie();
    expect(set[0]).toBe("choix-cookies=m0a0; Max-Age=15724800; Path=/; SameSite=Lax; Secure");
    for (const name of ["utm_source", "origine-tracking", "_ga", "_gcl_au"]) {
      expect(set).toContain(`${name}=; Max-Age=0; Path=/`);
      expect(set).toContain(`${name}=; Max-Age=0; Path=/; Domain=ecole.test`);
    }
    expect(set.join("\n")).not.toContain("i18n_redirected");
  });

  it("refuses a choice from another site (403), a made-up one (400) and a huge body (413), and never leads away", async () => {
    const forged = await post("choix=accept", { "sec-fetch-site": "cross-site" });
    expect(forged.status).toBe(403);
    expect(forged.headers.get("content-type")).toContain("text/html");
    expect(await forged.text()).toContain(messagesFor("fr").errors.byStatus[403]!);
    expect(forged.headers.getSetCookie()).toEqual([]);
    // an older browser names the page by its origin only
    expect((await post("choix=accept", { "sec-fetch-site": "", origin: "https://evil.example" })).status).toBe(403);
    expect((await post("choix=accept", { "sec-fetch-site": "", origin: "https://www.ecole.test" })).status).toBe(303);
    const made = await post("choix=%3Cscript%3E");
    expect(made.status).toBe(400);
    expect(await made.text()).not.toContain("<script>");
    expect((await post(`choix=accept&retour=${"a".repeat(17_000)}`)).status).toBe(413);
    expect((await post("choix=accept&retour=%2F%2Fevil.example")).headers.get("location")).toBe("/");
  });
});

describe("the tag manager's gate", () => {
  const bootScript = async (vars: Record<string, string>) => /<script nonce="[^"]+"[^>]*>(window\.__BOOT__=[\s\S]*?)<\/script>/.exec(await (await page("", vars)).text())?.[1] ?? "";

  it("sets Consent Mode's defaults, all denied, and loads the container only for a stored yes", async () => {
    const script = await bootScript({ GTM_ID: "GTM-AB12CD" });
    expect(script).toContain(`t('consent','default',{"analytics_storage":"denied","ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied"});`);
    expect(script).toContain("choix-cookies=m([01])a([01])");
    expect(script).toContain("t('consent','update',{analytics_storage:c[1]==='1'?'granted':'denied',ad_storage:c[2]");
  });

  it("where consent is not required, loads it as before: no gate", async () => {
    const script = await bootScript({ GTM_ID: "GTM-AB12CD", CONSENT_REQUIRED: "false" });
    expect(script).toContain("googletagmanager.com/gtm.js");
    expect(script).not.toContain("consent");
  });
});
