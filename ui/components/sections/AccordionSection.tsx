/** Questions and answers that open in place (native details/summary: works without JavaScript). */
import { RichText } from "../RichText";
import { SectionTitle } from "./SectionTitle";
import type { SectionOf } from "./types";

export function AccordionSection({ section }: SectionOf<"sections.accordion">) {
  return (
    <section className="section section--accordion">
      <SectionTitle title={section.title} />
      <div className="accordion">
        {section.items.map((item, i) => (
          <details key={i} className="accordion__item">
            <summary className="accordion__summary">{item.title}</summary>
            <RichText value={item.content} className="rich-text accordion__content" />
          </details>
        ))}
      </div>
    </section>
  );
}
