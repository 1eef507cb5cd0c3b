/** Testimonials (témoignages): quote, name, role, photo when there is one. */
import { Image } from "../Image";
import { SectionTitle } from "./SectionTitle";
import type { SectionOf } from "./types";

export function TestimonialsSection({ section }: SectionOf<"sections.testimonials">) {
  return (
    <section className="section section--testimonials">
      <SectionTitle title={section.title} />
      <ul className="testimonials">
        {section.testimonials.map((item, i) => (
          <li key={i} className="testimonial">
            <blockquote className="testimonial__quote">
              <p>{item.quote}</p>
            </blockquote>
            <div className="testimonial__person">
              {item.photo ? (
                <Image media={item.photo} slot="avatar" className="avatar" alt="" />
              ) : (
                <span className="avatar avatar--initials" aria-hidden="true">{initials(item.name)}</span>
              )}
              <p>
                <strong>{item.name}</strong>
                {item.role && <span className="testimonial__role">{item.role}</span>}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
