/**
 * The /en policy: English on → /en… are the English pages; off → /en… redirects to / or is a 404.
 * The English legal pages' old addresses at the root go to their English page, or the French one while English is off.
 */
import type { Config } from "../../config/schema";
import { isEnglishPath, LEGAL_PAGES } from "../../../core/locale";

type EnglishVerdict = "pass" | "redirect" | "not-found";

export function englishVerdict(path: string, config: Pick<Config, "ENGLISH_ENABLED" | "EN_REDIRECT">): EnglishVerdict {
  if (config.ENGLISH_ENABLED || !isEnglishPath(path)) return "pass";
  return config.EN_REDIRECT ? "redirect" : "not-found";
}

/** The old English legal addresses, by their page (the capitalised "/Data-privacy-policy" reaches here lowercased). */
const OLD_ENGLISH_LEGAL: Record<string, keyof (typeof LEGAL_PAGES)["en"]> = {
  "/legal-notices": "notices",
  "/data-privacy-policy": "privacy",
};

/** Where an old English legal address goes now, or null for any other path. */
export function englishLegalTarget(path: string, config: Pick<Config, "ENGLISH_ENABLED">): string | null {
  const page = Object.hasOwn(OLD_ENGLISH_LEGAL, path) ? OLD_ENGLISH_LEGAL[path] : undefined;
  if (!page) return null;
  return LEGAL_PAGES[config.ENGLISH_ENABLED ? "en" : "fr"][page];
}
