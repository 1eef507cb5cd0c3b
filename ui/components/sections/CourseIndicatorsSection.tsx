/** Course result indicators (success rate, employment…), as a table with their year. */
import { useLocale } from "../../browser/state/locale";
import { SectionTitle } from "./SectionTitle";
import type { SectionOf } from "./types";

export function CourseIndicatorsSection({ section }: SectionOf<"sections.course-indicators">) {
  const texts = useLocale().m.common.indicators;
  return (
    <section className="section section--indicators">
      <SectionTitle title={section.title} />
      <table className="indicators">
        <thead>
          <tr>
            <th scope="col">{texts.indicator}</th>
            <th scope="col">{texts.result}</th>
            <th scope="col">{texts.year}</th>
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
