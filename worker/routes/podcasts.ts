/** /decouvrir-nos-podcasts: the CMS article its address names. */
import { fixedArticleRoute } from "../loaders/fixed-article";

export default fixedArticleRoute({
  pattern: "/decouvrir-nos-podcasts",
  sitemap: { entries: "articles" },
  preview: false,
  english: true,
  cache: { globalTier: true },
});
