/** /blog/{slug}: one blog post. */
import { NewsView } from "../../ui/components/NewsView";
import { loadNewsEntry } from "../loaders/news";
import { loader, route } from "../loaders/define";

export default route({
  pattern: "/blog/:slug",
  sitemap: { entries: "blog" },
  preview: true,
  english: true,
  cache: { globalTier: true },
  load: loader((ctx) => loadNewsEntry(ctx, "blog")),
  Page: NewsView,
});
