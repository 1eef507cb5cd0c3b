/** /actualites: the news, page 1 (the later pages are news-list-page's). */
import { NewsListView } from "../../ui/components/NewsListView";
import { loadNewsList } from "../loaders/news";
import { loader, route } from "../loaders/define";

export default route({
  pattern: "/actualites",
  sitemap: { list: "news" },
  preview: false,
  english: true,
  cache: { globalTier: true },
  load: loader((ctx) => loadNewsList(ctx, "news", 1)),
  Page: NewsListView,
});
