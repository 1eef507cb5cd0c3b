/** A chapter heading, the target of summary-menu anchors. */
import type { SectionOf } from "./types";

export function ChapterSection({ section }: SectionOf<"sections.chapter">) {
  return (
    <div className="section section--chapter chapter" id={section.anchor || undefined}>
      <h2 className="chapter__title">{section.title}</h2>
      {section.subtitle && <p className="chapter__subtitle">{section.subtitle}</p>}
    </div>
  );
}
