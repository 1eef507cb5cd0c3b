/** One news item or blog post in a list: image, category, date, title, summary. */
import { formatDay } from "../../core/dates";
import type { NewsItem } from "../../content/model/news";
import { useLocale } from "../islands/state/locale";
import { Image } from "./Image";

export function NewsCard({ item, base, eager = false }: { item: NewsItem; base: string; eager?: boolean }) {
  const href = `${base}/${item.slug}`;
  const category = item.cat_news[0];
  const { locale } = useLocale();
  return (
    <article className="news-card">
      {item.focusImage && <Image media={item.focusImage} width={400} height={250} eager={eager} className="news-card__image" alt="" />}
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
