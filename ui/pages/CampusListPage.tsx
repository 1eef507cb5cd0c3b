/** The campuses on a map of France, then region by region (the list every reader gets, with or without the map). */
import { routePath } from "../../core/routes";
import type { CampusListData } from "../../contract/pages";
import { CampusMap } from "../components/campus-map/CampusMap";
import { Image } from "../components/Image";
import { PageIntro } from "../components/PageIntro";
import { useLocale } from "../islands/state/locale";

export default function CampusListPage({ data }: { data: CampusListData }) {
  const { m, path } = useLocale();
  return (
    <>
      <PageIntro title={m.campuses.title} lead={m.campuses.lead(data.count)} trail={[{ label: m.campuses.crumb, path: path(routePath("campus-list")) }]} />
      <div className="container page-body">
        <CampusMap campuses={data.regions.flatMap((r) => r.campuses)} label={m.campuses.map} />
        <nav aria-label={m.campuses.regions} className="region-index">
          <ul className="chips__list">
            {data.regions.map(({ region }) => (
              <li key={region}>
                <a className="chip" href={`#${regionId(region)}`}>{region}</a>
              </li>
            ))}
          </ul>
        </nav>
        {data.regions.map(({ region, campuses }) => (
          <section key={region} className="region" aria-labelledby={regionId(region)}>
            <h2 id={regionId(region)} className="region__title">{region}</h2>
            <ul className="campus-grid">
              {campuses.map((campus) => (
                <li key={campus.slug}>
                  <a className="campus-card" href={path(routePath("campus", { slug: campus.slug }))}>
                    {campus.image && <Image media={campus.image} slot="campusCard" className="campus-card__image" alt="" />}
                    <span className="campus-card__title">{campus.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

/** An anchor id for a region name ("Île-de-France" → "region-ile-de-france"). */
export const regionId = (region: string) =>
  `region-${region.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;
