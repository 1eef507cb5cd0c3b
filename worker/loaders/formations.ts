/** The programme catalogue (/formations with filters, /formations-reseau) and one programme page. */
import { LEVELS, PROGRAM_CATEGORIES, formatDuration, t } from "../../core/dictionary";
import { localePath } from "../../core/locale";
import { messagesFor } from "../../core/messages";
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
  const m = messagesFor(ctx.locale).formations;
  return {
    head: { title: categoryLabel ? m.categoryTitle(categoryLabel) : m.title, description: m.description },
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
  const m = messagesFor(ctx.locale).network;
  return {
    head: { title: m.title(list.length), description: m.description },
    data: { total: list.length, groups: byCategory(list) },
  };
}

export async function formation(ctx: LoaderContext): Promise<Loaded<FormationData>> {
  const item = found(await ctx.cms.get(formationBySlug(ctx.params.slug ?? "")), ctx.url.pathname);
  const duration = item.duration ? formatDuration(ctx.locale, item.duration) : null;
  const m = messagesFor(ctx.locale);
  return {
    head: {
      title: item.seo?.metaTitle || item.title,
      description:
        item.seo?.metaDescription ||
        m.formation.description(item.title, t(ctx.locale, `rhythm-${item.rhythm}`), t(ctx.locale, `entry-level-${item.entryLevel}`)),
      image: item.image,
      structuredData: ({ page, settings }) => [
        courseLd(item, page, settings, ctx.locale),
        breadcrumbLd(page, ctx.locale, [[m.formations.crumb, localePath(ctx.locale, "/formations")], [item.title, page.pathname]]),
      ],
    },
    data: { formation: item, duration },
    document: { type: "formation", documentId: item.documentId },
  };
}
