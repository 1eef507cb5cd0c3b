import { ARTICLES } from './data/articles';
import { CAMPUSES } from './data/campuses';
import { FICHES_METIERS, OFFRES } from './data/careers';
import { DRAFT_EVENT, EVENTS, registrationUrl, type EventSeed } from './data/events';
import { CATEGORIES, NEWS, newsContent, type NewsSeed } from './data/news';
import { uploadPhotos } from './media';
import { dayFromToday, parisAt, publishAll } from './write';

type Ids = Map<string, string>;

const campusOf = (slug: string) => CAMPUSES.find((c) => c.slug === slug);
const campusTitle = (slug: string) => campusOf(slug).title;

/** An event's fields; the English writer reuses its dates, type, state, link and campus. */
export const eventData = (campusIds: Ids) => (e: EventSeed) => ({
  title: e.title,
  slug: e.slug,
  type: e.type,
  description: e.description,
  url: registrationUrl(e),
  takesRegistration: e.registration !== 'none',
  dateStart: parisAt(dayFromToday(e.startDay), e.startTime),
  dateEnd: e.endDay === undefined ? null : parisAt(dayFromToday(e.endDay), e.endTime),
  eventStatus: e.eventStatus ?? 'prevu',
  previousDateStart: e.previousDay === undefined ? null : parisAt(dayFromToday(e.previousDay), e.startTime),
  attendance: e.attendance ?? (e.campus ? 'sur-place' : 'en-ligne'),
  campus: e.campus ? campusIds.get(e.campus) : null,
});

/** Events around today, plus one draft that must never be served. */
export async function seedEvents(campusIds: Ids) {
  await publishAll('api::event.event', EVENTS, eventData(campusIds));
  await strapi.documents('api::event.event').create({ data: eventData(campusIds)(DRAFT_EVENT), locale: 'fr' } as never);
}

export const publishDateOf = (n: NewsSeed) => (n.daysAgo === null ? null : dayFromToday(-n.daysAgo));

/** Categories, then news and blog posts with a photograph each. */
export async function seedNews(campusIds: Ids) {
  const categoryIds = await publishAll('api::category.category', CATEGORIES, (c) => ({ ...c }));
  const images = await uploadPhotos(strapi, NEWS.map((n) => ({ name: `actualite-${n.slug}`, alt: n.title })), 8);
  await publishAll('api::ecole-new.ecole-new', NEWS, (n, index) => ({
    title: n.title,
    slug: n.slug,
    kind: n.kind,
    summary: n.summary,
    content: newsContent(n),
    publishDate: publishDateOf(n),
    focusImage: images[index],
    cat_news: categoryIds.get(n.category),
    campus_infos: n.campuses.map((slug) => ({ title: campusTitle(slug), slug, campus: campusIds.get(slug) })),
  }));
}

/** `admission/admissions-et-tarifs` → rubrique `admission`, slug `admissions-et-tarifs`; a top-level page is its own rubrique. */
export const pathParts = (path: string) => {
  const [rubrique, slug = rubrique] = path.split('/');
  return { rubrique, slug };
};

/** Generic pages by rubrique. */
export async function seedArticles() {
  await publishAll('api::ecole-article.ecole-article', ARTICLES.map((a) => ({ ...a, ...pathParts(a.path) })), ({ title, slug, rubrique, pageLayout, summary, sections }) => ({
    title,
    slug,
    rubrique,
    pageLayout,
    summary,
    sections,
    seo: { metaTitle: `${title} – École Exemple`, metaDescription: summary },
  }));
}

/** Career sheets linked to programmes, and apprenticeship offers. */
export async function seedCareers(campusIds: Ids, formationIds: Ids) {
  await publishAll('api::fiche-metier.fiche-metier', FICHES_METIERS, (f) => ({
    title: f.title,
    slug: f.slug,
    sector: f.sector,
    salary: f.salary,
    summary: f.summary,
    description: `${f.summary}\n\nUn métier accessible par plusieurs de nos formations, en alternance ou en initial.`,
    missions: f.missions.map((mission) => `- ${mission}`).join('\n'),
    formations: f.formations.map((slug) => formationIds.get(slug)),
  }));
  await publishAll('api::offre-alternance.offre-alternance', OFFRES, (o) => ({
    title: o.title,
    slug: o.slug,
    company: o.company,
    city: campusOf(o.campus).city,
    startDate: dayFromToday(o.startInDays),
    description: `${o.company} recrute un(e) alternant(e) pour le poste de ${o.title.toLowerCase()}. Rythme : 3 semaines en entreprise, 1 semaine à l’école.`,
    url: `https://emplois.example-ecole.fr/offres/${o.slug}`,
    campus: campusIds.get(o.campus),
    formation: formationIds.get(o.formation),
  }));
}
