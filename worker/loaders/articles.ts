/** A CMS article as its routes load it (a rubrique, a page below it, the fixed addresses, the quality page and the brochure landing): found, its trail and head. */
import { notFound } from "../../core/errors";
import { articlePath, type LayoutName } from "../../core/routes";
import { articleOfRubrique, articleInRubrique } from "../cms/calls/articles";
import type { Article } from "../../contract/model/articles";
import { breadcrumbLd } from "./structured-data";
import { mustBeListed } from "./listed";
import { found } from "./params";
import type { ArticleData } from "../../ui/components/ArticleView";
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

export function articlePage(ctx: LoaderContext, article: Article, parent: Article | null, layout: LayoutName | undefined): Loaded<ArticleData> {
  const trail: [string, string][] = parent ? [[parent.title, articlePath(parent, ctx.locale)]] : [];
  trail.push([article.title, ctx.url.pathname]);
  return {
    head: {
      title: article.title,
      description: article.seo?.metaDescription || article.summary,
      image: article.image,
      structuredData: ({ page }) => [breadcrumbLd(page, ctx.locale, trail)],
    },
    data: { article, trail: trail.map(([label, path]) => ({ label, path })) },
    layout,
    document: { type: "article", documentId: article.documentId },
  };
}

/** The article of a rubrique (its own page without a slug), in its own layout. */
export async function loadArticle(ctx: LoaderContext, rubrique: string, slug?: string) {
  const { article, parent } = await findArticle(ctx, rubrique, slug);
  return articlePage(ctx, article, parent, layoutOf(article));
}

/** A fixed route of the table that shows the CMS article its address names: "/alumni" its rubrique's own, "/ecole/nos-engagements" one below it. */
export function fixedArticle(path: string) {
  const [rubrique = "", slug] = path.split("/").filter(Boolean);
  return (ctx: LoaderContext) => loadArticle(ctx, rubrique, slug);
}
