/** /edito-reseau-competences-et-developpement: the CMS article its address names. */
import { fixedArticleRoute } from "../loaders/fixed-article";

export default fixedArticleRoute({
  pattern: "/edito-reseau-competences-et-developpement",
  sitemap: { entries: "articles" },
  preview: false,
  english: true,
  cache: { globalTier: true },
});
