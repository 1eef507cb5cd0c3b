/** /alumni/alumni-et-ambassadeurs: the CMS article its address names. */
import { fixedArticleRoute } from "../loaders/fixed-article";

export default fixedArticleRoute({
  pattern: "/alumni/alumni-et-ambassadeurs",
  sitemap: { entries: "articles" },
  preview: false,
  english: true,
  cache: { globalTier: true },
});
