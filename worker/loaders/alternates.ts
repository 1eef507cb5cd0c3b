/** A page's address in each language it exists in: a list in both, a CMS document where it has a version. */
import { LOCALES, type Locale } from "../../core/constants";
import { localePath, splitLocale } from "../../core/locale";
import { articlePath, routePath, type RouteName } from "../../core/routes";
import type { Alternates } from "../../contract/page";
import { documentVersion, type DocumentType, type Version } from "../cms/calls/versions";
import type { DocumentRef, LoaderContext } from "./types";

const ROUTE_OF: Record<Exclude<DocumentType, "article">, RouteName> = {
  formation: "formation",
  campus: "campus",
  news: "news",
  blog: "blog-post",
  event: "event",
  fiche: "fiche-metier",
};

/** A version's address, French form (an article lives where its rubrique and slug say). */
function versionPath(type: DocumentType, version: Version): string | null {
  if (type !== "article") return routePath(ROUTE_OF[type], { slug: version.slug });
  return version.rubrique ? articlePath({ rubrique: version.rubrique, slug: version.slug }) : null;
}

/**
 * `contentLocale` is the language of what the page shows: French on an English address whose document
 * has no English version. A failed lookup leaves that language out, the page still answers.
 */
export async function alternatesOf(ctx: LoaderContext, document: DocumentRef | undefined, contentLocale: Locale): Promise<Alternates> {
  if (!document) {
    const own = splitLocale(ctx.url.pathname).path;
    const locales = contentLocale === ctx.locale ? LOCALES : [contentLocale];
    return Object.fromEntries(locales.map((locale) => [locale, localePath(locale, own)]));
  }
  const { type, documentId } = document;
  const found = await Promise.all(
    LOCALES.map(async (locale): Promise<[Locale, string | null]> => {
      if (locale === ctx.locale && locale === contentLocale) return [locale, ctx.url.pathname];
      if (!documentId) return [locale, null];
      const version = await ctx.cms.silent(documentVersion(ctx.config.CMS_PREFIX, type, documentId, locale));
      const path = version && versionPath(type, version);
      return [locale, path && localePath(locale, path)];
    }),
  );
  return Object.fromEntries(found.filter(([, path]) => path));
}
