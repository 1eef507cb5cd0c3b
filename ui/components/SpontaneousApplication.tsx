/** "Candidature spontanée" on the apprenticeship offers and the company pages: the school's form, or the pop-in's application. */
import { useAtomValue } from "jotai";
import { configAtom, pageAtom } from "../state/page";
import { offersSpontaneousApplication, spontaneousApplication } from "./chrome/rules/links";
import { PopinButton } from "./popin/PopinButton";

const LABEL = "Candidature spontanée";

export function SpontaneousApplication() {
  const config = useAtomValue(configAtom);
  const page = useAtomValue(pageAtom);
  if (!offersSpontaneousApplication(page?.path ?? "")) return null;
  const target = spontaneousApplication(config);
  return (
    <section className="section section--cta cta spontaneous" aria-labelledby="spontaneous-title">
      <div>
        <h2 id="spontaneous-title" className="cta__title">
          Pas d’offre à votre mesure&nbsp;?
        </h2>
        <p className="cta__text">Envoyez-nous votre candidature spontanée&nbsp;: l’école la présente à ses entreprises partenaires.</p>
      </div>
      {target.kind === "form" ? (
        <a className="button button--primary" href={target.url} rel="noopener">
          {LABEL}
        </a>
      ) : (
        <PopinButton action={target.action} className="button button--primary">
          {LABEL}
        </PopinButton>
      )}
    </section>
  );
}
