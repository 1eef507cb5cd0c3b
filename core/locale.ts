/** The site's languages: French at the root, English under /en when switched on; their tags and addresses. */
import type { Locale } from "./constants";

/** French is the main language: the root addresses, the x-default of hreflang. */
export const DEFAULT_LOCALE: Locale = "fr";

/** Intl's tag (dates, collation) and Open Graph's, per language. */
export const LOCALE_TAGS = {
  fr: { intl: "fr-FR", og: "fr_FR" },
  en: { intl: "en-GB", og: "en_GB" },
} as const satisfies Record<Locale, { intl: string; og: string }>;

/** Each language's name in itself, for the language links. */
export const LANGUAGE_NAMES = { fr: "Français", en: "English" } as const satisfies Record<Locale, string>;

const EN_PREFIX = "/en";

/** Whether a path is /en or under /en/ (any case: the /en policy also reads addresses not yet lowercased). */
export function isEnglishPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === EN_PREFIX || lower.startsWith(`${EN_PREFIX}/`);
}

/** "/en/formations/dcg" → en and "/formations/dcg"; "/en" → en and "/"; anything else is French as it is. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  if (!isEnglishPath(path)) return { locale: "fr", path };
  return { locale: "en", path: path.slice(EN_PREFIX.length) || "/" };
}

/** A site path in a language: French as it is, English under /en ("/" → "/en"). */
export function localePath(locale: Locale, path: string): string {
  if (locale === "fr") return path;
  return path === "/" ? EN_PREFIX : `${EN_PREFIX}${path}`;
}

/** The legal pages of the footer's bottom row, per language (their CMS slugs). */
export const LEGAL_PAGES = {
  fr: { terms: "/cgv", notices: "/mentions-legales", privacy: "/charte-donnees-personnelles" },
  en: { terms: "/en/terms-and-conditions", notices: "/en/legal-notices", privacy: "/en/data-privacy-policy" },
} as const satisfies Record<Locale, Record<string, string>>;
