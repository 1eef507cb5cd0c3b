/** /ecole/nos-engagements: the CMS article its address names. */
import { fixedArticleRoute } from "../loaders/fixed-article";

export default fixedArticleRoute({
  pattern: "/ecole/nos-engagements",
  sitemap: { entries: "articles" },
  preview: false,
  english: true,
  cache: { globalTier: true },
});
