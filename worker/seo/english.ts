/**
 * Which French pages have an English version, and where: the sitemap names them as alternates when
 * English is on. Today the home page (/en); the English site adds its pages here as it grows.
 */

const ENGLISH_HOME = "/en";

/** French path → English path, for those of `paths` that have one. */
export function englishVersions(paths: string[]): Map<string, string> {
  return new Map(paths.includes("/") ? [["/", ENGLISH_HOME]] : []);
}
