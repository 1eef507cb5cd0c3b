import { CAMPUSES, admissionsEmail, campusDescription, campusEmail, campusFigures, campusTeam } from './data/campuses';
import { CATEGORY_FACTS, FORMATIONS, POPULARITY, objectives, price, summary } from './data/formations';
import { campusesTeaching, crmActions, crmUrl, teaches } from './data/offer';
import { demoResults, rncpOf } from './data/results';
import { uploadPhotos } from './media';
import { publish, publishAll } from './write';

const CAMPUS = 'api::campus.campus';
const FORMATION = 'api::formation.formation';

const KEY_FIGURE_LABELS = ['étudiants', 'formations', 'entreprises partenaires'];

export const unitsOf = (rows: [string, string][]) => rows.map(([title, description]) => ({ title, description }));

/** Campuses, with a photograph each. */
export async function seedCampuses() {
  const images = await uploadPhotos(strapi, CAMPUSES.map((c) => ({ name: `campus-${c.slug}`, alt: `Le campus de ${c.city}` })), 1);
  return publishAll(CAMPUS, CAMPUSES, (c, index) => ({
    ...c,
    email: campusEmail(c),
    description: campusDescription(c),
    image: images[index],
    keyData: campusFigures(index).map((value, k) => ({ value, label: KEY_FIGURE_LABELS[k] })),
    team: campusTeam(c, index),
    contacts: [
      { label: 'Accueil', phone: c.phone, email: campusEmail(c) },
      { label: 'Admissions', phone: c.phone, email: admissionsEmail(c) },
    ],
    seo: { metaTitle: `${c.title} – École Exemple`, metaDescription: `Formations en alternance et en initial à ${c.city} : BTS, bachelors, mastères.` },
  }));
}

/** Programmes, each taught on a deterministic set of campuses, with their category's photograph (as schools reuse one). */
export async function seedFormations(campusIds: Map<string, string>) {
  const categories = [...new Set(FORMATIONS.map((f) => f.category))];
  const photos = await uploadPhotos(strapi, categories.map((category) => ({ name: `formation-${category}`, alt: 'Des étudiants devant l’entrée d’un campus d’École Exemple' })), 5);
  const photoOf = new Map(categories.map((category, index) => [category, photos[index]]));
  return publishAll(FORMATION, FORMATIONS, (f, index) => {
    const facts = CATEGORY_FACTS[f.category];
    return {
      ...f,
      summary: summary(f),
      image: photoOf.get(f.category),
      popularity: POPULARITY[f.slug] ?? 0,
      objectives: objectives(f),
      teachingUnits: unitsOf(facts.units),
      skillUnits: unitsOf(facts.skills),
      admission: facts.admission,
      certification: facts.certification,
      price: price(f),
      rncp: rncpOf(f),
      results: demoResults(f, index, (slug) => campusIds.get(slug)),
      campuses: campusesTeaching(index).map((slug) => campusIds.get(slug)),
      seo: { metaTitle: `${f.title} – École Exemple`, metaDescription: `${f.title} sur nos campus en France.` },
    };
  });
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
