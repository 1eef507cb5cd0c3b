/**
 * Open days in workerd through the whole pipeline, the CMS answered by a fake: the page and its filters, the next open
 * days on other pages, the registration hand-off, the calendar files (read back with ical.js), bad input, a CMS
 * without the later fields, and a publish refreshing a subscribed calendar.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parisDay } from "../../core/dates";
import type { Bindings } from "../../worker/env";
import { app } from "./app";
import { ACCEPTED_CONSENT } from "./consent-cookie";
import { fakeCms, json, uniqueCmsUrl, type SeenCall } from "./fake-cms";
import { publishThroughWebhook } from "./publish";

/** An instant `days` from today (Paris), at a UTC hour: 9 is 10:00 in Paris in winter, 11:00 in summer. */
function at(days: number, hourUtc: number): string {
  const [y, m, d] = parisDay(new Date()).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days, hourUtc)).toISOString();
}

const place = (slug: string, city: string, address: string, zipCode: string) => ({ title: `Campus de ${city}`, slug, address, zipCode, city, latitude: 45.76, longitude: 4.83 });
const LYON = place("lyon", "Lyon", "47 rue de la République", "69002");

const openDay = (slug: string, days: number, fields: Record<string, unknown> = {}) => ({
  documentId: `doc-${slug}`,
  title: `Journée portes ouvertes ${slug}`,
  slug,
  description: "Visite du campus, rencontres avec les formateurs.",
  type: "portes-ouvertes",
  url: `https://candidature.example-ecole.fr/jpo/${slug}`,
  dateStart: at(days, 9),
  dateEnd: at(days, 16),
  campus: LYON,
  eventStatus: "prevu",
  previousDateStart: null,
  attendance: "sur-place",
  takesRegistration: true,
  createdAt: at(-30, 8),
  updatedAt: at(-2, 8),
  ...fields,
});

function events() {
  return [
    openDay("po-lyon", 10),
    openDay("po-en-ligne", 12, { campus: null, attendance: "en-ligne", url: null }),
    openDay("po-bordeaux", 21, { campus: place("bordeaux", "Bordeaux", "33 cours de l’Intendance", "33000"), eventStatus: "reporte", previousDateStart: at(14, 9) }),
    openDay("po-toulouse", 28, { campus: place("toulouse", "Toulouse", "5 allées Jean-Jaurès", "31000"), eventStatus: "annule" }),
    openDay("admission-lille", 30, { type: "epreuve-admission", campus: place("lille", "Lille", "9 rue Nationale", "59000") }),
    openDay("po-nice", 35, { campus: place("nice", "Nice", "1 promenade, des Anglais; bât. B", "06000"), url: "https://evil.example/jpo" }),
    openDay("po-nantes", 40, { campus: place("nantes", "Nantes", "21 quai de la Fosse", "44000"), takesRegistration: false }),
    openDay("conference-lyon", 11, { type: "conference", title: "Conférence à Lyon" }),
  ];
}
const PAST = openDay("po-tours", -5, { campus: place("tours", "Tours", "1 rue Nationale", "37000") });
const CAMPUSES = ["lyon", "bordeaux", "toulouse", "lille", "nice", "nantes", "tours", "paris"].map((slug) => ({ slug, title: `Campus ${slug}`, city: slug, region: "France", image: null }));
const SETTINGS = { siteName: "École Exemple", eventRegistrationUrl: "https://candidature.example-ecole.fr/journees-portes-ouvertes" };

let cmsUrl: string;
let listed: ReturnType<typeof events>;
let settings: Record<string, unknown>;
let cms: ReturnType<typeof fakeCms>;

const notFound = () => json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, 404);

/** The CMS's events answers: by slug (past ones too), every slug (the listing), the open days' types, or all upcoming. */
function eventsAnswer(query: URLSearchParams) {
  const all = [...listed, PAST];
  const slug = query.get("filters[slug][$eq]");
  if (slug !== null) return json({ data: all.filter((e) => e.slug === slug) });
  if (query.get("fields[0]") === "slug") {
    return json({ data: all.map(({ slug, updatedAt }) => ({ slug, updatedAt })), meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: all.length } } });
  }
  const types = [...query.entries()].filter(([key]) => key.includes("[type][$in]")).map(([, value]) => value);
  return json({ data: listed.filter((e) => !types.length || types.includes(e.type)) });
}

function answer(call: SeenCall): Response {
  const path = call.url.pathname.replace(/^\/api/, "");
  if (path === "/events") return eventsAnswer(call.url.searchParams);
  if (path === "/campuses") return json({ data: CAMPUSES });
  if (path === "/users/me") return json(settings);
  return notFound();
}

beforeEach(() => {
  cmsUrl = uniqueCmsUrl();
  listed = events();
  settings = SETTINGS;
  cms = fakeCms(answer);
});
afterEach(() => vi.restoreAllMocks());

async function get(path: string, headers: Record<string, string> = {}, vars: Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(`http://localhost${path}`, { headers, redirect: "manual" }, { ...(env as unknown as Bindings), CMS_URL: cmsUrl, ...vars }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, page: /page;desc="(\w+)"/.exec(res.headers.get("server-timing") ?? "")?.[1] };
}

/** A calendar file's events as ical.js reads them. */
function calendarOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)) };
}

/** The slugs of the open days a page shows, in its order (each card's title links to its event). */
const cards = (html: string) => [...html.matchAll(/<article class="open-day[^"]*">[\s\S]*?<a href="\/agenda\/([a-z0-9-]+)"/g)].map((m) => m[1]);

describe("/journees-portes-ouvertes", () => {
  it("lists the upcoming open days and admissions days by month, soonest first, with their state, and no other event", async () => {
    const { res, body } = await get("/journees-portes-ouvertes");
    expect(res.status).toBe(200);
    expect(cards(body)).toEqual(["po-lyon", "po-en-ligne", "po-bordeaux", "po-toulouse", "admission-lille", "po-nice", "po-nantes"]);
    expect(body).toMatch(/<h1 class="page-intro__title">Journées portes ouvertes<\/h1>/);
    // one heading a month, below the page's h1
    expect(body).toMatch(/<h2 id="mois-\d{4}-\d{2}">[A-ZÉ][a-zéû]+ \d{4}<\/h2>/);
    expect(body).not.toMatch(/<h3[^>]*>.*Conférence à Lyon/);
    expect(body).toContain("Reporté\u00a0: initialement prévu le ");
    expect(body).toContain('<span class="tag tag--annule">Annulé</span>');
    expect(body).toContain("Cet évènement est annulé.");
    expect(body).toContain("47 rue de la République, 69002 Lyon");
  });

  it("writes each day in French typography, « samedi 5 décembre, 10 h – 17 h »", async () => {
    const { body } = await get("/journees-portes-ouvertes");
    expect(body).toMatch(/<time dateTime="[^"]+">(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (1er|\d{1,2})\u00a0[a-zéû]+( \d{4})?, \d{1,2}\u00a0h\u00a0– \d{1,2}\u00a0h<\/time>/);
  });

  it("an event's page writes its hours the same way, « 10 h – 17 h »", async () => {
    const { body } = await get("/agenda/po-lyon");
    expect(body).toMatch(/<dt>Horaire<\/dt><dd>(10\u00a0h\u00a0– 17|11\u00a0h\u00a0– 18)\u00a0h<\/dd>/);
  });

  it("offers registration through the site's hand-off, only where it leads to the CRM: none when cancelled, off-CRM or taking none", async () => {
    const { body } = await get("/journees-portes-ouvertes");
    const registering = [...body.matchAll(/href="\/agenda\/([a-z0-9-]+)\/inscription" rel="nofollow"/g)].map((m) => m[1]);
    expect(registering).toEqual(["po-lyon", "po-en-ligne", "po-bordeaux", "admission-lille"]);
    // every open day not cancelled has its calendar file
    const files = [...body.matchAll(/href="\/agenda\/([a-z0-9-]+)\/calendrier\.ics"/g)].map((m) => m[1]);
    expect(files).toEqual(["po-lyon", "po-en-ligne", "po-bordeaux", "admission-lille", "po-nice", "po-nantes"]);
  });

  it("filters by kind with links and by campus with a GET form, without JavaScript; one filter is a page of its own", async () => {
    const online = await get("/journees-portes-ouvertes?format=en-ligne");
    expect(cards(online.body)).toEqual(["po-en-ligne"]);
    expect(online.body).toMatch(/<a class="chip chip--current" href="\/journees-portes-ouvertes\?format=en-ligne" aria-current="true">En ligne<\/a>/);
    expect(online.body).toContain('<link rel="canonical" href="http://localhost/journees-portes-ouvertes?format=en-ligne"/>');
    expect(cards((await get("/journees-portes-ouvertes?format=admission")).body)).toEqual(["admission-lille"]);

    const lyon = await get("/journees-portes-ouvertes?campus=lyon");
    expect(cards(lyon.body)).toEqual(["po-lyon"]);
    expect(lyon.body).toMatch(/<form class="campus-filter" action="\/journees-portes-ouvertes" method="get">/);
    expect(lyon.body).toMatch(/<option value="lyon" selected="">Campus lyon<\/option>/);
    expect(lyon.body).toContain("<h1 class=\"page-intro__title\">Journées portes ouvertes – Campus lyon</h1>");
    // the kind's links keep the campus, the form keeps the kind
    expect(lyon.body).toContain('href="/journees-portes-ouvertes?campus=lyon&amp;format=en-ligne"');
    expect((await get("/journees-portes-ouvertes?campus=lyon&format=en-ligne")).body).toContain('<input type="hidden" name="format" value="en-ligne"/>');

    const both = await get("/journees-portes-ouvertes?campus=lyon&format=sur-le-campus");
    expect(cards(both.body)).toEqual(["po-lyon"]);
    expect(both.body).toContain('<meta name="robots" content="noindex');
  });

  it("offers a chosen campus's calendar to subscribe to (webcal://) and its file", async () => {
    const { body } = await get("/journees-portes-ouvertes?campus=lyon");
    expect(body).toContain('href="webcal://localhost/campus/lyon/journees-portes-ouvertes.ics"');
    expect(body).toContain('href="http://localhost/campus/lyon/journees-portes-ouvertes.ics" rel="nofollow"');
    expect((await get("/journees-portes-ouvertes")).body).not.toContain("webcal://");
  });

  it("says so when nothing matches, with the way back to every open day", async () => {
    const { res, body } = await get("/journees-portes-ouvertes?campus=paris");
    expect(res.status).toBe(200);
    expect(body).toContain("Aucune journée portes ouvertes ne correspond à ces filtres pour le moment.");
    expect(body).toContain('<a href="/journees-portes-ouvertes">Voir toutes les journées portes ouvertes</a>');
  });

  it("drops a campus that is none (redirect), ignores an unknown kind, and never reflects either", async () => {
    const made = await get("/journees-portes-ouvertes?campus=atlantide&format=en-ligne");
    expect(made.res.status).toBe(302);
    expect(made.res.headers.get("location")).toBe("/journees-portes-ouvertes?format=en-ligne");
    const odd = await get(`/journees-portes-ouvertes?campus=${encodeURIComponent('"><script>alert(1)</script>')}&format=${encodeURIComponent("<b>")}`);
    expect(odd.res.status).toBe(200);
    expect(odd.body).not.toContain("<script>alert(1)");
    expect(odd.body).not.toContain("<b>");
    expect(cards(odd.body)).toHaveLength(7);
  });

  it("reads the open days from one CMS answer, whatever the filters", async () => {
    for (const query of ["", "?format=en-ligne", "?campus=lyon", "?campus=lille&format=admission"]) await get(`/journees-portes-ouvertes${query}`);
    const openDayCalls = cms.to("/events").filter((call) => [...call.url.searchParams.keys()].some((key) => key.includes("[type][$in]")));
    expect(new Set(openDayCalls.map((call) => call.url.href)).size).toBe(1);
  });
});

describe("the next open day where a visitor decides", () => {
  it("on a campus page: the date, the hours, the registration and its calendar; a cancelled one is no next open day", async () => {
    cms = fakeCms((call) => (call.url.pathname.startsWith("/api/campuses/") ? json({ data: { title: "Campus de Toulouse", slug: call.url.pathname.split("/").pop() } }) : answer(call)));
    const lyon = await get("/campus/lyon");
    const block = /<section class="next-open-day"[\s\S]*?<\/section>/.exec(lyon.body)?.[0] ?? "";
    expect(block).toContain("Prochaine journée portes ouvertes");
    expect(block).toMatch(/, 10\u00a0h\u00a0– 17\u00a0h|, 11\u00a0h\u00a0– 18\u00a0h/);
    expect(block).toContain('href="/agenda/po-lyon/inscription"');
    expect(block).toContain('href="/agenda/po-lyon/calendrier.ics"');
    expect(block).toContain('href="webcal://localhost/campus/lyon/journees-portes-ouvertes.ics"');
    const toulouse = /<section class="next-open-day"[\s\S]*?<\/section>/.exec((await get("/campus/toulouse")).body)?.[0] ?? "";
    expect(toulouse).toContain("Aucune journée portes ouvertes n’est annoncée pour le moment sur ce campus.");
    expect(toulouse).toContain("webcal://localhost/campus/toulouse/journees-portes-ouvertes.ics");
  });

  it("on the home page: the next open days, cancelled ones left out", async () => {
    const { body } = await get("/");
    const block = /<section class="panel container" aria-labelledby="home-open-days-title">[\s\S]*?<\/section>/.exec(body)?.[0] ?? "";
    expect(cards(block)).toEqual(["po-lyon", "po-en-ligne", "po-bordeaux"]);
    expect(block).toContain('href="/journees-portes-ouvertes"');
  });

  it("on a programme page: the next open day of each campus teaching it", async () => {
    cms = fakeCms((call) => {
      if (call.url.pathname !== "/api/formations") return answer(call);
      if (call.url.searchParams.get("fields[0]") === "slug") return json({ data: [{ slug: "dcg" }], meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } } });
      const campuses = ["toulouse", "lille", "lyon", "paris"].map((slug) => ({ slug, title: `Campus ${slug}`, city: slug }));
      return json({ data: [{ title: "DCG", slug: "dcg", category: "dcg-dscg", entryLevel: 0, graduationLevel: 3, campuses }] });
    });
    const { res, body } = await get("/formations/dcg");
    expect(res.status).toBe(200);
    const lines = /<ul class="open-day-lines">[\s\S]*?<\/ul>/.exec(body)?.[0] ?? "";
    // Lyon's first, then Lille's admissions day; Toulouse's is cancelled and Paris has none
    expect([...lines.matchAll(/href="\/agenda\/([a-z0-9-]+)"/g)].map((m) => m[1])).toEqual(["po-lyon", "admission-lille"]);
  });
});

describe("/agenda/{slug}/inscription", () => {
  const location = (res: Response) => new URL(res.headers.get("location")!, "http://localhost");

  it("answers 302 to the CRM form with the event's slug, campus and day, and the stored origin when the visitor said yes", async () => {
    const cookie = `${ACCEPTED_CONSENT}; origine-tracking=${encodeURIComponent("utm_source=salon&utm_medium=qr&utm_campaign=jpo")}`;
    const { res } = await get("/agenda/po-lyon/inscription", { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const to = location(res);
    expect(to.origin + to.pathname).toBe("https://candidature.example-ecole.fr/jpo/po-lyon");
    expect(Object.fromEntries(to.searchParams)).toEqual({
      event: "po-lyon",
      campus: "lyon",
      date: parisDay(new Date(at(10, 9))),
      utm_source: "salon",
      utm_medium: "qr",
      utm_campaign: "jpo",
    });
  });

  it("leaves the origin out without the visitor's yes", async () => {
    const { res } = await get("/agenda/po-lyon/inscription", { cookie: `origine-tracking=${encodeURIComponent("utm_source=salon")}` });
    expect([...location(res).searchParams.keys()]).toEqual(["event", "campus", "date"]);
  });

  it("registers an event naming no form on the website settings' one; an online one has no campus to say", async () => {
    const to = location((await get("/agenda/po-en-ligne/inscription")).res);
    expect(to.origin + to.pathname).toBe("https://candidature.example-ecole.fr/journees-portes-ouvertes");
    expect([...to.searchParams.keys()]).toEqual(["event", "date"]);
  });

  it("a stale link (the event over, or cancelled), an event taking none, or a form off the CRM's origins: the event's page, which says why", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const slug of ["po-tours", "po-toulouse", "po-nantes", "po-nice"]) {
      const { res } = await get(`/agenda/${slug}/inscription`);
      expect(res.status, slug).toBe(302);
      expect(res.headers.get("location"), slug).toBe(`/agenda/${slug}`);
    }
    expect(warn.mock.calls.map((args) => String(args[0]))).toEqual([expect.stringContaining("https://evil.example/jpo")]);
    const over = await get("/agenda/po-tours");
    expect(over.res.status).toBe(200);
    expect(over.body).toContain("Cet évènement est terminé.");
    expect(over.body).not.toContain("/agenda/po-tours/inscription");
    expect(over.body).not.toContain("/agenda/po-tours/calendrier.ics");
    const cancelled = await get("/agenda/po-toulouse");
    expect(cancelled.body).toContain("Cet évènement est annulé.");
    expect(cancelled.body).not.toContain("/agenda/po-toulouse/inscription");
  });

  it("an unknown event is the 404 page; an odd slug never reaches the CMS", async () => {
    const unknown = await get("/agenda/pas-un-evenement/inscription");
    expect(unknown.res.status).toBe(404);
    expect(unknown.body).toContain("Oops cette page n&#x27;existe pas (ou plus)");
    const before = cms.to("/events").filter((call) => call.url.searchParams.has("filters[slug][$eq]")).length;
    for (const path of ["/agenda/po_lyon!/inscription", "/agenda/%3Cb%3E/inscription", `/agenda/${"a".repeat(300)}/inscription`]) {
      const { res, body } = await get(path);
      expect(res.status, path).toBe(404);
      expect(body).not.toContain("<b>");
    }
    expect(cms.to("/events").filter((call) => call.url.searchParams.has("filters[slug][$eq]")).length).toBe(before);
  });
});

describe("/agenda/{slug}/calendrier.ics", () => {
  it("is one VEVENT in Paris time with its stable UID, stamp, location, page and state, as text/calendar", async () => {
    const { res, body } = await get("/agenda/po-lyon/calendrier.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="po-lyon.ics"');
    const { calendar, events } = calendarOf(body);
    expect(calendar.getAllSubcomponents("vtimezone")[0]!.getFirstPropertyValue("tzid")).toBe("Europe/Paris");
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toBe("event-doc-po-lyon@localhost");
    expect(event!.startDate.zone.tzid).toBe("Europe/Paris");
    expect(event!.startDate.toJSDate().toISOString()).toBe(at(10, 9));
    expect(event!.endDate.toJSDate().toISOString()).toBe(at(10, 16));
    expect(event!.location).toBe("Campus de Lyon, 47 rue de la République, 69002 Lyon");
    expect(event!.summary).toBe("Journée portes ouvertes po-lyon");
    expect(event!.description).toContain("Inscription\u00a0: http://localhost/agenda/po-lyon/inscription");
    expect(event!.sequence).toBe(0);
    expect(event!.component.getFirstPropertyValue("url")).toBe("http://localhost/agenda/po-lyon");
    expect(event!.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event!.component.hasProperty("dtstamp")).toBe(true);
    // the same UID on a second reading: a calendar updates its copy
    expect(calendarOf((await get("/agenda/po-lyon/calendrier.ics")).body).events[0]!.uid).toBe(event!.uid);
  });

  it("a cancelled event says CANCELLED, a moved one its first date, each with a higher SEQUENCE", async () => {
    const cancelled = calendarOf((await get("/agenda/po-toulouse/calendrier.ics")).body).events[0]!;
    expect(cancelled.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.sequence).toBe(1);
    expect(cancelled.summary).toBe("Annulé\u00a0: Journée portes ouvertes po-toulouse");
    expect(cancelled.description).not.toContain("Inscription");
    const moved = calendarOf((await get("/agenda/po-bordeaux/calendrier.ics")).body).events[0]!;
    expect(moved.sequence).toBe(1);
    expect(moved.description).toContain("Reporté\u00a0: initialement prévu le ");
  });

  it("escapes the address's commas and semicolons; an online event is held online", async () => {
    expect(calendarOf((await get("/agenda/po-nice/calendrier.ics")).body).events[0]!.location).toBe("Campus de Nice, 1 promenade, des Anglais; bât. B, 06000 Nice");
    expect(calendarOf((await get("/agenda/po-en-ligne/calendrier.ics")).body).events[0]!.location).toBe("En ligne");
  });

  it("a past event still has its file; an unknown or odd one is a small 404", async () => {
    expect((await get("/agenda/po-tours/calendrier.ics")).res.status).toBe(200);
    for (const path of ["/agenda/inconnu/calendrier.ics", "/agenda/po_lyon!/calendrier.ics", "/agenda/lyon.ics", "/campus/lyon/autre.ics"]) {
      const { res, body } = await get(path);
      expect(res.status, path).toBe(404);
      expect(body, path).toBe("Fichier introuvable.");
    }
  });
});

describe("/campus/{slug}/journees-portes-ouvertes.ics", () => {
  it("is the campus's open days, named and refreshed twice a day, cached like pages", async () => {
    listed.push(openDay("po-lyon-printemps", 60));
    const first = await get("/campus/lyon/journees-portes-ouvertes.ics");
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const { calendar, events } = calendarOf(first.body);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Journées portes ouvertes – Campus lyon");
    expect(String(calendar.getFirstPropertyValue("refresh-interval"))).toBe("PT12H");
    expect(events.map((e) => e.uid)).toEqual(["event-doc-po-lyon@localhost", "event-doc-po-lyon-printemps@localhost"]);
    expect(first.page).toBe("miss");
    expect((await get("/campus/lyon/journees-portes-ouvertes.ics")).page).toBe("hit");
  });

  it("keeps a cancelled open day in the calendar, CANCELLED, so subscribers see it go", async () => {
    const { events } = calendarOf((await get("/campus/toulouse/journees-portes-ouvertes.ics")).body);
    expect(events.map((e) => e.component.getFirstPropertyValue("status"))).toEqual(["CANCELLED"]);
  });

  it("a campus with none is an empty calendar to subscribe to; an unknown campus is a small 404", async () => {
    const paris = await get("/campus/paris/journees-portes-ouvertes.ics");
    expect(paris.res.status).toBe(200);
    expect(calendarOf(paris.body).events).toEqual([]);
    expect((await get("/campus/atlantide/journees-portes-ouvertes.ics")).res.status).toBe(404);
  });

  it("is refreshed by a publish: an open day cancelled in the CMS is CANCELLED, one more SEQUENCE, in the next reading", async () => {
    await get("/campus/lyon/journees-portes-ouvertes.ics");
    expect((await get("/campus/lyon/journees-portes-ouvertes.ics")).page).toBe("hit");
    listed[0] = { ...listed[0]!, eventStatus: "annule" };
    // without a publish the calendar is the cached one
    expect(calendarOf((await get("/campus/lyon/journees-portes-ouvertes.ics")).body).events[0]!.sequence).toBe(0);
    expect(await publishThroughWebhook({ ...(env as unknown as Bindings), CMS_URL: cmsUrl }, "event")).toBe(202);
    const after = await get("/campus/lyon/journees-portes-ouvertes.ics");
    expect(after.page).toBe("miss");
    const event = calendarOf(after.body).events[0]!;
    expect(event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.sequence).toBe(1);
  });
});

describe("a CMS without the later fields (older content)", () => {
  beforeEach(() => {
    // events as the CMS held them before status, attendance, registration and the campus's address; no default form
    listed = events().map(({ documentId, title, slug, description, type, url, dateStart, dateEnd, campus }) => ({ documentId, title, slug, description, type, url, dateStart, dateEnd, campus: campus && { title: campus.title, slug: campus.slug } })) as never;
    settings = { siteName: "École Exemple" };
  });

  it("shows every open day as planned, registering on its own form, an event without a campus online", async () => {
    const { res, body } = await get("/journees-portes-ouvertes");
    expect(res.status).toBe(200);
    expect(cards(body)).toHaveLength(7);
    expect(body).not.toContain("tag--annule");
    expect(cards((await get("/journees-portes-ouvertes?format=en-ligne")).body)).toEqual(["po-en-ligne"]);
    const registering = [...body.matchAll(/href="\/agenda\/([a-z0-9-]+)\/inscription"/g)].map((m) => m[1]);
    // the online one names no form and there is no default; Nice's is off the CRM's origins
    expect(registering).toEqual(["po-lyon", "po-bordeaux", "po-toulouse", "admission-lille", "po-nantes"]);
  });

  it("writes calendars all the same, the campus's name for a location, the slug for a UID", async () => {
    const { events } = calendarOf((await get("/campus/lyon/journees-portes-ouvertes.ics")).body);
    expect(events[0]!.location).toBe("Campus de Lyon");
    expect(events[0]!.sequence).toBe(0);
    expect(events[0]!.uid).toBe("event-doc-po-lyon@localhost");
  });
});

describe("in English", () => {
  const english = { ENGLISH_ENABLED: "true" };

  it("the page, its filters and calendars under /en, in English", async () => {
    const { res, body } = await get("/en/journees-portes-ouvertes?campus=lyon", {}, english);
    expect(res.status).toBe(200);
    expect(body).toContain('<h1 class="page-intro__title">Open days – Campus lyon</h1>');
    expect(body).toMatch(/<time dateTime="[^"]+">(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2}\u00a0[A-Z][a-z]+( \d{4})?, \d{2}:\d{2}\u00a0– \d{2}:\d{2}<\/time>/);
    expect(body).toContain('href="/en/agenda/po-lyon/inscription"');
    expect(body).toContain('href="webcal://localhost/en/campus/lyon/journees-portes-ouvertes.ics"');
    const calendar = await get("/en/campus/toulouse/journees-portes-ouvertes.ics", {}, english);
    expect(calendarOf(calendar.body).calendar.getFirstPropertyValue("x-wr-calname")).toBe("Open days – Campus toulouse");
    expect(calendarOf(calendar.body).events[0]!.summary).toBe("Cancelled: Journée portes ouvertes po-toulouse");
    expect(location((await get("/en/agenda/po-lyon/inscription", {}, english)).res).searchParams.get("event")).toBe("po-lyon");
  });
  const location = (res: Response) => new URL(res.headers.get("location")!, "http://localhost");
});
