/** A titled block of rich text. */
import { RichText } from "../RichText";
import { SectionTitle } from "./SectionTitle";
import type { SectionOf } from "./types";

export function TextSection({ section }: SectionOf<"sections.text">) {
  return (
    <section className="section section--text">
      <SectionTitle title={section.title} />
      <RichText value={section.content} />
    </section>
  );
}
