/** The chrome's CMS calls (menus, campuses) and the site loader, in workerd, against small fake CMS answers. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { menu, menuCampuses } from "../../worker/cms/calls/menus";
import type { CmsCall, CmsClient } from "../../worker/cms/client";
import { cmsUrl } from "../../worker/cms/query";
import { loadChrome } from "../../worker/loaders/chrome";

const NAVBAR_ANSWER = {
  data: [
    {
      id: 1,
      type: "navbarproto",
      body: [
        { __component: "core.campus", id: 1, label: "Nos campus", slug: "campus", url: "/campus" },
        {
          __component: "core.menu-dropdown",
          id: 2,
          label: "Admission",
          url: "/admission",
          menu_sections: [{ id: 3, Titre: "Intégrer l’école", items: [{ id: 4, label: "Tarifs", url: "/admission/admissions-et-tarifs" }] }],
        },
        { __component: "core.menu", id: 5, label: "Actualités", url: null, items: [{ id: 6, label: "Blog", url: "/blog" }] },
        { __component: "sections.unknown-widget", id: 7, label: "Nouveau" },
      ],
    },
    { id: 2, type: "navbarproto", body: [{ __component: "core.menu-item", id: 8, label: "Ignored", url: "/x" }] },
  ],
  meta: {},
};

describe("menu call", () => {
  it("asks for one record of the type and leaves the populate to the CMS's menu route, as the spec's call does", () => {
    const url = decodeURIComponent(cmsUrl("http://cms.test", menu("footer").path, menu("footer").query));
    expect(url).toContain("/api/menu-enrichis?");
    expect(url).toContain("filters[type][$eq]=footer");
    expect(url).not.toContain("populate");
  });

  it("reads the first record's body and leaves unknown components out", () => {
    const body = v.parse(menu("navbarproto").schema, NAVBAR_ANSWER);
    expect(body.map((entry) => entry.__component)).toEqual(["core.campus", "core.menu-dropdown", "core.menu"]);
    const dropdown = body[1];
    expect(dropdown?.__component === "core.menu-dropdown" && dropdown.menu_sections[0]?.items[0]?.url).toBe("/admission/admissions-et-tarifs");
  });

  it("answers an empty menu when no record exists, and refuses a broken entry", () => {
    expect(v.parse(menu("footer").schema, { data: [] })).toEqual([]);
    const broken = { data: [{ type: "footer", body: [{ __component: "core.menu-item", label: "Sans lien" }] }] };
    expect(v.safeParse(menu("footer").schema, broken).success).toBe(false);
  });

  it("lists campuses by title, more than the mega-menu shows", () => {
    const call = menuCampuses();
    const url = decodeURIComponent(cmsUrl("http://cms.test", call.path, call.query));
    expect(url).toContain("/api/campuses?fields[0]=title&fields[1]=slug&fields[2]=city&sort[0]=city:asc&sort[1]=title:asc&pagination[limit]=100");
    expect(v.parse(call.schema, { data: [{ title: "Campus de Lyon", slug: "lyon", city: null }] })).toEqual([{ title: "Campus de Lyon", slug: "lyon", city: "" }]);
  });
});

/** A CMS client answering by call name; calls named in `failing` fail like a silent call does. */
function fakeClient(answers: Record<string, unknown>, failing: string[] = []) {
  const started: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const client: CmsClient = {
    locale: "fr",
    async get<S extends v.GenericSchema>(call: CmsCall<S>) {
      started.push(call.name);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      if (failing.includes(call.name)) throw new Error(`${call.name} is down`);
      return v.parse(call.schema, answers[call.name]);
    },
    async silent<S extends v.GenericSchema>(call: CmsCall<S>) {
      try {
        return await client.get(call);
      } catch {
        return null;
      }
    },
  };
  return { client, started, maxInFlight: () => maxInFlight };
}

const EVENT = (slug: string) => ({ title: slug, slug, description: "", url: null, dateStart: "2030-01-10", dateEnd: null, campus: null });

describe("loadChrome", () => {
  const answers = {
    settings: { siteName: "École", schools: [] },
    "menu-navbarproto": NAVBAR_ANSWER,
    "menu-footer": { data: [{ type: "footer", body: [{ __component: "core.menu-item", label: "Contact", url: "/contact" }] }] },
    "menu-campuses": { data: [{ title: "Campus de Lyon", slug: "lyon", city: "Lyon" }] },
    events: { data: ["a", "b", "c", "d"].map(EVENT) },
  };

  it("loads settings, both menus, campuses and the next events at once", async () => {
    const fake = fakeClient(answers);
    const site = await loadChrome(fake.client, "2030-01-01");
    expect(fake.maxInFlight()).toBe(5);
    expect(site.settings?.siteName).toBe("École");
    expect(site.navbar).toHaveLength(3);
    expect(site.footer).toEqual([{ __component: "core.menu-item", label: "Contact", url: "/contact" }]);
    expect(site.campuses).toEqual([{ title: "Campus de Lyon", slug: "lyon", city: "Lyon" }]);
    expect(site.events.map((e) => e.slug)).toEqual(["a", "b", "c"]);
  });

  it("leaves a part empty when its call fails, never failing the page", async () => {
    const fake = fakeClient(answers, ["menu-navbarproto", "menu-campuses", "events", "settings"]);
    const site = await loadChrome(fake.client, "2030-01-01");
    expect(site).toEqual({ settings: null, navbar: [], footer: [{ __component: "core.menu-item", label: "Contact", url: "/contact" }], campuses: [], events: [] });
  });
});
