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
import { messagesFor } from "../../core/messages";
import { sharedAs } from "./head";

/** CMS media URLs are site-relative (/uploads/…); search engines need them whole. */
export const absoluteUrl = (path: string, page: URL) => new URL(path, page.origin).href;

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

/** An event at its campus; one without a campus happens online, at its registration address. */
export function eventLd(event: Event, page: URL, locale: Locale) {
  const location = event.campus
    ? { "@type": "Place", name: event.campus.title, address: event.campus.title, url: absoluteUrl(routePath("campus", { slug: event.campus.slug }, locale), page) }
    : { "@type": "VirtualLocation", url: event.url || page.href };
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description || undefined,
    startDate: event.dateStart,
    endDate: event.dateEnd ?? undefined,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: `https://schema.org/${event.campus ? "Offline" : "Online"}EventAttendanceMode`,
    location,
    url: page.href,
    offers: event.url ? { "@type": "Offer", url: event.url, price: 0, priceCurrency: "EUR", availability: "https://schema.org/InStock" } : undefined,
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
