/** Career sheets (/fiches-metiers, /fiches-metiers/{slug}) and apprenticeship offers (/offres-alternance). */
import { ficheBySlug, ficheList, offerList } from "../cms/calls/careers";
import { breadcrumbLd } from "./structured-data";
import { found } from "./params";
import type { FicheMetierData, FichesMetiersData, OffresAlternanceData } from "../../content/pages";
import type { Loaded, LoaderContext } from "./types";

export async function fichesMetiers(ctx: LoaderContext): Promise<Loaded<FichesMetiersData>> {
  const fiches = await ctx.cms.get(ficheList());
  return {
    head: { title: "Fiches métiers", description: "Comptable, gestionnaire de paie, contrôleur de gestion… Découvrez les métiers auxquels préparent nos formations." },
    data: { fiches },
  };
}

export async function ficheMetier(ctx: LoaderContext): Promise<Loaded<FicheMetierData>> {
  const fiche = found(await ctx.cms.get(ficheBySlug(ctx.params.slug ?? "")), ctx.url.pathname);
  return {
    head: {
      title: `Fiche métier : ${fiche.title}`,
      description: fiche.summary || `Le métier de ${fiche.title} : missions, salaire et formations pour y accéder.`,
      image: fiche.image,
      structuredData: ({ page }) => [breadcrumbLd(page, [["Fiches métiers", "/fiches-metiers"], [fiche.title, page.pathname]])],
    },
    data: { fiche },
  };
}

export async function offresAlternance(ctx: LoaderContext): Promise<Loaded<OffresAlternanceData>> {
  const offers = await ctx.cms.get(offerList());
  return {
    head: { title: "Offres d’alternance", description: "Les offres d’alternance de nos entreprises partenaires, sur tous nos campus." },
    data: { offers },
  };
}
