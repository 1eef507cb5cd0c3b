/** The dictionary of spec §3: translated labels by key, in fr and en (English lacks entry level 1). */
type Labels = Record<string, string>;

export const TAXONOMY_FR: Labels = {
  'entry-level-0': 'Bac', 'entry-level-1': 'Bac+1', 'entry-level-2': 'Bac+2', 'entry-level-3': 'Bac+3', 'entry-level-4': 'Bac+4', 'entry-level-5': 'Bac+5',
  'graduation-level-0': 'Bac', 'graduation-level-1': 'Bac+1', 'graduation-level-2': 'Bac+2', 'graduation-level-3': 'Bac+3', 'graduation-level-4': 'Bac+4', 'graduation-level-5': 'Bac+5',
  'rhythm-fulltime': 'Initial', 'rhythm-periodic': 'Alternance',
  'duration-year': 'an', 'duration-years': 'ans', 'duration-months': 'mois', 'duration-days': 'jours', 'duration-hours': 'heures',
  'category-bts': 'BTS', 'category-bachelor': 'Bachelor', 'category-mastere': 'Mastère', 'category-mba': 'MBA', 'category-programme-grande-ecole': 'Programme Grande École', 'category-dcg-dscg': 'DCG / DSCG', 'category-paie': 'Paie',
  'agenda-all': 'Tous les évènements', 'agenda-portes-ouvertes': 'Portes ouvertes', 'agenda-epreuve-admission': 'Épreuve d’admission', 'agenda-conference': 'Conférence', 'agenda-salon': 'Salon', 'agenda-live-my-life': 'Live My Life', 'agenda-job-dating': 'Job dating',
};

export const TAXONOMY_EN: Labels = {
  'entry-level-0': 'High school diploma', 'entry-level-2': '2 years of higher education', 'entry-level-3': "Bachelor's degree", 'entry-level-4': '4 years of higher education', 'entry-level-5': "Master's degree",
  'graduation-level-0': 'High school diploma', 'graduation-level-2': 'Two-year degree', 'graduation-level-3': "Bachelor's degree", 'graduation-level-4': 'Four-year degree', 'graduation-level-5': "Master's degree",
  'rhythm-fulltime': 'Initial', 'rhythm-periodic': 'Work-study',
  'duration-year': 'year', 'duration-years': 'years', 'duration-months': 'months', 'duration-days': 'days', 'duration-hours': 'hours',
  'category-bts': 'BTS', 'category-bachelor': 'Bachelor', 'category-mastere': "Master's", 'category-mba': 'MBA', 'category-programme-grande-ecole': 'Grande École Programme', 'category-dcg-dscg': 'DCG / DSCG', 'category-paie': 'Payroll',
  'agenda-all': 'All events', 'agenda-portes-ouvertes': 'Open day', 'agenda-epreuve-admission': 'Admission test', 'agenda-conference': 'Conference', 'agenda-salon': 'Convention', 'agenda-live-my-life': 'Live My Life', 'agenda-job-dating': 'Job dating',
};
