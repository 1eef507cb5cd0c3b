/** The error page: global and specific message, the code, and pages to visit instead. */
import type { ErrorView } from "../../content/page";
import { useLocale } from "../islands/state/locale";

const SUGGESTIONS = [
  ["/", "home"],
  ["/formations", "formations"],
  ["/campus", "campus"],
  ["/agenda", "agenda"],
  ["/actualites", "news"],
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
          <a className="button button--primary" href={path("/")}>{m.back}</a>
        </p>
        <p className="error-page__hint">{m.hint}</p>
        <p>{m.suggestions}</p>
        <ul className="error-page__links">
          {SUGGESTIONS.map(([href, key]) => (
            <li key={href}>
              <a href={path(href)}>{m.links[key]}</a>
            </li>
          ))}
        </ul>
      </div>
      <img className="error-page__illustration" src="/images/error-illustration.svg" alt="" width="320" height="240" />
    </section>
  );
}
