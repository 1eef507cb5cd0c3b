/** The error page: global and specific message, the code, and pages to visit instead. */
import type { ErrorView } from "../../content/page";

const SUGGESTIONS = [
  ["/", "Accueil"],
  ["/formations", "Formations"],
  ["/campus", "Campus"],
  ["/agenda", "Agenda"],
  ["/actualites", "Actualités"],
] as const;

export function ErrorPage({ error }: { error: ErrorView }) {
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <div className="error-page__text">
        <h1 id="error-title" className="error-page__title">Oups !</h1>
        <p className="error-page__message">{error.message}</p>
        <p className="error-page__code">Code d'erreur : {error.statusCode}</p>
        <p>
          <a className="button button--primary" href="/">Revenir au site</a>
        </p>
        <p className="error-page__hint">Cliquez sur le bouton ci-dessus pour revenir à la page d'accueil.</p>
        <p>Mais on peut vous proposer de visiter ces pages :</p>
        <ul className="error-page__links">
          {SUGGESTIONS.map(([href, label]) => (
            <li key={href}>
              <a href={href}>{label}</a>
            </li>
          ))}
        </ul>
      </div>
      <img className="error-page__illustration" src="/images/error-illustration.svg" alt="" width="320" height="240" />
    </section>
  );
}
