/** Key figures of an article. */
import { KeyFigures } from "./KeyFigures";
import { SectionTitle } from "./SectionTitle";
import type { SectionOf } from "./types";

export function KeyDataSection({ section }: SectionOf<"sections.key-data">) {
  return (
    <section className="section section--key-data">
      <SectionTitle title={section.title} />
      <KeyFigures figures={section.figures} />
    </section>
  );
}
