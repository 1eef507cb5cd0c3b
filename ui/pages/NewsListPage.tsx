/** News (/actualites, /actualites/page/n) and blog (/blog) lists: cards, newest first, paginated. */
import { routePath } from "../../core/routes";
import type { NewsListData } from "../../contract/pages";
import { EmptyState } from "../islands/EmptyState";
import { NewsCard } from "../components/NewsCard";
import { PageIntro } from "../components/PageIntro";
import { Pagination } from "../components/Pagination";
import { useLocale } from "../islands/state/locale";

export default function NewsListPage({ data }: { data: NewsListData }) {
  const { m, path } = useLocale();
  // news pages are addresses of their own (/actualites/page/2), the blog's a query (/blog?page=2)
  const hrefOf = (page: number) =>
    page === 1 ? data.base : data.kind === "news" ? path(routePath("news-list-page", { page: String(page) })) : `${data.base}?page=${page}`;
  return (
    <>
      <PageIntro title={data.title} lead={data.intro} trail={[{ label: data.title, path: data.base }]}>
        {data.total > 0 && <p className="page-intro__count">{m.news.count(data.total, data.page, data.pageCount)}</p>}
      </PageIntro>
      <div className="container page-body">
        {data.items.length > 0 ? (
          <ul className="card-grid">
            {data.items.map((item, i) => (
              <li key={item.slug}>
                <NewsCard item={item} kind={data.kind} priority={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState kind="posts" />
        )}
        <Pagination page={data.page} pageCount={data.pageCount} hrefOf={hrefOf} />
      </div>
    </>
  );
}
