/**
 * A programme's "Résultats et débouchés": one real table a cohort (all campuses, or a campus whose figures differ),
 * each figure with its year and source, "non calculable" where the cohort is too small or the figure missing; the
 * certification's pass rate beside its RNCP code. Plain HTML: no chart, no script.
 */
import { formatFigure, RESULT_FIGURES, shownFigure, type ResultFigure } from "../../../core/results";
import type { ProgrammeResults as Results } from "../../../contract/model/results";
import { AnchorSection } from "../AnchorNav";
import { useLocale } from "../../browser/state/locale";

function Cohort({ results, rncp }: { results: Results; rncp: string }) {
  const { locale, m } = useLocale();
  const texts = m.formation.results;
  const value = (figure: ResultFigure) => {
    const shown = shownFigure(results[figure], figure === "certificationPassRate" ? results.certificationCandidates ?? results.learners : results.learners);
    if (shown === null) return <span className="results__none">{texts.notComputable}</span>;
    return formatFigure(figure, shown, locale);
  };
  const rows: [string, ResultFigure][] = RESULT_FIGURES.map((figure) => [texts.figures[figure], figure]);
  if (rncp) rows.push([`${texts.figures.certificationPassRate} (${texts.certification(rncp)})`, "certificationPassRate"]);
  return (
    <div className="results__cohort">
      <table className="results__table">
        <caption>{texts.caption(results.year, results.campus ? texts.campus(results.campus.title) : texts.allCampuses)}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.figure}</th>
            <th scope="col">{texts.value}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, figure]) => (
            <tr key={figure}>
              <th scope="row">{label}</th>
              <td>{value(figure)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="results__meta">
        {results.learners !== null && `${texts.learners(results.learners)} `}
        {texts.source} {results.sourceUrl ? <a href={results.sourceUrl}>{results.source}</a> : results.source}, {results.year}.
      </p>
      {results.demo && <p className="results__demo">{texts.demo}</p>}
    </div>
  );
}

export function ProgrammeResults({ results, rncp }: { results: Results[]; rncp: string }) {
  const { m } = useLocale();
  const texts = m.formation.results;
  return (
    <AnchorSection id="resultats" title={texts.title} className="results">
      {results.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <>
          {results.map((cohort, i) => (
            <Cohort key={i} results={cohort} rncp={rncp} />
          ))}
          <p className="results__meta">{texts.notComputableNote}</p>
        </>
      )}
    </AnchorSection>
  );
}
