/** Numbered pages of a list, with previous/next; plain links, so it works without JavaScript. */
import { useLocale } from "../browser/state/locale";

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}

export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  const texts = useLocale().m.common.pagination;
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={texts.label}>
      {page > 1 && (
        <a className="pagination__step" href={hrefOf(page - 1)} rel="prev">
          {texts.previous}
        </a>
      )}
      <ul className="pagination__pages">
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span className="pagination__page pagination__page--current" aria-current="page">{n}</span>
            ) : (
              <a className="pagination__page" href={hrefOf(n)} aria-label={texts.page(n)}>
                {n}
              </a>
            )}
          </li>
        ))}
      </ul>
      {page < pageCount && (
        <a className="pagination__step" href={hrefOf(page + 1)} rel="next">
          {texts.next}
        </a>
      )}
    </nav>
  );
}
