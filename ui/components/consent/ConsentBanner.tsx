/**
 * The cookie consent banner: server HTML in every page, the same for every visitor (the edge hides it once a choice is
 * stored, worker/middleware/consent). A form that posts the choice and comes back to the page: no script needed.
 */
import { useAtomValue } from "jotai";
import { CONSENT_BANNER_ID, CONSENT_PATH, CONSENT_PURPOSES } from "../../../core/consent";
import { LEGAL_PAGES } from "../../../core/locale";
import { useLocale } from "../../browser/state/locale";
import { configAtom, previewAtom } from "../../browser/state/page";
import { pageContentAtom } from "../../state/document";

export function ConsentBanner() {
  const config = useAtomValue(configAtom);
  const preview = useAtomValue(previewAtom);
  const page = useAtomValue(pageContentAtom);
  const { locale, m } = useLocale();
  // an editor's preview is no visit: nothing of the visitor's is set or loaded there, and the banner would hide the
  // preview's own way out
  if (!config?.CONSENT_REQUIRED || preview) return null;
  const texts = m.consent;
  return (
    <section id={CONSENT_BANNER_ID} className="consent" role="dialog" aria-modal="false" aria-labelledby="consent-title" aria-describedby="consent-text" tabIndex={-1}>
      <form className="consent__form container" method="post" action={CONSENT_PATH}>
        <input type="hidden" name="retour" value={page?.path ?? "/"} />
        <div className="consent__head">
          <h2 id="consent-title" className="consent__title">{texts.title}</h2>
          <button type="submit" name="choix" value="close" className="consent__close">{texts.close}</button>
        </div>
        <p id="consent-text" className="consent__text">
          {texts.text} <a href={LEGAL_PAGES[locale].privacy}>{texts.privacy}</a>
        </p>
        <div className="consent__actions">
          <button type="submit" name="choix" value="refuse" className="consent__button">{texts.refuse}</button>
          <button type="submit" name="choix" value="accept" className="consent__button">{texts.accept}</button>
        </div>
        <details className="consent__custom">
          <summary className="consent__summary">{texts.customise}</summary>
          <fieldset className="consent__purposes">
            <legend className="visually-hidden">{texts.customise}</legend>
            {CONSENT_PURPOSES.map((purpose) => (
              <div key={purpose} className="consent__purpose">
                <input type="checkbox" id={`consent-${purpose}`} name="finalite" value={purpose} aria-describedby={`consent-${purpose}-text`} />
                <label htmlFor={`consent-${purpose}`}>{texts.purposes[purpose].label}</label>
                <p id={`consent-${purpose}-text`} className="consent__purpose-text">{texts.purposes[purpose].text}</p>
              </div>
            ))}
            <p className="consent__purpose-text">{texts.necessary}</p>
            <button type="submit" name="choix" value="custom" className="consent__button">{texts.save}</button>
          </fieldset>
        </details>
      </form>
    </section>
  );
}
