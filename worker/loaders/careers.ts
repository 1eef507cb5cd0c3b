/** Career sheets (/fiches-metiers, /fiches-metiers/{slug}) and apprenticeship offers (/offres-alternance). */
import { routePath } from "../../core/routes";
import { messagesFor } from "../../core/messages";
import { ficheBySlug, ficheList, offerList } from "../cms/calls/careers";
import { breadcrumbLd } from "./structured-data";
import { mustBeListed } from "./listed";
import { found } from "./params";
import type { FicheMetierData, FichesMetiersData, OffresAlternanceData } from "../../contract/pages";
import type { Loaded, LoaderContext } from "./types";

export async function fichesMetiers(ctx: LoaderContext): Promise<Loaded<FichesMetiersData>> {
  const fiches = await ctx.cms.get(ficheList());
  const m = messagesFor(ctx.locale).careers;
  return {
    head: { title: m.title, description: m.description },
    data: { fiches },
  };
}

export async function ficheMetier(ctx: LoaderContext): Promise<Loaded<FicheMetierData>> {
  const slug = ctx.params.slug ?? "";
  await mustBeListed(ctx, "fiche", slug);
  const fiche = found(await ctx.cms.get(ficheBySlug(slug)), ctx.url.pathname);
  const m = messagesFor(ctx.locale).careers;
  return {
    head: {
      title: m.sheetTitle(fiche.title),
      description: fiche.summary || m.sheetDescription(fiche.title),
      image: fiche.image,
      structuredData: ({ page }) => [breadcrumbLd(page, ctx.locale, [[m.title, routePath("fiches-metiers", {}, ctx.locale)], [fiche.title, page.pathname]])],
    },
    data: { fiche },
    document: { type: "fiche", documentId: fiche.documentId },
  };
}

export async function offresAlternance(ctx: LoaderContext): Promise<Loaded<OffresAlternanceData>> {
  const offers = await ctx.cms.get(offerList());
  const m = messagesFor(ctx.locale).offers;
  return {
    head: { title: m.title, description: m.description },
    data: { offers },
  };
}
