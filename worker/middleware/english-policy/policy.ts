/** The /en policy: English on → /en is the English home; off → /en… redirects to / or is a 404. */
import type { Config } from "../../../content/config";

export type EnglishVerdict = "pass" | "redirect" | "not-found";

const isEnglishPath = (path: string) => {
  const lower = path.toLowerCase();
  return lower === "/en" || lower.startsWith("/en/");
};

export function englishVerdict(path: string, config: Pick<Config, "ENGLISH_ENABLED" | "EN_REDIRECT">): EnglishVerdict {
  if (config.ENGLISH_ENABLED || !isEnglishPath(path)) return "pass";
  return config.EN_REDIRECT ? "redirect" : "not-found";
}
