/**
 * The school's Qualiopi certificate: the categories of action it can be delivered for, and where its mark may be
 * shown. The mark certifies the organisation, not a programme: it goes on institutional pages only, never on a
 * single programme's page (nor on lists that sell programmes, news or search answers).
 */
import type { RouteName } from "./routes";

/** The four categories of action of the Code du travail (L6313-1), in its order, as the CMS's settings store them. */
const QUALIOPI_CATEGORIES = ["training", "skillsAssessment", "priorLearning", "apprenticeship"] as const;
type QualiopiCategory = (typeof QUALIOPI_CATEGORIES)[number];

/** Pages about the school itself: the only ones that may carry the Qualiopi mark. */
const INSTITUTIONAL_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  "home",
  "entreprise",
  "partenaire",
  "campus-list",
  "campus",
  "nos-engagements",
  "demarche-qualite",
  "alumni",
  "alumni-ambassadeurs",
  "contact",
  "edito-reseau",
  "art-culture",
  "podcasts",
  "podcasts-variant",
  "article-index",
  "rubrique",
  "rubrique-article",
]);

/** Whether a page may show the Qualiopi mark: an institutional route only; an error page (no route) never. */
export const showsQualiopiMark = (route: RouteName | null | undefined): boolean => route != null && INSTITUTIONAL_ROUTES.has(route);

/** The categories a certificate was delivered for, in the law's order. */
export const certifiedCategories = (flags: Partial<Record<QualiopiCategory, boolean | null>>): QualiopiCategory[] =>
  QUALIOPI_CATEGORIES.filter((category) => flags[category] === true);
