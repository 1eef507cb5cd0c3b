/** The error page: global and specific message, the code, and pages to visit instead. */
import { routePath } from "../../core/routes";
import type { ErrorView } from "../../contract/page";
import { useLocale } from "../browser/state/locale";

const SUGGESTIONS = [
  ["home", "home"],
  ["formation-list", "formations"],
  ["campus-list", "campus"],
  ["agenda", "agenda"],
  ["news-list", "news"],
] as const;

export function ErrorPage({ error }: { error: ErrorView }) {
  const { m: messages, path } = useLocale();
  const m = messages.errors;
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <div className="error-page__text">
        <h1 id="error-title" className="error-page__title">{m.title}</h1>
        <p className="error-page__message">{error.message}</p>
        <p className="error-page__code">{m.code} {error.statusCode}</p>
        <p>
          <a className="button button--primary" href={path(routePath("home"))}>{m.back}</a>
        </p>
        <p className="error-page__hint">{m.hint}</p>
        <p>{m.suggestions}</p>
        <ul className="error-page__links">
          {SUGGESTIONS.map(([route, key]) => (
            <li key={route}>
              <a href={path(routePath(route))}>{m.links[key]}</a>
            </li>
          ))}
        </ul>
      </div>
      <img className="error-page__illustration" src="/images/error-illustration.svg" alt="" width="320" height="240" />
    </section>
  );
}
