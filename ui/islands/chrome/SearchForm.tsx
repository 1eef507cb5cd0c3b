/** The site search field: a plain GET form to /recherche, so it works before (and without) JavaScript. */
import { QUERY_MAX_LENGTH } from "../../../core/search";
import { useLocale } from "../state/locale";

/** `place` names the form where it sits (header, sidebar, page): its field's id and its look. */
export function SearchForm({ place, query = "" }: { place: "header" | "sidebar" | "page"; query?: string }) {
  const { m: messages, path } = useLocale();
  const m = messages.search;
  const id = `search-${place}`;
  return (
    <form className={`search-form search-form--${place}`} role="search" action={path("/recherche")} method="get">
      <label className={place === "page" ? "search-form__label" : "visually-hidden"} htmlFor={id}>
        {m.label}
      </label>
      <input id={id} className="search-form__field" type="search" name="q" defaultValue={query} placeholder={m.placeholder} maxLength={QUERY_MAX_LENGTH} autoComplete="off" />
      <button className="search-form__submit" type="submit">
        {m.submit}
      </button>
    </form>
  );
}
