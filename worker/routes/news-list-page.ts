/** /actualites/page/{page?}: the news's later pages; page 1 lives at /actualites (its one canonical address). */
import { NewsListView } from "../../ui/components/NewsListView";
import { loadNewsList, newsSection } from "../loaders/news";
import { pageNumber } from "../loaders/params";
import { redirect } from "../loaders/redirect";
import { loader, route } from "../loaders/define";

export default route({
  pattern: "/actualites/page/:page?",
  sitemap: false,
  preview: false,
  english: true,
  cache: { globalTier: true },
  load: loader((ctx) => {
    const page = pageNumber(ctx.params.page, ctx.url.pathname) ?? 1;
    if (page === 1) redirect(newsSection(ctx.locale, "news").base, 301);
    return loadNewsList(ctx, "news", page);
  }),
  Page: NewsListView,
});
