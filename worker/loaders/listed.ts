/**
 * A slug checked against its collection's published slugs before the CMS calls that name it (a detail page, the
 * pop-in's /api reads): the list is one cached answer for every visitor, so a made-up slug is a 404 without a CMS call
 * or a cache entry of its own.
 */
import { notFound } from "../../core/errors";
import type { DatedEntry } from "../../contract/model/common";
import { slugPages } from "../cms/calls/slugs";
import type { DocumentType } from "../cms/calls/versions";
import type { CmsClient } from "../cms/client";
import { everyPage } from "../cms/every-page";
import type { LoaderContext } from "./types";

const slugsOf = (cms: CmsClient, prefix: string, type: DocumentType): Promise<DatedEntry[]> => everyPage(cms, slugPages(prefix, type));

/**
 * Whether the collection, read in the client's language, lists the slug (an article: in that rubrique); null when
 * the list cannot be read (the CMS down with no copy kept): then the CMS call that names it decides, from its own
 * cached copy if there is one.
 */
export async function isListed(cms: CmsClient, prefix: string, type: DocumentType, slug: string, rubrique?: string): Promise<boolean | null> {
  const entries = await slugsOf(cms, prefix, type).catch((error: unknown) => {
    console.warn(`The ${type} slugs could not be read, the CMS call decides:`, String(error));
    return null;
  });
  return entries && entries.some((entry) => entry.slug === slug && (rubrique === undefined || entry.rubrique === rubrique));
}

/** Throws the page's 404 when the collection, read in the client's language, has no such entry. */
export async function mustBeListed(ctx: LoaderContext, type: DocumentType, slug: string, rubrique?: string): Promise<void> {
  // An editor's preview reaches drafts, which no published list holds.
  if (ctx.cms.drafts) return;
  if ((await isListed(ctx.cms, ctx.config.CMS_PREFIX, type, slug, rubrique)) === false) throw notFound(ctx.url.pathname);
}
