/** /{rubrique}/{slug}: a CMS article below its rubrique's. */
import { ArticleView } from "../../ui/components/ArticleView";
import { loadArticle } from "../loaders/articles";
import { loader, route } from "../loaders/define";

export default route({
  pattern: "/:rubrique/:slug",
  sitemap: { entries: "articles" },
  preview: true,
  english: true,
  cache: { globalTier: true },
  load: loader((ctx) => loadArticle(ctx, ctx.params.rubrique ?? "", ctx.params.slug)),
  Page: ArticleView,
});
