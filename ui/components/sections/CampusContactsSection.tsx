/** The contacts of an article. */
import { ContactCards } from "./ContactCards";
import { SectionTitle } from "./SectionTitle";
import type { SectionOf } from "./types";

export function CampusContactsSection({ section }: SectionOf<"sections.campus-contacts">) {
  return (
    <section className="section section--contacts">
      <SectionTitle title={section.title} />
      <ContactCards contacts={section.contacts} />
    </section>
  );
}
