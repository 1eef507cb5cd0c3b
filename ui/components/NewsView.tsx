/** One news item or blog post (the news and blog-post routes draw it): image, date, campuses, categories, content, then more to read. */
import { NEWS_ROUTES, routePath, type NewsKind } from "../../core/routes";
import { formatDay } from "../../core/dates";
import type { NewsArticle, NewsItem } from "../../contract/model/news";
import { Image } from "./Image";
import { NewsCard } from "./NewsCard";
import { PageIntro } from "./PageIntro";
import { RichText } from "./RichText";
import { useLocale } from "../browser/state/locale";

export interface NewsData {
  kind: NewsKind;
  base: string;
  sectionTitle: string;
  article: NewsArticle;
  related: NewsItem[];
}

export function NewsView({ data }: { data: NewsData }) {
  const { article } = data;
  const { locale, m, path } = useLocale();
  const campuses = article.campus_infos.flatMap((info) => (info.campus ? [info.campus] : []));
  return (
    <article>
      <PageIntro
        title={article.title}
        lead={article.summary}
        trail={[
          { label: data.sectionTitle, path: data.base },
          { label: article.title, path: path(routePath(NEWS_ROUTES[data.kind].entry, { slug: article.slug })) },
        ]}
        kicker={
          <p className="news-meta">
            {article.cat_news.map((c) => (
              <span key={c.slug} className="tag">{c.title}</span>
            ))}
            <time dateTime={article.publishDate}>{m.news.published(formatDay(article.publishDate, locale))}</time>
          </p>
        }
      />
      <div className="container page-body article-layout">
        <div className="article-layout__main">
          {article.focusImage && <Image media={article.focusImage} slot="hero" priority className="article-image" />}
          <RichText value={article.content} />
        </div>
        {campuses.length > 0 && (
          <aside className="article-layout__aside" aria-label={m.news.campuses}>
            <h2 className="aside-title">{m.news.campuses}</h2>
            <ul className="link-list">
              {campuses.map((campus) => (
                <li key={campus.slug}>
                  <a href={path(routePath("campus", { slug: campus.slug }))}>{campus.title}</a>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
      {data.related.length > 0 && (
        <section className="container page-body" aria-labelledby="related-title">
          <h2 id="related-title">{m.news.related}</h2>
          <ul className="card-grid">
            {data.related.map((item) => (
              <li key={item.slug}>
                <NewsCard item={item} kind={data.kind} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
