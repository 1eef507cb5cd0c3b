/** Key figures in a row of tiles (articles' key-data sections and the campus page). */
import type { KeyFigure } from "../../../contract/model/content";

export function KeyFigures({ figures }: { figures: KeyFigure[] }) {
  return (
    <ul className="key-figures">
      {figures.map((figure, i) => (
        <li key={i} className="key-figures__item">
          <span className="key-figures__value">{figure.value}</span>
          <span className="key-figures__label">{figure.label}</span>
          {figure.description && <span className="key-figures__description">{figure.description}</span>}
        </li>
      ))}
    </ul>
  );
}
