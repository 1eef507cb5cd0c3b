/** English versions of every campus: same slug, address and people, English texts and an international phone number. */
import { admissionsEmail, campusEmail, campusFigures, campusTeam, type CampusSeed } from '../campuses';

/** "Lyon campus": the name the pop-in and the campus pages show in English. */
export const campusTitleEn = (c: CampusSeed) => `${c.city} campus`;

/** "04 27 46 10 20" → "+33 4 27 46 10 20": the way a reader abroad dials a French number. */
export const internationalPhone = (phone: string) => `+33 ${phone.slice(1)}`;

const KEY_FIGURE_LABELS = ['students', 'programmes', 'partner companies'];
const TEAM_ROLES = ['Campus director', 'Admissions', 'Corporate relations'];

const description = (c: CampusSeed) =>
  `In the heart of ${c.city}, our campus welcomes students from two-year BTS programmes up to master’s level, ` +
  `in management, accounting, finance, payroll and communication.\n\n` +
  `Our staff help every student find a host company: CV workshops, job-dating events and a network of more than ` +
  `300 partner companies across ${c.region}.`;

/** Every localized field of the English campus; `image` is the French entry's (one picture for both). */
export const campusEn = (c: CampusSeed, index: number) => {
  const phone = internationalPhone(c.phone);
  return {
    title: campusTitleEn(c),
    slug: c.slug,
    city: c.city,
    region: c.region,
    address: c.address,
    zipCode: c.zipCode,
    phone,
    email: campusEmail(c),
    description: description(c),
    keyData: campusFigures(index).map((value, k) => ({ value, label: KEY_FIGURE_LABELS[k] })),
    team: campusTeam(c, index, TEAM_ROLES),
    contacts: [
      { label: 'Reception', phone, email: campusEmail(c) },
      { label: 'Admissions', phone, email: admissionsEmail(c) },
    ],
    seo: { metaTitle: `${campusTitleEn(c)} – École Exemple`, metaDescription: `Work-study and full-time programmes in ${c.city}: BTS, bachelor’s and master’s degrees.` },
  };
};
