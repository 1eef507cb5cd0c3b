/** A quotation with its author. */
import type { SectionOf } from "./types";

export function QuoteSection({ section }: SectionOf<"sections.quote">) {
  return (
    <figure className="section section--quote quote">
      <blockquote className="quote__text">
        <p>{section.quote}</p>
      </blockquote>
      {section.author && (
        <figcaption className="quote__author">
          {section.author}
          {section.role && <span className="quote__role">{section.role}</span>}
        </figcaption>
      )}
    </figure>
  );
}
