/** A call to action: a link, or the pop-in for a brochure, contact or registration. */
import { PopinButton } from "../../browser/popin/PopinButton";
import type { SectionOf } from "./types";

export function CtaSection({ section }: SectionOf<"sections.cta">) {
  const { action } = section;
  return (
    <section className="section section--cta cta">
      <div>
        <h2 className="cta__title">{section.title}</h2>
        {section.text && <p className="cta__text">{section.text}</p>}
      </div>
      {action === "link" ? (
        section.url && (
          <a className="button button--primary" href={section.url}>
            {section.label}
          </a>
        )
      ) : (
        <PopinButton action={action} className="button button--primary">
          {section.label}
        </PopinButton>
      )}
    </section>
  );
}
