/**
 * The campuses on a map of France (inline SVG, no tiles nor script): each point a link to its campus page, in the tab
 * order, named by the city it shows (label in name, WCAG 2.5.3: a voice user says what they read).
 */
import { routePath } from "../../../core/routes";
import type { CampusSummary } from "../../../contract/model/campuses";
import { useLocale } from "../../browser/state/locale";
import { FRANCE_PATH, MAP_HEIGHT, MAP_WIDTH, project } from "./france";
import { placeLabels } from "./labels";

/** Label size and point radius in map units: about 11 px and a 14 px target on a 390 px screen, where the map is ~360 px wide. */
const FONT = 19;
const RADIUS = 7;

export function CampusMap({ campuses, label }: { campuses: CampusSummary[]; label: string }) {
  const { path } = useLocale();
  const mapped = campuses.flatMap((c) => (c.latitude != null && c.longitude != null ? [{ campus: c, ...project(c.longitude, c.latitude), label: c.city || c.title }] : []));
  if (mapped.length === 0) return null;
  const labels = placeLabels(mapped, FONT, RADIUS, MAP_WIDTH, MAP_HEIGHT);
  return (
    <figure className="campus-map">
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="group" aria-label={label} className="campus-map__svg">
        <path d={FRANCE_PATH} className="campus-map__land" />
        {labels.map((point, i) => (
          <a key={mapped[i]!.campus.slug} href={path(routePath("campus", { slug: mapped[i]!.campus.slug }))} className="campus-map__point">
            <circle cx={point.x} cy={point.y} r={RADIUS} />
            <text x={point.tx} y={point.ty} textAnchor={point.anchor} fontSize={FONT}>
              {point.label}
            </text>
          </a>
        ))}
      </svg>
    </figure>
  );
}
