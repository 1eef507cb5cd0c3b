/**
 * A detail page's slug checked against its collection's published slugs before the page's own CMS calls: the list is
 * one cached answer for every visitor, so a made-up address is a 404 without a CMS call or a cache entry of its own.
 */
import { notFound } from "../../core/errors";
import type { DatedEntry } from "../../content/model/common";
import { slugPages } from "../cms/calls/slugs";
import type { DocumentType } from "../cms/calls/versions";
import { everyPage } from "../cms/every-page";
import type { LoaderContext } from "./types";

const slugsOf = (ctx: LoaderContext, type: DocumentType): Promise<DatedEntry[]> => everyPage(ctx.cms, slugPages(ctx.config.CMS_PREFIX, type));

/** Throws the page's 404 when the collection, read in the client's language, has no such entry (an article: in that rubrique). */
export async function mustBeListed(ctx: LoaderContext, type: DocumentType, slug: string, rubrique?: string): Promise<void> {
  // An editor's preview reaches drafts, which no published list holds.
  if (ctx.cms.drafts) return;
  const entries = await slugsOf(ctx, type).catch((error: unknown) => {
    // The CMS down with no copy of the list kept: the page's own call decides, from its own cached copy if there is one.
    console.warn(`The ${type} slugs could not be read, the page's own call decides:`, String(error));
    return null;
  });
  if (entries && !entries.some((entry) => entry.slug === slug && (rubrique === undefined || entry.rubrique === rubrique))) throw notFound(ctx.url.pathname);
}
