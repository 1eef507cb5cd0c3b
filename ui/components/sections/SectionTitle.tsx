/** A section's optional heading (h2: sections sit right under the page title). */
export function SectionTitle({ title }: { title?: string | null }) {
  return title ? <h2 className="section__title">{title}</h2> : null;
}
