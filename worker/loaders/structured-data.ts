/**
 * JSON-LD for search engines (schema.org): the school, articles, events, courses, campuses, breadcrumbs.
 * Every address is built on the page's canonical URL, so structured data and canonical link agree.
 */
import { routePath } from "../../core/routes";
import type { Campus } from "../../contract/model/campuses";
import type { Event } from "../../contract/model/events";
import type { Formation } from "../../contract/model/formations";
import type { NewsArticle } from "../../contract/model/news";
import type { WebsiteSettings } from "../../contract/model/settings";
import type { Locale } from "../../core/constants";
import { isOnline } from "../../core/events";
import { messagesFor } from "../../core/messages";
import { sharedAs } from "./head";
import type { LdContext } from "./types";

/** CMS media URLs are site-relative (/uploads/…); search engines need them whole. */
const absoluteUrl = (path: string, page: URL) => new URL(path, page.origin).href;

export const schoolName = (settings: WebsiteSettings | null, locale: Locale) => settings?.siteName || messagesFor(locale).siteNameFallback;

const school = (settings: WebsiteSettings | null, page: URL, locale: Locale) => ({ "@type": "CollegeOrUniversity", name: schoolName(settings, locale), url: page.origin });

/** The trail's paths are the page's language's (under /en in English); home comes first. */
export function breadcrumbLd(page: URL, locale: Locale, trail: [label: string, path: string][]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [[messagesFor(locale).common.home, routePath("home", {}, locale)] as const, ...trail].map(([name, path], i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item: absoluteUrl(path, page),
    })),
  };
}

/** A news item or blog post; without a picture of its own, the school's share image stands for it. */
export function articleLd(article: NewsArticle, page: URL, settings: WebsiteSettings | null, locale: Locale) {
  const picture = article.focusImage ?? settings?.shareImage;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.summary || undefined,
    datePublished: article.publishDate,
    image: picture ? [sharedAs(picture, page.origin).url] : undefined,
    author: school(settings, page, locale),
    publisher: school(settings, page, locale),
    mainEntityOfPage: page.href,
  };
}

const EVENT_STATUS: Record<Event["eventStatus"], string> = {
  prevu: "https://schema.org/EventScheduled",
  annule: "https://schema.org/EventCancelled",
  reporte: "https://schema.org/EventRescheduled",
};

/** Where an event happens: its campus as a Place with its postal address, or, online, its page. */
function eventLocation(event: Event, page: URL, locale: Locale) {
  const { campus } = event;
  if (isOnline(event) || !campus) return { "@type": "VirtualLocation", url: page.href };
  return {
    "@type": "Place",
    name: campus.title,
    address: { "@type": "PostalAddress", streetAddress: campus.address || undefined, postalCode: campus.zipCode || undefined, addressLocality: campus.city || campus.title, addressCountry: "FR" },
    url: absoluteUrl(routePath("campus", { slug: campus.slug }, locale), page),
  };
}

/**
 * An event with what search engines ask of one: its state (a move keeps the first date), how it is attended and where,
 * the school as its organiser and host, a picture (the school's share image when it has none), and free entry, on
 * offer while registering is open.
 */
export function eventLd(event: Event, { page, settings }: LdContext, locale: Locale, registering: boolean) {
  const picture = event.image ?? settings?.shareImage;
  const host = school(settings, page, locale);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description || event.title,
    startDate: event.dateStart,
    endDate: event.dateEnd ?? undefined,
    eventStatus: EVENT_STATUS[event.eventStatus],
    previousStartDate: event.eventStatus === "reporte" ? (event.previousDateStart ?? undefined) : undefined,
    eventAttendanceMode: `https://schema.org/${isOnline(event) ? "Online" : "Offline"}EventAttendanceMode`,
    location: eventLocation(event, page, locale),
    image: picture ? [sharedAs(picture, page.origin).url] : undefined,
    organizer: host,
    performer: host,
    url: page.href,
    offers: {
      "@type": "Offer",
      url: page.href,
      price: 0,
      priceCurrency: "EUR",
      availability: registering ? "https://schema.org/InStock" : undefined,
      validFrom: event.createdAt ?? undefined,
    },
  };
}

export function courseLd(formation: Formation, page: URL, settings: WebsiteSettings | null, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: formation.title,
    description: formation.summary || formation.title,
    url: page.href,
    provider: { ...school(settings, page, locale), sameAs: page.origin },
    // The certification by its RNCP code; schema.org has no property for pass or employment rates (they stay in the page's table).
    educationalCredentialAwarded: formation.rncp
      ? { "@type": "EducationalOccupationalCredential", name: formation.rncp, identifier: { "@type": "PropertyValue", propertyID: "RNCP", value: formation.rncp } }
      : undefined,
    hasCourseInstance: formation.campuses.map((campus) => ({
      "@type": "CourseInstance",
      courseMode: "Onsite",
      location: { "@type": "Place", name: campus.title, address: campus.city || campus.title },
    })),
  };
}

export function campusLd(campus: Campus, page: URL) {
  return {
    "@context": "https://schema.org",
    "@type": "CollegeOrUniversity",
    name: campus.title,
    address: { "@type": "PostalAddress", streetAddress: campus.address, postalCode: campus.zipCode, addressLocality: campus.city, addressCountry: "FR" },
    telephone: campus.phone || undefined,
    email: campus.email || undefined,
    url: page.href,
  };
}

/** The school group itself, on the home page: name, logo and the social profiles it shows. */
export function organisationLd(settings: WebsiteSettings | null, page: URL, locale: Locale) {
  const socials = settings?.schools?.[0]?.social?.filter((s) => s.visible).map((s) => s.url) ?? [];
  return {
    "@context": "https://schema.org",
    ...school(settings, page, locale),
    logo: settings?.logo ? absoluteUrl(settings.logo.url, page) : undefined,
    email: settings?.email || undefined,
    sameAs: socials.length ? socials : undefined,
  };
}
