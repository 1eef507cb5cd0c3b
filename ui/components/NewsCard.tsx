/** One news item or blog post in a list: image, category, date, title, summary. */
import { formatDay } from "../../core/dates";
import { NEWS_ROUTES, routePath, type NewsKind } from "../../core/routes";
import type { NewsItem } from "../../contract/model/news";
import { useLocale } from "../browser/state/locale";
import { Image } from "./Image";

export function NewsCard({ item, kind, priority = false }: { item: NewsItem; kind: NewsKind; priority?: boolean }) {
  const { locale, path } = useLocale();
  const href = path(routePath(NEWS_ROUTES[kind].entry, { slug: item.slug }));
  const category = item.cat_news[0];
  return (
    <article className="news-card">
      {item.focusImage && <Image media={item.focusImage} slot="card" priority={priority} className="news-card__image" alt="" />}
      <div className="news-card__body">
        <p className="news-card__meta">
          {category && <span className="tag">{category.title}</span>}
          <time dateTime={item.publishDate}>{formatDay(item.publishDate, locale)}</time>
        </p>
        <h2 className="news-card__title">
          <a href={href}>{item.title}</a>
        </h2>
        {item.summary && <p className="news-card__summary">{item.summary}</p>}
      </div>
    </article>
  );
}
