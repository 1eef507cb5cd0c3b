/** The pop-in without JavaScript, in workerd through the whole pipeline: /crm/confirm and pages opened with ?popin=. */
import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app } from "./app";
import { createCmsClient } from "../../worker/cms/client";
import { readConfig } from "../../worker/config";
import type { Bindings } from "../../worker/env";
import { openedPopin, rejectedPopin } from "../../worker/loaders/popin";
import { fakeCms, json, uniqueCmsUrl, type SeenCall } from "./fake-cms";
import { ACCEPTED_CONSENT } from "./consent-cookie";

const ACTIONS = {
  registration: [
    { id: 1, name: "BTS Comptabilité et Gestion", slug: "bts-cg" },
    { id: 2, name: "DCG", slug: "dcg" },
  ],
  contact: [{ id: 1, name: "BTS Comptabilité et Gestion", slug: "bts-cg" }],
  brochure: [{ id: 1, name: "BTS Comptabilité et Gestion", slug: "bts-cg" }],
};
const LINKS: Record<string, string> = {
  "registration/bts-cg/lyon": "https://candidature.example-ecole.fr/bts-cg/lyon",
  "brochure/bts-cg/lyon": "/crm/brochure",
  "contact/bts-cg/lyon": "javascript:alert(document.cookie)",
};

function answer(call: SeenCall): Response {
  const path = call.url.pathname.replace(/^\/api/, "");
  if (path === "/crm-links/actions") return json(ACTIONS);
  if (path === "/crm-links/registration/bts-cg/campuses") return json([{ id: 3, name: "Campus de Lyon", slug: "lyon" }, { id: 4, name: "Campus de Paris", slug: "paris" }]);
  if (path === "/crm-links/registration/dcg/paris") return json({ error: { status: 500, message: "boom" } }, 500);
  const link = LINKS[path.replace("/crm-links/", "")];
  if (link) return json({ url: link });
  if (path === "/campuses" ) return json({ data: [{ title: "Campus de Lyon", slug: "lyon" }, { title: "Campus de Paris", slug: "paris" }, { title: "Campus de Nice", slug: "nice" }] });
  if (path === "/campuses/lyon") return json({ data: { title: "Campus de Lyon", slug: "lyon" } });
  return json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, 404);
}

let cmsUrl: string;
beforeEach(() => {
  cmsUrl = uniqueCmsUrl();
  fakeCms(answer);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const bindings = () => ({ ...(env as unknown as Bindings), CMS_URL: cmsUrl });
const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`https://www.ecole.test${path}`, { headers, redirect: "manual" }, bindings(), createExecutionContext());

describe("/crm/confirm", () => {
  it("answers 302 to the CRM link with campus, course and the stored origin-tracking parameters", async () => {
    const res = await get("/crm/confirm?action=registration&course=bts-cg&campus=lyon&from=/formations/bts-cg", {
      cookie: `other=1; ${ACCEPTED_CONSENT}; origine-tracking=${encodeURIComponent("utm_source=newsletter&utm_medium=email&utm_campaign=rentree")}`,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(
      "https://candidature.example-ecole.fr/bts-cg/lyon?campus=lyon&course=bts-cg&utm_source=newsletter&utm_medium=email&utm_campaign=rentree",
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("resolves a relative link against CANONICAL_HOST, whatever Host the request named", async () => {
    const vars = { ...bindings(), CANONICAL_HOST: "www.ecole.test" };
    const res = await app.request("https://www.ecole.test/crm/confirm?action=brochure&course=bts-cg&campus=lyon", { redirect: "manual" }, vars, createExecutionContext());
    expect(res.headers.get("location")).toBe("https://www.ecole.test/crm/brochure?campus=lyon&course=bts-cg");
    // Another Host is first sent to the canonical one, by the URL stages: never a CRM redirect on it.
    const spoofed = await app.request("https://evil.example/crm/confirm?action=brochure&course=bts-cg&campus=lyon", { redirect: "manual" }, vars, createExecutionContext());
    expect(new URL(spoofed.headers.get("location")!).host).toBe("www.ecole.test");
  });

  it("keeps a relative link relative without CANONICAL_HOST: the browser stays on the address it asked for", async () => {
    const res = await app.request("https://evil.example/crm/confirm?action=brochure&course=bts-cg&campus=lyon", { redirect: "manual" }, bindings(), createExecutionContext());
    expect(res.headers.get("location")).toBe("/crm/brochure?campus=lyon&course=bts-cg");
  });

  it("without both choices: 400, the page behind with the pop-in open and its error line", async () => {
    const res = await get("/crm/confirm?action=registration&course=bts-cg&campus=&from=/pas-de-page/ici/non");
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
    const html = await res.text();
    expect(html).toContain("Vous devez choisir un campus et une formation.");
    expect(html).toMatch(/<dialog id="pop-in-registration"[^>]*open=""/);
    expect(html).toContain("Candidature en ligne");
    // the course stays chosen and the campus list is that course's
    expect(html).toMatch(/<option value="bts-cg" selected="">BTS Comptabilité et Gestion<\/option>/);
    expect(html).toContain('<option value="paris">Campus de Paris</option>');
    expect(html).not.toContain('<option value="nice">');
  });

  it("no link for the pair: 404 'Lien CRM introuvable.' and no redirect", async () => {
    const res = await get("/crm/confirm?action=registration&course=dcg&campus=lyon");
    expect(res.status).toBe(404);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.text()).toContain("Lien CRM introuvable.");
  });

  it("never follows a link that is not a web address (javascript:)", async () => {
    const res = await get("/crm/confirm?action=contact&course=bts-cg&campus=lyon");
    expect(res.status).toBe(404);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.text()).toContain("Lien CRM introuvable.");
  });

  it("a CMS failure is a clear 503 with the generic error line, not a stack trace", async () => {
    const res = await get("/crm/confirm?action=registration&course=dcg&campus=paris");
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("Une erreur est survenue.");
    expect(html).not.toMatch(/at .*\.ts:\d+/);
  });

  it("an unknown action is a bad request", async () => {
    expect((await get("/crm/confirm?action=hack&course=bts-cg&campus=lyon")).status).toBe(400);
    expect((await get("/crm/confirm")).status).toBe(400);
  });

  it("is no open redirect: `from` only chooses a page of this site to show", async () => {
    for (const from of ["//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await get(`/crm/confirm?action=registration&course=&campus=&from=${encodeURIComponent(from)}`);
      expect(res.status).toBe(400);
      expect(res.headers.get("location")).toBeNull();
      expect(await res.text()).not.toContain("evil.example");
    }
  });

  it("does not reflect what it was sent", async () => {
    const res = await get(`/crm/confirm?action=registration&course=${encodeURIComponent('"><script>alert(1)</script>')}&campus=lyon`);
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain("<script>alert(1)");
  });
});

describe("a page opened with ?popin=", () => {
  it("renders the pop-in open, its heading, the action's courses and every campus, for the no-JS form", async () => {
    const res = await get("/pas-de-page/ici/non?popin=registration");
    const html = await res.text();
    expect(html).toMatch(/<dialog id="pop-in-registration"[^>]*open=""/);
    expect(html).toMatch(/<form class="popin__form"[^>]* action="\/crm\/confirm" method="get">/);
    expect(html).toContain('<option value="dcg">DCG</option>');
    expect(html).toContain('<option value="nice">Campus de Nice</option>');
    expect(html).toContain('name="action" value="registration"');
  });

  it("without it, the pop-in's dialogs are in the page, one per action, all closed", async () => {
    const html = await (await get("/pas-de-page/ici/non")).text();
    for (const action of ["registration", "contact", "brochure"]) expect(html).toMatch(new RegExp(`<dialog id="pop-in-${action}"`));
    expect(html).not.toMatch(/<dialog[^>]*open=""/);
  });
});

describe("the edge's pop-in state", () => {
  const cms = () => createCmsClient({ config: readConfig(bindings()), kv: bindings().CMS_KV, locale: "fr", waitUntil: () => {} });

  it("on a formation page: course preselected and named, its campuses listed", async () => {
    const state = await openedPopin(cms(), "registration", { name: "formation", params: { slug: "bts-cg" } });
    expect(state).toMatchObject({
      open: true,
      course: { slug: "bts-cg", name: "BTS Comptabilité et Gestion" },
      campus: null,
      campuses: [{ name: "Campus de Lyon", slug: "lyon" }, { name: "Campus de Paris", slug: "paris" }],
    });
  });

  it("on a campus page: campus preselected with its title", async () => {
    const state = await openedPopin(cms(), "contact", { name: "campus", params: { slug: "lyon" } });
    expect(state.campus).toEqual({ name: "Campus de Lyon", slug: "lyon" });
    expect(state.course).toBeNull();
    expect(state.courses.map((c) => c.slug)).toEqual(["bts-cg"]);
  });

  it("sent back with an unknown course: the course dropped, the campus kept", async () => {
    const state = await rejectedPopin(cms(), "registration", { course: "nope", campus: "nice" }, "missingLink");
    expect(state).toMatchObject({ course: null, campus: { slug: "nice", name: "Campus de Nice" }, error: "missingLink" });
  });
});
