/** /decouvrez-nos-podcasts: another spelling of /decouvrir-nos-podcasts, showing its article. */
import { routePath } from "../../core/routes";
import { fixedArticleRoute } from "../loaders/fixed-article";

export default fixedArticleRoute({
  pattern: "/decouvrez-nos-podcasts",
  article: routePath("podcasts"),
  sitemap: { entries: "articles" },
  preview: false,
  english: true,
  cache: { globalTier: true },
});
