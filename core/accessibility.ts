/** The site's accessibility statement: the states a school may declare, and where its statement page lives. */

/** The RGAA's three states, as the CMS's settings store them. */
export const ACCESSIBILITY_STATUSES = ["non-conforme", "partiellement-conforme", "totalement-conforme"] as const;

/** The "Déclaration d'accessibilité" page is a CMS page (a rubrique of its own) the footer's mention links to. */
export const ACCESSIBILITY_RUBRIQUE = "accessibilite";
