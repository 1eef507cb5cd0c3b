/** Course result indicators (success rate, employment…), as a table with their year. */
import { SectionTitle } from "./SectionTitle";
import type { SectionOf } from "./types";

export function CourseIndicatorsSection({ section }: SectionOf<"sections.course-indicators">) {
  return (
    <section className="section section--indicators">
      <SectionTitle title={section.title} />
      <table className="indicators">
        <thead>
          <tr>
            <th scope="col">Indicateur</th>
            <th scope="col">Résultat</th>
            <th scope="col">Année</th>
          </tr>
        </thead>
        <tbody>
          {section.indicators.map((row, i) => (
            <tr key={i}>
              <th scope="row">{row.label}</th>
              <td className="indicators__value">{row.value}</td>
              <td>{row.year}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
