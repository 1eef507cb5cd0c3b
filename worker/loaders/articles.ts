/** Generic article pages: /{rubrique}, /{rubrique}/{slug}, the fixed rubrique-like routes, the index and the brochure landing. */
import type { Locale } from "../../core/constants";
import { notFound } from "../../core/errors";
import { messagesFor } from "../../core/messages";
import { articlePath, routePath, type LayoutName } from "../../core/routes";
import { allArticles, articleOfRubrique, articleInRubrique } from "../cms/calls/articles";
import { catalogue } from "../cms/calls/formations";
import { websiteSettings } from "../cms/calls/settings";
import type { Article } from "../../contract/model/articles";
import { byCategory } from "./formations";
import { breadcrumbLd } from "./structured-data";
import { mustBeListed } from "./listed";
import { found } from "./params";
import type { ArticleData, ArticleIndexData } from "../../contract/pages";
import type { Loaded, LoaderContext } from "./types";

const LAYOUTS: readonly string[] = ["default", "dynamics", "empty"] satisfies LayoutName[];

/** The article's own layout; an unreadable one is logged and the default used. */
export function layoutOf(article: Pick<Article, "pageLayout" | "rubrique" | "slug">): LayoutName {
  if (article.pageLayout && LAYOUTS.includes(article.pageLayout)) return article.pageLayout as LayoutName;
  console.warn(`Layout "${article.pageLayout}" of article ${article.rubrique}/${article.slug} cannot be used: default layout`);
  return "default";
}


async function findArticle(ctx: LoaderContext, rubrique: string, slug?: string) {
  const prefix = ctx.config.CMS_PREFIX;
  await mustBeListed(ctx, "article", slug || rubrique, rubrique);
  if (!slug || slug === rubrique) {
    const article = await ctx.cms.get(articleOfRubrique(prefix, rubrique));
    // the slug lookup finds any article: only the rubrique's own page lives at /{rubrique}
    if (article.rubrique !== rubrique) throw notFound(ctx.url.pathname);
    return { article, parent: null };
  }
  const [article, parent] = await Promise.all([ctx.cms.get(articleInRubrique(prefix, rubrique, slug)), ctx.cms.silent(articleOfRubrique(prefix, rubrique))]);
  return { article: found(article, ctx.url.pathname), parent: parent?.rubrique === rubrique ? parent : null };
}

function articlePage(ctx: LoaderContext, article: Article, parent: Article | null, layout: LayoutName | undefined): Loaded<ArticleData> {
  const trail: [string, string][] = parent ? [[parent.title, articlePath(parent, ctx.locale)]] : [];
  trail.push([article.title, ctx.url.pathname]);
  return {
    head: {
      title: article.title,
      description: article.seo?.metaDescription || article.summary,
      image: article.image,
      structuredData: ({ page }) => [breadcrumbLd(page, ctx.locale, trail)],
    },
    data: { article, trail: trail.map(([label, path]) => ({ label, path })), brochures: null, qualiopi: null },
    layout,
    document: { type: "article", documentId: article.documentId },
  };
}

async function loadArticle(ctx: LoaderContext, rubrique: string, slug?: string) {
  const { article, parent } = await findArticle(ctx, rubrique, slug);
  return articlePage(ctx, article, parent, layoutOf(article));
}

export const rubrique = (ctx: LoaderContext) => loadArticle(ctx, ctx.params.rubrique ?? "");
export const rubriqueArticle = (ctx: LoaderContext) => loadArticle(ctx, ctx.params.rubrique ?? "", ctx.params.slug);

/** A fixed route of the table that shows the CMS article its address names: "/alumni" its rubrique's own, "/ecole/nos-engagements" one below it. */
export function fixedArticle(path: string) {
  const [rubrique = "", slug] = path.split("/").filter(Boolean);
  return (ctx: LoaderContext) => loadArticle(ctx, rubrique, slug);
}

/** The brochure landing when the CMS has no crm/brochure article of its own. */
function brochureLanding(locale: Locale): Article {
  const m = messagesFor(locale).articles.brochureLanding;
  return {
    title: m.title,
    slug: "brochure",
    rubrique: "crm",
    summary: m.summary,
    pageLayout: "dynamics",
    image: null,
    seo: null,
    sections: [
      { __component: "sections.text", title: m.textTitle, content: m.text },
      { __component: "sections.cta", title: m.ctaTitle, text: m.ctaText, label: m.ctaLabel, url: null, action: "brochure" },
    ],
  };
}

/** /crm/brochure: the CMS's landing article when it has one, and the catalogue's brochures by category. */
export async function crmBrochure(ctx: LoaderContext): Promise<Loaded<ArticleData>> {
  const [article, formations] = await Promise.all([
    ctx.cms.silent(articleInRubrique(ctx.config.CMS_PREFIX, "crm", "brochure")),
    ctx.cms.silent(catalogue()),
  ]);
  const page = articlePage(ctx, article ?? brochureLanding(ctx.locale), null, article ? layoutOf(article) : undefined);
  // The built-in landing is a page of both languages, like a list: no CMS document to look up.
  return { ...page, data: { ...page.data, brochures: byCategory(formations ?? []) }, document: article ? page.document : undefined };
}

/**
 * /ecole/demarche-qualite: the CMS's quality article, and below it the Qualiopi certificate of the settings. The
 * certificate lives on this page, not on its own: the school's quality approach is where an auditor or a funder looks
 * for it, the school's menus already lead there, and the footer links it on every page.
 */
export async function qualityPage(ctx: LoaderContext): Promise<Loaded<ArticleData>> {
  const [page, settings] = await Promise.all([fixedArticle(routePath("demarche-qualite"))(ctx), ctx.cms.silent(websiteSettings())]);
  return { ...page, data: { ...page.data, qualiopi: settings?.qualiopi ?? null } };
}

/** /article: every article of the CMS, by rubrique. */
export async function articleIndex(ctx: LoaderContext): Promise<Loaded<ArticleIndexData>> {
  const articles = await ctx.cms.get(allArticles(ctx.config.CMS_PREFIX));
  const rubriques = new Map<string, { title: string; path: string }[]>();
  for (const a of articles) rubriques.set(a.rubrique, [...(rubriques.get(a.rubrique) ?? []), { title: a.title, path: articlePath(a, ctx.locale) }]);
  const m = messagesFor(ctx.locale).articles;
  return {
    head: { title: m.indexTitle, description: m.indexDescription },
    data: { rubriques: [...rubriques.entries()].map(([rubrique, pages]) => ({ rubrique, pages })) },
  };
}
