/** The pop-in's lookups in the browser: the worker's /api allow-list, answered as pop-in events. */
import type { Locale, PopinAction } from "../../../core/constants";
import { crmOrigin } from "../../../core/consent";
import { readCookies } from "../../../core/cookie";
import type { Choice, PopinEvent, PopinLoad } from "../../../core/popin";
import { popinDestination } from "../../../core/popin-url";

type Courses = Record<PopinAction, Choice[] | undefined>;

class LookupError extends Error {
  constructor(readonly status: number, path: string) {
    super(`GET ${path} answered ${status}`);
  }
}

/** A 404 is an answer (no such course, campus or link): `missing` stands for it. */
async function getJsonAt<T>(path: string, missing: T): Promise<T> {
  const res = await fetch(path, { headers: { accept: "application/json" } });
  if (res.status === 404) return missing;
  if (!res.ok) throw new LookupError(res.status, path);
  return (await res.json()) as T;
}

const choices = (list: Choice[] | undefined): Choice[] => (list ?? []).map(({ name, slug }) => ({ name, slug }));
const segment = encodeURIComponent;

/** The browser leaves for the CRM form: only a web address is ever followed (popinDestination checks). */
function leaveFor(link: string, course: string, campus: string, consentRequired: boolean): PopinEvent | null {
  const tracking = crmOrigin(readCookies(document.cookie), consentRequired);
  const destination = popinDestination({ link, siteOrigin: location.origin, course, campus, tracking });
  if (!destination) return { type: "link-missing" };
  location.assign(destination.href);
  return null;
}

/** The pop-in's /api paths carry the page's language: names come back in it. */
const inLanguage = (path: string, locale: Locale) => `${path}?locale=${locale}`;

async function lookup(load: PopinLoad, locale: Locale, consentRequired: boolean): Promise<PopinEvent | null> {
  const getJson = <T>(path: string, missing: T) => getJsonAt<T>(inLanguage(path, locale), missing);
  switch (load.kind) {
    case "courses": {
      const courses = await getJson<Partial<Courses>>("/api/crm-links/actions", {});
      return { type: "courses-loaded", action: load.action, courses: choices(courses[load.action]) };
    }
    case "campuses": {
      const campuses = await getJson<Choice[]>(`/api/crm-links/${load.action}/${segment(load.course)}/campuses`, []);
      return { type: "campuses-loaded", action: load.action, course: load.course, campuses: choices(campuses) };
    }
    case "campus": {
      const campus = await getJson<{ title: string } | null>(`/api/campuses/${segment(load.slug)}`, null);
      return { type: "campus-loaded", slug: load.slug, name: campus?.title ?? null };
    }
    case "link": {
      const path = `/api/crm-links/${load.action}/${segment(load.course)}/${segment(load.campus)}`;
      const { url } = await getJson<{ url: string | null }>(path, { url: null });
      return url ? leaveFor(url, load.course, load.campus, consentRequired) : { type: "link-missing" };
    }
  }
}

/**
 * A failed lookup is logged and shown as the generic error line; the pop-in stays usable. `consentRequired`: the
 * stored origin goes to the CRM only with the visitor's yes (the site's CONSENT_REQUIRED).
 */
export async function runPopinLoad(load: PopinLoad, locale: Locale, consentRequired: boolean): Promise<PopinEvent | null> {
  try {
    return await lookup(load, locale, consentRequired);
  } catch (error) {
    console.warn(`Pop-in lookup ${load.kind} failed:`, error);
    return { type: "failed" };
  }
}
