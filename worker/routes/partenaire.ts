/** /partenaire: the CMS article its address names. */
import { fixedArticleRoute } from "../loaders/fixed-article";

export default fixedArticleRoute({
  pattern: "/partenaire",
  sitemap: { entries: "articles" },
  preview: false,
  english: true,
  cache: { globalTier: true },
});
