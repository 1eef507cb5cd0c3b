/** "Candidature spontanée" on the apprenticeship offers and the company pages: the school's form, or the pop-in's application. */
import { useAtomValue } from "jotai";
import { useLocale } from "../browser/state/locale";
import { configAtom } from "../browser/state/page";
import { pageContentAtom } from "../state/document";
import { offersSpontaneousApplication, spontaneousApplication } from "../browser/chrome/rules/links";
import { PopinButton } from "../browser/popin/PopinButton";

export function SpontaneousApplication() {
  const config = useAtomValue(configAtom);
  const page = useAtomValue(pageContentAtom);
  const m = useLocale().m.spontaneous;
  if (!offersSpontaneousApplication(page?.path ?? "")) return null;
  const target = spontaneousApplication(config);
  return (
    <section className="section section--cta cta spontaneous" aria-labelledby="spontaneous-title">
      <div>
        <h2 id="spontaneous-title" className="cta__title">
          {m.title}
        </h2>
        <p className="cta__text">{m.text}</p>
      </div>
      {target.kind === "form" ? (
        <a className="button button--primary" href={target.url} rel="noopener">
          {m.label}
        </a>
      ) : (
        <PopinButton action={target.action} className="button button--primary">
          {m.label}
        </PopinButton>
      )}
    </section>
  );
}
