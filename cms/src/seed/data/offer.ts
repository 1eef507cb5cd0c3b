/**
 * Which campuses teach which programme, and which pop-in links exist. Pure functions of the
 * list positions, so the demo is deterministic without any randomness.
 */
import { CAMPUSES } from './campuses';

export const HUB_CAMPUSES = ['paris', 'lyon'];

/** Every programme is taught in the hubs, plus about a quarter of the other campuses. */
export function teaches(formationIndex: number, campusSlug: string, campusIndex: number): boolean {
  return HUB_CAMPUSES.includes(campusSlug) || (formationIndex * 5 + campusIndex * 3) % 4 === 0;
}

/** Slugs of the campuses teaching the programme at `formationIndex`, in campus order. */
export const campusesTeaching = (formationIndex: number) => CAMPUSES.filter((c, j) => teaches(formationIndex, c.slug, j)).map((c) => c.slug);

type Action = 'registration' | 'contact' | 'brochure';

/** Registration links everywhere a programme is taught, contact and brochure on a subset. */
export function crmActions(formationIndex: number, campusIndex: number): Action[] {
  const actions: Action[] = ['registration'];
  if ((formationIndex + campusIndex) % 2 === 0) actions.push('contact');
  if ((formationIndex + campusIndex) % 3 === 0) actions.push('brochure');
  return actions;
}

export function crmUrl(action: Action, course: string, campus: string, formationIndex: number): string {
  switch (action) {
    case 'registration':
      return `https://candidature.example-ecole.fr/${course}/${campus}`;
    case 'contact':
      return `https://contact.example-ecole.fr/formulaire?formation=${course}&campus=${campus}`;
    case 'brochure':
      // some brochures go through the site's own landing page (relative url), as on the live site
      return formationIndex % 2 === 0 ? '/crm/brochure' : `https://brochure.example-ecole.fr/demande/${course}`;
  }
}
