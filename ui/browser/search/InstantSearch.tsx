/**
 * The site search field: a plain GET form to /recherche (it works before and without the scripts, and on the search
 * page, which never hydrates it), and, in the header and sidebar islands, a listbox of the best matches from the
 * browser's index. Arrow keys move through them, Enter opens the chosen one (or submits the form), Escape closes the
 * list, then empties the field; the number of suggestions is announced.
 */
import { routePath } from "../../../core/routes";
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { QUERY_MAX_LENGTH, SEARCH_KINDS, markTerms, queryProblem, searchIndex, type SearchKind } from "../../../core/search";
import { useLocale } from "../state/locale";
import { useSearchIndex } from "./useSearchIndex";

/** Suggestions shown: the page of results is one Enter away. */
const SHOWN = 8;

/** The best few results, in the search page's order of types (programmes first): the same page, one Enter away. */
export const suggestions = <T extends Record<string, unknown>>(results: T[]) =>
  results.slice(0, SHOWN).sort((a, b) => SEARCH_KINDS.indexOf(a.kind as SearchKind) - SEARCH_KINDS.indexOf(b.kind as SearchKind));

/** The next active option, -1 being the field itself: arrows cycle through the field and the `size` options. */
export const cycle = (current: number, step: 1 | -1, size: number) => ((current + 1 + step + size + 1) % (size + 1)) - 1;

export function InstantSearch({ place, query: initial = "" }: { place: "header" | "sidebar" | "page"; query?: string }) {
  const { m: messages, path } = useLocale();
  const m = messages.search;
  const id = `search-${place}`;
  const listbox = `${useId()}-listbox`;
  const [query, setQuery] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { index, load } = useSearchIndex(path);
  // The field may have been focused, or typed in, before the island woke: the island takes it from there, once.
  const adopted = useRef(false);
  useEffect(() => {
    const field = document.getElementById(id);
    if (adopted.current || !(field instanceof HTMLInputElement) || document.activeElement !== field) return;
    adopted.current = true;
    load();
    if (field.value) {
      setQuery(field.value);
      setOpen(true);
    }
  }, [id, load]);

  const hits = useMemo(() => {
    const typed = query.trim();
    if (!index || !typed || queryProblem(typed)) return [];
    return suggestions(searchIndex(index, typed)).map((result) => ({ path: String(result.path), kind: result.kind as keyof typeof m.kinds, title: markTerms(String(result.title), new Set(result.terms)) }));
  }, [index, query]);
  const shown = open && hits.length > 0;
  const optionId = (i: number) => `${listbox}-${i}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (hits.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => cycle(current, step, hits.length));
    } else if (event.key === "Enter" && shown && active >= 0 && active < hits.length) {
      event.preventDefault();
      window.location.assign(hits[active]!.path);
    } else if (event.key === "Escape" && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Escape" && event.currentTarget.value) {
      // What a search field's Escape does natively, kept now that the field is a text field.
      event.preventDefault();
      event.currentTarget.value = "";
      setQuery("");
    }
  };
  /**
   * The header's and sidebar's field is a combobox as ARIA's authoring practices draw it, on a text field (ARIA in
   * HTML allows that role on type=text, not on type=search); the search page's, never woken, stays a search field.
   */
  const suggesting = place !== "page";
  const combobox = suggesting && {
    role: "combobox",
    "aria-autocomplete": "list",
    "aria-expanded": shown,
    "aria-controls": listbox,
    "aria-activedescendant": shown && active >= 0 && active < hits.length ? optionId(active) : undefined,
    onFocus: load,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      load();
      setQuery(event.target.value);
      setOpen(true);
      setActive(-1);
    },
    onBlur: () => setOpen(false),
    onKeyDown,
  } as const;

  return (
    <form className={`search-form search-form--${place} instant-search`} role="search" action={path(routePath("search"))} method="get">
      <label className={place === "page" ? "search-form__label" : "visually-hidden"} htmlFor={id}>
        {m.label}
      </label>
      <input
        id={id}
        className="search-form__field"
        type={suggesting ? "text" : "search"}
        name="q"
        // Not controlled: hydration must never replace what the visitor typed before the island woke.
        defaultValue={initial}
        placeholder={m.placeholder}
        maxLength={QUERY_MAX_LENGTH}
        autoComplete="off"
        // a phone's keyboard still offers "search" as its Enter key
        enterKeyHint="search"
        {...combobox}
      />
      <button className="search-form__submit" type="submit">
        {m.submit}
      </button>
      {suggesting && (
        <>
          <ul id={listbox} className="instant-search__list" role="listbox" aria-label={m.instant.listbox} hidden={!shown}>
            {hits.map((hit, i) => (
              <li key={hit.path} id={optionId(i)} role="option" aria-selected={i === active} className="instant-search__option">
                {/* a pointer press opens it before the field's blur closes the list */}
                <a href={hit.path} tabIndex={-1} onMouseDown={(event) => event.preventDefault()}>
                  <span className="instant-search__kind">{m.kinds[hit.kind]}</span>{" "}
                  {hit.title.map((s, k) => (s.mark ? <mark key={k}>{s.text}</mark> : s.text))}
                </a>
              </li>
            ))}
          </ul>
          <p className="visually-hidden" role="status" aria-live="polite">
            {open && query.trim() ? (index ? m.count(hits.length) : m.instant.loading) : ""}
          </p>
        </>
      )}
    </form>
  );
}
