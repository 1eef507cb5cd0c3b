/** The dictionary (fr and en): levels, rhythm, durations, programme categories, agenda filters, access delays. */
import type { Locale } from "./constants";

const FR = {
  "entry-level-0": "Bac",
  "entry-level-1": "Bac+1",
  "entry-level-2": "Bac+2",
  "entry-level-3": "Bac+3",
  "entry-level-4": "Bac+4",
  "entry-level-5": "Bac+5",
  "graduation-level-0": "Bac",
  "graduation-level-1": "Bac+1",
  "graduation-level-2": "Bac+2",
  "graduation-level-3": "Bac+3",
  "graduation-level-4": "Bac+4",
  "graduation-level-5": "Bac+5",
  "rhythm-fulltime": "Initial",
  "rhythm-periodic": "Alternance",
  "duration-year": "an",
  "duration-years": "ans",
  "duration-month": "mois",
  "duration-months": "mois",
  "duration-day": "jour",
  "duration-days": "jours",
  "duration-hour": "heure",
  "duration-hours": "heures",
  "duration-format-short": "{value} {unit}",
  "duration-format-long": "Formation en {value} {unit}",
  "category-bts": "BTS",
  "category-bachelor": "Bachelor",
  "category-mastere": "Mastère",
  "category-mba": "MBA",
  "category-programme-grande-ecole": "Programme Grande École",
  "category-dcg-dscg": "DCG / DSCG",
  "category-paie": "Paie",
  "agenda-all": "Tous les évènements",
  "agenda-portes-ouvertes": "Portes ouvertes",
  "agenda-epreuve-admission": "Épreuve d’admission",
  "agenda-conference": "Conférence",
  "agenda-salon": "Salon",
  "agenda-live-my-life": "Live My Life",
  "agenda-job-dating": "Job dating",
  "access-delay-label": "Délai d’accès\u00a0:",
  "access-delay-parcoursup": "selon le calendrier de Parcoursup, la plateforme nationale d’admission dans l’enseignement supérieur.",
  "access-delay-standard": "entre 48\u00a0h et 9\u00a0mois, selon la date de votre candidature et celle de la rentrée.",
};

/** Every French key, no other: a key missing in English fails the build. English has no "Bac+1" entry level: the key exists with no text. */
const EN: Record<keyof typeof FR, string> = {
  "entry-level-0": "High school diploma",
  "entry-level-1": "",
  "entry-level-2": "2 years of higher education",
  "entry-level-3": "Bachelor's degree",
  "entry-level-4": "4 years of higher education",
  "entry-level-5": "Master's degree",
  "graduation-level-0": "High school diploma",
  "graduation-level-1": "",
  "graduation-level-2": "Two-year degree",
  "graduation-level-3": "Bachelor's degree",
  "graduation-level-4": "Four-year degree",
  "graduation-level-5": "Master's degree",
  "rhythm-fulltime": "Initial",
  "rhythm-periodic": "Work-study",
  "duration-year": "year",
  "duration-years": "years",
  "duration-month": "month",
  "duration-months": "months",
  "duration-day": "day",
  "duration-days": "days",
  "duration-hour": "hour",
  "duration-hours": "hours",
  "duration-format-short": "{value} {unit}",
  "duration-format-long": "Programme length: {value} {unit}",
  "category-bts": "BTS",
  "category-bachelor": "Bachelor",
  "category-mastere": "Master's",
  "category-mba": "MBA",
  "category-programme-grande-ecole": "Grande École Programme",
  "category-dcg-dscg": "DCG / DSCG",
  "category-paie": "Payroll",
  "agenda-all": "All events",
  "agenda-portes-ouvertes": "Open day",
  "agenda-epreuve-admission": "Admission test",
  "agenda-conference": "Conference",
  "agenda-salon": "Convention",
  "agenda-live-my-life": "Live My Life",
  "agenda-job-dating": "Job dating",
  "access-delay-label": "Time to access:",
  "access-delay-parcoursup": "follows the calendar of Parcoursup, the national higher-education admission platform.",
  "access-delay-standard": "between 48 hours and 9 months, depending on when you apply and on the start date.",
};

const DICTIONARY: Record<Locale, Readonly<Record<string, string>>> = { fr: FR, en: EN };

/** Programme categories in the order the catalogue shows them. */
export const PROGRAM_CATEGORIES = ["bts", "bachelor", "mastere", "mba", "programme-grande-ecole", "dcg-dscg", "paie"] as const;
export type ProgramCategory = (typeof PROGRAM_CATEGORIES)[number];

/** The agenda's filters, "all" first; the others are the CMS event types. */
export const AGENDA_FILTERS = ["all", "portes-ouvertes", "epreuve-admission", "conference", "salon", "live-my-life", "job-dating"] as const;

export const LEVELS = [0, 1, 2, 3, 4, 5] as const;

/** The catalogue's rhythm filter as its address says it (?rythme=alternance), and the CMS's rhythm each stands for. */
export const CATALOGUE_RHYTHMS = ["alternance", "initial"] as const;
export type CatalogueRhythm = (typeof CATALOGUE_RHYTHMS)[number];
export const RHYTHM_OF: Record<CatalogueRhythm, string> = { alternance: "periodic", initial: "fulltime" };

/** A label by key: a missing key is logged and named; an empty entry says so. */
export function t(locale: Locale, key: string): string {
  const entries = DICTIONARY[locale];
  if (!Object.hasOwn(entries, key)) {
    console.info(`Dictionary: no entry "${key}" (${locale})`);
    return `Taxo introuvable : ${key}`;
  }
  return entries[key] || `L'entrée "${key}" n'existe pas pour la langue ${locale}`;
}

/** How long admission takes: a BTS follows the national platform's calendar, other programmes take 48 h to 9 months. */
export const accessDelayKey = (category: string) => (category === "bts" ? "access-delay-parcoursup" : "access-delay-standard");

type DurationUnit = "year" | "month" | "day" | "hour";

/** "2 ans", "9 mois", "140 heures" — or its long form; the unit word agrees with the number. */
export function formatDuration(locale: Locale, duration: { value: number; unit: string }, style: "short" | "long" = "short"): string {
  const unit = duration.unit as DurationUnit;
  const word = t(locale, `duration-${unit}${duration.value > 1 ? "s" : ""}`);
  return t(locale, `duration-format-${style}`).replace("{value}", String(duration.value)).replace("{unit}", word);
}
