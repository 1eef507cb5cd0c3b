/** A team of an article. */
import { SectionTitle } from "./SectionTitle";
import { TeamList } from "./TeamList";
import type { SectionOf } from "./types";

export function TeamSection({ section }: SectionOf<"sections.team">) {
  return (
    <section className="section section--team">
      <SectionTitle title={section.title} />
      <TeamList members={section.members} />
    </section>
  );
}
