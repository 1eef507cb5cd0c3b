/** The browser's search index, fetched once on demand (the first focus of a field) and shared by every field of the page. */
import MiniSearch from "minisearch";
import { useCallback, useState } from "react";
import { BROWSER_INDEX_PATH, BROWSER_STORED, indexOptions, type SearchDocument } from "../../../core/search";

type Index = MiniSearch<SearchDocument>;

/** One download per page and language, whoever asks first. */
const loading = new Map<string, Promise<Index>>();

function fetchIndex(url: string): Promise<Index> {
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url, { credentials: "same-origin" })
      .then((res) => {
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        return res.text();
      })
      .then((json) => MiniSearch.loadJSON<SearchDocument>(json, indexOptions(BROWSER_STORED)));
    // a failed download may be tried again on the next focus; the form still works meanwhile
    pending.catch(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}

/** The index once loaded (null before), and `load` to start loading it; `path` puts the address in the page's language. */
export function useSearchIndex(path: (p: string) => string) {
  const [index, setIndex] = useState<Index | null>(null);
  const load = useCallback(() => {
    if (index) return;
    fetchIndex(path(BROWSER_INDEX_PATH)).then(setIndex, () => {});
  }, [index, path]);
  return { index, load };
}
