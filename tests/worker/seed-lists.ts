/** The demo seed (cms/src/seed/data) as the CMS answers the lists the site search reads, by API path: what the search is tested and measured against. */
import { CAMPUSES } from "../../cms/src/seed/data/campuses";
import { FICHES_METIERS } from "../../cms/src/seed/data/careers";
import { EVENTS } from "../../cms/src/seed/data/events";
import { CATEGORY_FACTS, FORMATIONS, POPULARITY, summary } from "../../cms/src/seed/data/formations";
import { CATEGORIES, NEWS } from "../../cms/src/seed/data/news";
import { campusesTeaching } from "../../cms/src/seed/data/offer";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const SEED_LISTS: Record<string, () => unknown[]> = {
  "/api/formations": () =>
    FORMATIONS.map((f, i) => ({
      ...f,
      summary: summary(f),
      popularity: POPULARITY[f.slug] ?? 0,
      certification: CATEGORY_FACTS[f.category].certification,
      campuses: campusesTeaching(i).map((slug) => ({ slug })),
    })),
  "/api/campuses": () => CAMPUSES.map(({ slug, title, city, region, latitude, longitude }) => ({ slug, title, city, region, latitude, longitude, image: null })),
  "/api/fiche-metiers": () => FICHES_METIERS.map(({ slug, title, sector, salary, summary }) => ({ slug, title, sector, salary, summary })),
  "/api/ecole-news": () =>
    NEWS.filter((n) => n.kind === "news" && n.daysAgo !== null).map((n) => ({
      slug: n.slug,
      title: n.title,
      summary: n.summary,
      publishDate: day(-(n.daysAgo ?? 0)),
      cat_news: CATEGORIES.filter((c) => c.slug === n.category).map(({ slug, title }) => ({ slug, title })),
    })),
  "/api/events": () =>
    EVENTS.filter((e) => (e.endDay ?? e.startDay) >= 0).map((e) => ({
      slug: e.slug,
      title: e.title,
      description: e.description,
      dateStart: `${day(e.startDay)}T${e.startTime}:00.000Z`,
      campus: CAMPUSES.filter((c) => c.slug === e.campus).map(({ slug, title }) => ({ slug, title }))[0] ?? null,
    })),
};
