/** The 26 campuses (spec: "26 campus"). Slugs are lowercase ascii; contacts are fictitious. */
export interface CampusSeed {
  slug: string;
  title: string;
  city: string;
  region: string;
  address: string;
  zipCode: string;
  phone: string;
  /** The city centre's position (degrees, WGS 84): the campus map's point. */
  latitude: number;
  longitude: number;
}

/** "Campus de Lyon", "Campus d’Angers", "Campus du Mans": French elision and contraction. */
const campusTitle = (city: string) =>
  city.startsWith('Le ') ? `Campus du ${city.slice(3)}` : /^[AEIOUÉ]/.test(city) ? `Campus d’${city}` : `Campus de ${city}`;

const campus = (slug: string, city: string, region: string, address: string, zipCode: string, phone: string, [latitude, longitude]: [number, number]): CampusSeed => ({
  slug,
  title: campusTitle(city),
  city,
  region,
  address,
  zipCode,
  phone,
  latitude,
  longitude,
});

export const CAMPUSES: CampusSeed[] = [
  campus('paris', 'Paris', 'Île-de-France', '12 rue de la Chaussée-d’Antin', '75009', '01 84 60 12 00', [48.8566, 2.3522]),
  campus('lyon', 'Lyon', 'Auvergne-Rhône-Alpes', '47 rue de la République', '69002', '04 27 46 10 20', [45.764, 4.8357]),
  campus('marseille', 'Marseille', 'Provence-Alpes-Côte d’Azur', '18 boulevard Longchamp', '13001', '04 84 25 30 40', [43.2965, 5.3698]),
  campus('lille', 'Lille', 'Hauts-de-France', '9 rue Nationale', '59000', '03 62 27 50 60', [50.6292, 3.0573]),
  campus('bordeaux', 'Bordeaux', 'Nouvelle-Aquitaine', '33 cours de l’Intendance', '33000', '05 47 74 20 30', [44.8378, -0.5792]),
  campus('toulouse', 'Toulouse', 'Occitanie', '5 allées Jean-Jaurès', '31000', '05 32 09 40 50', [43.6047, 1.4442]),
  campus('nantes', 'Nantes', 'Pays de la Loire', '21 quai de la Fosse', '44000', '02 52 10 60 70', [47.2184, -1.5536]),
  campus('strasbourg', 'Strasbourg', 'Grand Est', '14 rue du Vieux-Marché-aux-Vins', '67000', '03 67 10 20 30', [48.5734, 7.7521]),
  campus('montpellier', 'Montpellier', 'Occitanie', '8 rue de la Loge', '34000', '04 67 20 30 40', [43.6108, 3.8767]),
  campus('rennes', 'Rennes', 'Bretagne', '16 quai Lamartine', '35000', '02 57 87 10 20', [48.1173, -1.6778]),
  campus('nice', 'Nice', 'Provence-Alpes-Côte d’Azur', '27 avenue Jean-Médecin', '06000', '04 89 03 20 30', [43.7102, 7.262]),
  campus('grenoble', 'Grenoble', 'Auvergne-Rhône-Alpes', '3 place Victor-Hugo', '38000', '04 58 00 40 50', [45.1885, 5.7245]),
  campus('rouen', 'Rouen', 'Normandie', '42 rue Jeanne-d’Arc', '76000', '02 32 08 50 60', [49.4432, 1.0999]),
  campus('tours', 'Tours', 'Centre-Val de Loire', '11 boulevard Heurteloup', '37000', '02 47 60 70 80', [47.3941, 0.6848]),
  campus('reims', 'Reims', 'Grand Est', '6 place Drouet-d’Erlon', '51100', '03 26 10 20 40', [49.2583, 4.0317]),
  campus('dijon', 'Dijon', 'Bourgogne-Franche-Comté', '19 rue de la Liberté', '21000', '03 80 10 30 50', [47.322, 5.0415]),
  campus('angers', 'Angers', 'Pays de la Loire', '24 boulevard Foch', '49100', '02 41 20 40 60', [47.4784, -0.5632]),
  campus('metz', 'Metz', 'Grand Est', '4 rue Serpenoise', '57000', '03 87 10 50 70', [49.1193, 6.1757]),
  campus('orleans', 'Orléans', 'Centre-Val de Loire', '15 rue Jeanne-d’Arc', '45000', '02 38 10 60 80', [47.9029, 1.9093]),
  campus('clermont-ferrand', 'Clermont-Ferrand', 'Auvergne-Rhône-Alpes', '10 place de Jaude', '63000', '04 73 10 70 90', [45.7772, 3.087]),
  campus('le-mans', 'Le Mans', 'Pays de la Loire', '7 avenue du Général-de-Gaulle', '72000', '02 43 10 20 50', [48.0061, 0.1996]),
  campus('caen', 'Caen', 'Normandie', '30 rue Saint-Jean', '14000', '02 31 10 30 60', [49.1829, -0.3707]),
  campus('amiens', 'Amiens', 'Hauts-de-France', '13 rue des Trois-Cailloux', '80000', '03 22 10 40 70', [49.8941, 2.2958]),
  campus('limoges', 'Limoges', 'Nouvelle-Aquitaine', '22 boulevard Louis-Blanc', '87000', '05 55 10 50 80', [45.8336, 1.2611]),
  campus('brest', 'Brest', 'Bretagne', '55 rue de Siam', '29200', '02 98 10 60 90', [48.3904, -4.4861]),
  campus('nancy', 'Nancy', 'Grand Est', '2 rue Saint-Jean', '54000', '03 83 10 70 20', [48.6921, 6.1844]),
];

export const campusDescription = (c: CampusSeed) =>
  `Au cœur de ${c.city}, notre campus accueille ses étudiants du BTS au Bac+5 dans les métiers de la gestion, ` +
  `de la comptabilité, de la finance, de la paie et de la communication.\n\n` +
  `Nos équipes accompagnent chaque étudiant dans sa recherche d’entreprise : ateliers CV, job datings et un réseau ` +
  `de plus de 300 entreprises partenaires en ${c.region}.`;

const FIRST_NAMES = ['Camille', 'Julien', 'Sarah', 'Nicolas', 'Léa', 'Antoine', 'Manon', 'Hugo', 'Inès', 'Thomas', 'Chloé', 'Mehdi', 'Pauline'];
const LAST_NAMES = ['Durand', 'Lefebvre', 'Garcia', 'Petit', 'Roux', 'Fontaine', 'Mercier', 'Blanc', 'Guérin', 'Faure', 'Morel', 'Chevalier', 'Lambert', 'Bonnet'];
const TEAM_ROLES = ['Direction du campus', 'Admissions', 'Relations entreprises'];

/** Three team members per campus; names picked by position, so the same on every seed. `roles` names their jobs. */
export const campusTeam = (c: CampusSeed, index: number, roles = TEAM_ROLES) =>
  roles.map((role, k) => ({
    name: `${FIRST_NAMES[(index * 3 + k) % FIRST_NAMES.length]} ${LAST_NAMES[(index * 5 + k * 2) % LAST_NAMES.length]}`,
    role,
    email: `${['direction', 'admissions', 'entreprises'][k]}.${c.slug}@example-ecole.fr`,
  }));

/** The campus's key figures by position: students, programmes, partner companies (the same in every language). */
export const campusFigures = (index: number) => [300 + index * 17, 12 + (index % 9), 150 + index * 11].map(String);

export const campusEmail = (c: CampusSeed) => `${c.slug}@example-ecole.fr`;
export const admissionsEmail = (c: CampusSeed) => `admissions.${c.slug}@example-ecole.fr`;
