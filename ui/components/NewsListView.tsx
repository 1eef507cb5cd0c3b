/** News (/actualites, /actualites/page/n) and blog (/blog) lists, as their three routes draw them: cards, newest first, paginated. */
import { routePath, type NewsKind } from "../../core/routes";
import type { NewsItem } from "../../contract/model/news";
import { NewsCard } from "./NewsCard";
import { PageIntro } from "./PageIntro";
import { Pagination } from "./Pagination";
import { ListOrEmpty } from "./ListOrEmpty";
import { useLocale } from "../browser/state/locale";

export interface NewsListData {
  kind: NewsKind;
  base: string;
  title: string;
  intro: string;
  items: NewsItem[];
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export function NewsListView({ data }: { data: NewsListData }) {
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
        <ListOrEmpty items={data.items} kind="posts">
          <ul className="card-grid">
            {data.items.map((item, i) => (
              <li key={item.slug}>
                <NewsCard item={item} kind={data.kind} priority={i === 0} />
              </li>
            ))}
          </ul>
        </ListOrEmpty>
        <Pagination page={data.page} pageCount={data.pageCount} hrefOf={hrefOf} />
      </div>
    </>
  );
}
