import { CAMPUSES, ENGLISH_CAMPUSES, campusDescription, campusDescriptionEn, campusTeam } from './data/campuses';
import { CATEGORY_FACTS, ENGLISH_FORMATIONS, FORMATIONS, objectives, price } from './data/formations';
import { crmActions, crmUrl, teaches } from './data/offer';
import { uploadSeries } from './media';
import { publish, publishAll, translate } from './write';

const CAMPUS = 'api::campus.campus';
const FORMATION = 'api::formation.formation';

const unitsOf = (rows: [string, string][]) => rows.map(([title, description]) => ({ title, description }));

/** Campuses (with an image each) and their English versions. */
export async function seedCampuses() {
  const images = await uploadSeries(strapi, CAMPUSES.map((c) => ({ name: `campus-${c.slug}`, alt: `Le campus de ${c.city}` })));
  const ids = await publishAll(CAMPUS, CAMPUSES, (c, index) => ({
    ...c,
    email: `${c.slug}@example-ecole.fr`,
    description: campusDescription(c),
    image: images[index],
    keyData: [
      { value: `${300 + index * 17}`, label: 'étudiants' },
      { value: `${12 + (index % 9)}`, label: 'formations' },
      { value: `${150 + index * 11}`, label: 'entreprises partenaires' },
    ],
    team: campusTeam(c, index),
    contacts: [
      { label: 'Accueil', phone: c.phone, email: `${c.slug}@example-ecole.fr` },
      { label: 'Admissions', phone: c.phone, email: `admissions.${c.slug}@example-ecole.fr` },
    ],
    seo: { metaTitle: `${c.title} – École Exemple`, metaDescription: `Formations en alternance et en initial à ${c.city} : BTS, bachelors, mastères.` },
  }));
  for (const c of CAMPUSES.filter((campus) => ENGLISH_CAMPUSES.includes(campus.slug))) {
    await translate(CAMPUS, ids.get(c.slug), { ...c, title: `${c.city} campus`, description: campusDescriptionEn(c), email: `${c.slug}@example-ecole.fr` });
  }
  return ids;
}

/** Programmes, each taught on a deterministic set of campuses; a few in English. */
export async function seedFormations(campusIds: Map<string, string>) {
  const campusesOf = (index: number) => CAMPUSES.filter((c, j) => teaches(index, c.slug, j)).map((c) => campusIds.get(c.slug));
  const ids = await publishAll(FORMATION, FORMATIONS, (f, index) => {
    const facts = CATEGORY_FACTS[f.category];
    return {
      ...f,
      summary: `${f.title} : une formation ${f.rhythm === 'periodic' ? 'en alternance' : 'en initial'} pour devenir opérationnel rapidement.`,
      objectives: objectives(f),
      teachingUnits: unitsOf(facts.units),
      skillUnits: unitsOf(facts.skills),
      admission: facts.admission,
      certification: facts.certification,
      price: price(f),
      campuses: campusesOf(index),
      seo: { metaTitle: `${f.title} – École Exemple`, metaDescription: `${f.title} sur nos campus en France.` },
    };
  });
  const englishCampuses = ENGLISH_CAMPUSES.map((slug) => campusIds.get(slug));
  for (const [slug, title] of Object.entries(ENGLISH_FORMATIONS)) {
    const f = FORMATIONS.find((formation) => formation.slug === slug);
    await translate(FORMATION, ids.get(slug), { ...f, title, summary: `${title}: a work-study programme.`, campuses: englishCampuses });
  }
  return ids;
}

/** Pop-in links for every (programme, campus) pair where the programme is taught. */
export async function seedCrmLinks(formationIds: Map<string, string>, campusIds: Map<string, string>) {
  let count = 0;
  for (const [i, f] of FORMATIONS.entries()) {
    for (const [j, c] of CAMPUSES.entries()) {
      if (!teaches(i, c.slug, j)) continue;
      for (const action of crmActions(i, j)) {
        await publish('api::crm-link.crm-link', { action, url: crmUrl(action, f.slug, c.slug, i), course: formationIds.get(f.slug), campus: campusIds.get(c.slug) });
        count += 1;
      }
    }
  }
  return count;
}
