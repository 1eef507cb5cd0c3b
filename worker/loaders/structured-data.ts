/** JSON-LD for search engines (schema.org): the school, articles, events, courses, breadcrumbs. */
import type { Event } from "../../content/model/events";
import type { Formation } from "../../content/model/formations";
import type { NewsArticle } from "../../content/model/news";
import type { WebsiteSettings } from "../../content/model/settings";
import type { Locale } from "../../core/constants";
import { localePath } from "../../core/locale";
import { messagesFor } from "../../core/messages";

/** CMS media URLs are site-relative (/uploads/…); search engines need them whole. */
export const absoluteUrl = (path: string, base: URL) => new URL(path, base.origin).href;

/** The trail's paths are the page's language's (under /en in English); home comes first. */
export function breadcrumbLd(url: URL, locale: Locale, trail: [label: string, path: string][]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [[messagesFor(locale).common.home, localePath(locale, "/")] as const, ...trail].map(([name, path], i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item: absoluteUrl(path, url),
    })),
  };
}

export function articleLd(article: NewsArticle, url: URL, image: string | null) {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.summary || undefined,
    datePublished: article.publishDate,
    image: image ?? undefined,
    mainEntityOfPage: url.origin + url.pathname,
  };
}

export function eventLd(event: Event, url: URL, address: string | null, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description || undefined,
    startDate: event.dateStart,
    endDate: event.dateEnd ?? undefined,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: event.campus
      ? { "@type": "Place", name: event.campus.title, address: address ?? event.campus.title, url: absoluteUrl(localePath(locale, `/campus/${event.campus.slug}`), url) }
      : undefined,
    url: url.origin + url.pathname,
    offers: event.url ? { "@type": "Offer", url: event.url, price: 0, priceCurrency: "EUR", availability: "https://schema.org/InStock" } : undefined,
  };
}

export function courseLd(formation: Formation, url: URL, settings: WebsiteSettings | null, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: formation.title,
    description: formation.summary || formation.title,
    url: url.origin + url.pathname,
    provider: { "@type": "CollegeOrUniversity", name: schoolName(settings, locale), sameAs: url.origin },
    educationalCredentialAwarded: formation.rncp || undefined,
    hasCourseInstance: formation.campuses.map((campus) => ({
      "@type": "CourseInstance",
      courseMode: "Onsite",
      location: { "@type": "Place", name: campus.title, address: campus.city || campus.title },
    })),
  };
}

export const schoolName = (settings: WebsiteSettings | null, locale: Locale) => settings?.siteName || messagesFor(locale).siteNameFallback;

/** The school group itself, on the home page: name, logo and the social profiles it shows. */
export function organisationLd(settings: WebsiteSettings | null, url: URL, locale: Locale) {
  const socials = settings?.schools?.[0]?.social?.filter((s) => s.visible).map((s) => s.url) ?? [];
  return {
    "@context": "https://schema.org",
    "@type": "CollegeOrUniversity",
    name: schoolName(settings, locale),
    url: url.origin,
    logo: settings?.logo ? absoluteUrl(settings.logo.url, url) : undefined,
    email: settings?.email || undefined,
    sameAs: socials.length ? socials : undefined,
  };
}
