/** The programme catalogue (/formations with filters, /formations-reseau) and one programme page. */
import { LEVELS, PROGRAM_CATEGORIES, formatDuration, t } from "../../core/dictionary";
import { formationBySlug, catalogue } from "../cms/calls/formations";
import type { FormationSummary } from "../../content/model/formations";
import { breadcrumbLd, courseLd } from "./structured-data";
import { found, queryChoice } from "./params";
import type { FormationData, FormationGroup, FormationListData, FormationsReseauData } from "../../content/pages";
import type { Loaded, LoaderContext } from "./types";

const LEVEL_VALUES = LEVELS.map(String);

export async function formationList(ctx: LoaderContext): Promise<Loaded<FormationListData>> {
  const category = queryChoice(ctx.url, "categorie", PROGRAM_CATEGORIES);
  const level = queryChoice(ctx.url, "niveau", LEVEL_VALUES);
  const list = await ctx.cms.get(catalogue({ category, graduationLevel: level === undefined ? undefined : Number(level) }));
  const categoryLabel = category ? t(ctx.locale, `category-${category}`) : null;
  return {
    head: {
      title: categoryLabel ? `Formations ${categoryLabel}` : "Nos formations",
      description: "BTS, bachelors, mastères, MBA, DCG et DSCG, paie : toutes nos formations en alternance et en initial, du Bac au Bac+5.",
    },
    data: { category: category ?? null, level: level === undefined ? null : Number(level), formations: list },
  };
}

/** Every programme of the network, grouped by category in the catalogue's order. */
export function byCategory(list: FormationSummary[]): FormationGroup[] {
  const known: readonly string[] = PROGRAM_CATEGORIES;
  const order = (category: string) => (known.includes(category) ? known.indexOf(category) : known.length);
  const categories = [...new Set(list.map((f) => f.category))].sort((a, b) => order(a) - order(b));
  return categories.map((category) => ({ category, formations: list.filter((f) => f.category === category) }));
}

export async function formationsReseau(ctx: LoaderContext): Promise<Loaded<FormationsReseauData>> {
  const list = await ctx.cms.get(catalogue());
  return {
    head: {
      title: `Nos ${list.length} formations en réseau`,
      description: "Le catalogue complet des formations de notre réseau de campus, par filière.",
    },
    data: { total: list.length, groups: byCategory(list) },
  };
}

export async function formation(ctx: LoaderContext): Promise<Loaded<FormationData>> {
  const item = found(await ctx.cms.get(formationBySlug(ctx.params.slug ?? "")), ctx.url.pathname);
  const duration = item.duration ? formatDuration(ctx.locale, item.duration) : null;
  return {
    head: {
      title: item.seo?.metaTitle || item.title,
      description:
        item.seo?.metaDescription ||
        `${item.title} : ${t(ctx.locale, `rhythm-${item.rhythm}`)}, accessible dès le niveau ${t(ctx.locale, `entry-level-${item.entryLevel}`)}.`,
      image: item.image,
      structuredData: ({ page, settings }) => [
        courseLd(item, page, settings),
        breadcrumbLd(page, [["Formations", "/formations"], [item.title, page.pathname]]),
      ],
    },
    data: { formation: item, duration },
  };
}
