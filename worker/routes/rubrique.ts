/** /{rubrique}: a rubrique's own CMS article. */
import { ArticleView } from "../../ui/components/ArticleView";
import { loadArticle } from "../loaders/articles";
import { loader, route } from "../loaders/define";

export default route({
  pattern: "/:rubrique",
  sitemap: { entries: "articles" },
  preview: true,
  english: true,
  cache: { globalTier: true },
  load: loader((ctx) => loadArticle(ctx, ctx.params.rubrique ?? "")),
  Page: ArticleView,
});
