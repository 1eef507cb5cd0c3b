/** GET /actualites/rss.xml and /blog/rss.xml: the newest news items or blog posts as RSS, with absolute links. */
import type { Context } from "hono";
import { NEWS_ROUTES, routePath, type NewsKind } from "../../core/routes";
import { newsPage } from "../cms/calls/news";
import type { AppEnv } from "../env";
import { newsSection } from "../loaders/news";
import { loadSite } from "../loaders/site";
import { schoolName } from "../loaders/structured-data";
import { rssXml } from "../seo/feed";

/** A feed is the first page of its list: the same CMS answer, cached once for both. */
export const feedRoute = (kind: NewsKind) => async (c: Context<AppEnv>): Promise<Response> => {
  const cms = c.get("cms");
  const section = newsSection(cms.locale, kind);
  const [list, site] = await Promise.all([cms.get(newsPage(c.get("config").CMS_PREFIX, kind, 1)), loadSite(cms, c.get("config"), new URL(c.req.url))]);
  const at = (path: string) => new URL(path, site.origin).href;
  const body = rssXml(
    { title: `${section.title} – ${schoolName(site.settings, cms.locale)}`, link: at(section.base), self: at(section.feed), description: section.description, language: cms.locale },
    list.items.map((item) => ({
      title: item.title,
      link: at(routePath(NEWS_ROUTES[kind].entry, { slug: item.slug }, cms.locale)),
      published: item.publishDate,
      summary: item.summary,
      categories: item.cat_news.map((category) => category.title),
    })),
  );
  return c.body(body, 200, { "content-type": "application/rss+xml; charset=utf-8" });
};
