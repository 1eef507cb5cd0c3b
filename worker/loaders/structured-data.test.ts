import { describe, expect, it } from "vitest";
import { messagesFor } from "../../core/messages";
import type { Event } from "../../contract/model/events";
import type { Formation } from "../../contract/model/formations";
import type { NewsArticle } from "../../contract/model/news";
import type { WebsiteSettings } from "../../contract/model/settings";
import { articleLd, breadcrumbLd, courseLd, eventLd, organisationLd } from "./structured-data";

/** The canonical address of the page: the site's origin, whatever host the request came on. */
const page = (path: string) => new URL(path, "https://www.ecole.test");

const settings = {
  siteName: "École Exemple",
  email: "contact@ecole.test",
  logo: { url: "/uploads/logo.svg" },
  shareImage: { url: "/uploads/partage.png" },
  schools: [{ social: [{ type: "linkedin", url: "https://linkedin.example/ecole", visible: true }, { type: "tiktok", url: "https://tiktok.example/ecole", visible: false }] }],
} as unknown as WebsiteSettings;

/** Every address of a JSON-LD object, wherever it sits. */
const addresses = (value: unknown): string[] =>
  typeof value === "string"
    ? /^[a-z]+:\/\//.test(value) ? [value] : []
    : value && typeof value === "object"
      ? Object.values(value).flatMap(addresses)
      : [];

describe("organisationLd", () => {
  it("names the school with its logo and only the social profiles it shows", () => {
    expect(organisationLd(settings, page("/"), "fr")).toMatchObject({
      "@type": "CollegeOrUniversity",
      name: "École Exemple",
      url: "https://www.ecole.test",
      logo: "https://www.ecole.test/uploads/logo.svg",
      sameAs: ["https://linkedin.example/ecole"],
    });
  });

  it("still says something true without settings", () => {
    const ld = organisationLd(null, page("/"), "fr");
    expect(ld.name).toBe(messagesFor("fr").siteNameFallback);
    expect(ld.sameAs).toBeUndefined();
    expect(ld.logo).toBeUndefined();
  });
});

// The properties search engines document as required for each type.
describe("required properties", () => {
  const formation = { title: "DCG", summary: "", rncp: "RNCP35517", campuses: [{ title: "Campus de Lyon", slug: "lyon", city: "Lyon" }] } as unknown as Formation;
  const event = { title: "Portes ouvertes", slug: "po-lyon", description: "Visitez le campus.", url: null, dateStart: "2026-12-05T10:00:00.000Z", dateEnd: null, campus: { title: "Campus de Lyon", slug: "lyon" }, eventStatus: "prevu", takesRegistration: true } as unknown as Event;
  const news = { title: "Résultats du DCG", slug: "resultats", publishDate: "2026-11-01", summary: "87 %", focusImage: { url: "/uploads/dcg.png" }, cat_news: [] } as unknown as NewsArticle;

  it("Course: name, description and provider (the school)", () => {
    const ld = courseLd(formation, page("/formations/dcg"), settings, "fr");
    expect(ld).toMatchObject({ "@type": "Course", name: "DCG", description: "DCG", provider: { "@type": "CollegeOrUniversity", name: "École Exemple" } });
  });

  it("Event: name, startDate and a location, a place or, without a campus, online", () => {
    expect(eventLd(event, { page: page("/agenda/po-lyon"), settings }, "fr", true)).toMatchObject({
      "@type": "Event",
      name: "Portes ouvertes",
      startDate: "2026-12-05T10:00:00.000Z",
      location: { "@type": "Place", name: "Campus de Lyon", url: "https://www.ecole.test/campus/lyon" },
    });
    const online = eventLd({ ...event, campus: null, url: "https://inscription.example/webinaire" }, { page: page("/agenda/webinaire"), settings }, "fr", true);
    expect(online.location).toEqual({ "@type": "VirtualLocation", url: "https://www.ecole.test/agenda/webinaire" });
    expect(online.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
  });

  it("Event: every property Google recommends, the campus's postal address, free entry on offer while registering is open", () => {
    const placed = {
      ...event,
      dateEnd: "2026-12-05T16:00:00.000Z",
      createdAt: "2026-10-01T08:00:00.000Z",
      campus: { title: "Campus de Lyon", slug: "lyon", address: "47 rue de la République", zipCode: "69002", city: "Lyon" },
    } as Event;
    const ld = eventLd(placed, { page: page("/agenda/po-lyon"), settings }, "fr", true);
    expect(ld).toMatchObject({
      description: "Visitez le campus.",
      endDate: "2026-12-05T16:00:00.000Z",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      image: ["https://www.ecole.test/media/og-50-50/uploads/partage.png"],
      location: { address: { "@type": "PostalAddress", streetAddress: "47 rue de la République", postalCode: "69002", addressLocality: "Lyon", addressCountry: "FR" } },
      organizer: { name: "École Exemple", url: "https://www.ecole.test" },
      performer: { name: "École Exemple" },
      offers: { "@type": "Offer", price: 0, priceCurrency: "EUR", availability: "https://schema.org/InStock", url: "https://www.ecole.test/agenda/po-lyon", validFrom: "2026-10-01T08:00:00.000Z" },
    });
    expect(ld.previousStartDate).toBeUndefined();
    // closed to registration: still free, no longer on offer
    expect(eventLd(placed, { page: page("/agenda/po-lyon"), settings }, "fr", false).offers.availability).toBeUndefined();
  });

  it("Event: a cancelled one says so; a moved one keeps the date it was first announced for", () => {
    const ld = (changes: Partial<Event>) => eventLd({ ...event, ...changes } as Event, { page: page("/agenda/po-lyon"), settings }, "fr", false);
    expect(ld({ eventStatus: "annule" }).eventStatus).toBe("https://schema.org/EventCancelled");
    const moved = ld({ eventStatus: "reporte", previousDateStart: "2026-11-28T09:00:00.000Z" });
    expect(moved.eventStatus).toBe("https://schema.org/EventRescheduled");
    expect(moved.previousStartDate).toBe("2026-11-28T09:00:00.000Z");
    // online by the editor's word, though held by a campus
    expect(ld({ attendance: "en-ligne" }).location).toEqual({ "@type": "VirtualLocation", url: "https://www.ecole.test/agenda/po-lyon" });
  });

  it("NewsArticle: headline, image (its own, else the share image) and datePublished", () => {
    expect(articleLd(news, page("/actualites/resultats"), settings, "fr")).toMatchObject({
      "@type": "NewsArticle",
      headline: "Résultats du DCG",
      image: ["https://www.ecole.test/media/og-50-50/uploads/dcg.png"],
      datePublished: "2026-11-01",
    });
    expect(articleLd({ ...news, focusImage: null }, page("/actualites/resultats"), settings, "fr").image).toEqual(["https://www.ecole.test/media/og-50-50/uploads/partage.png"]);
  });

  it("BreadcrumbList: items with position, name and an absolute item, home first", () => {
    expect(breadcrumbLd(page("/formations/dcg"), "fr", [["Formations", "/formations"], ["DCG", "/formations/dcg"]]).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: "https://www.ecole.test/" },
      { "@type": "ListItem", position: 2, name: "Formations", item: "https://www.ecole.test/formations" },
      { "@type": "ListItem", position: 3, name: "DCG", item: "https://www.ecole.test/formations/dcg" },
    ]);
  });

  it("names the site by the canonical page's origin only", () => {
    const all = [courseLd(formation, page("/formations/dcg"), settings, "fr"), eventLd(event, { page: page("/agenda/po-lyon"), settings }, "fr", true), articleLd(news, page("/actualites/r"), settings, "fr")].flatMap(addresses);
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((url) => !url.startsWith("https://www.ecole.test/") && url !== "https://www.ecole.test" && !url.startsWith("https://schema.org"))).toEqual([]);
  });
});
