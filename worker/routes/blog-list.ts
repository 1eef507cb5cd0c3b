/** /blog: the blog's posts, paginated by ?page=n. */
import { NewsListView } from "../../ui/components/NewsListView";
import { loadNewsList } from "../loaders/news";
import { pageNumber } from "../loaders/params";
import { loader, route } from "../loaders/define";

/** A list's page number, as pagination links write it. */
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/;

export default route({
  pattern: "/blog",
  sitemap: { list: "blog" },
  preview: false,
  english: true,
  cache: { query: { page: PAGE_NUMBER }, globalTier: true },
  load: loader((ctx) => loadNewsList(ctx, "blog", pageNumber(ctx.url.searchParams.get("page") ?? undefined, ctx.url.pathname) ?? 1)),
  Page: NewsListView,
});
