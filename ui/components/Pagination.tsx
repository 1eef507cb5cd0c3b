/** Numbered pages of a list, with previous/next; plain links, so it works without JavaScript. */

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}

export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label="Pagination">
      {page > 1 && (
        <a className="pagination__step" href={hrefOf(page - 1)} rel="prev">
          ← Précédent
        </a>
      )}
      <ul className="pagination__pages">
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span className="pagination__page pagination__page--current" aria-current="page">{n}</span>
            ) : (
              <a className="pagination__page" href={hrefOf(n)} aria-label={`Page ${n}`}>
                {n}
              </a>
            )}
          </li>
        ))}
      </ul>
      {page < pageCount && (
        <a className="pagination__step" href={hrefOf(page + 1)} rel="next">
          Suivant →
        </a>
      )}
    </nav>
  );
}
