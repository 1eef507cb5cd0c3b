/** /actualites/{slug}: one news item. */
import { NewsView } from "../../ui/components/NewsView";
import { loadNewsEntry } from "../loaders/news";
import { loader, route } from "../loaders/define";

export default route({
  pattern: "/actualites/:slug",
  sitemap: { entries: "news" },
  preview: true,
  english: true,
  cache: { globalTier: true },
  load: loader((ctx) => loadNewsEntry(ctx, "news")),
  Page: NewsView,
});
