/**
 * Which French pages have an English version, and where: the sitemap names them as alternates when
 * English is on. Today the home page (/en); the English site adds its pages here as it grows.
 */
import type { CmsClient } from "../cms/client";

const ENGLISH_HOME = "/en";

/** French path → English path, for those of `paths` that have one. The CMS client is there for versions it knows of. */
export async function englishVersions(_cms: CmsClient, paths: string[]): Promise<Map<string, string>> {
  return new Map(paths.includes("/") ? [["/", ENGLISH_HOME]] : []);
}
