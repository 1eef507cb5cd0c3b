/**
 * The routes of the pages an editor previews, with their patterns: what the CMS is given (written by scripts/routes.mjs).
 * It imports no table: the generator gives it the one it is writing, so a broken table never stops its own rewrite.
 */
import type { RouteName } from "./routes";

const PREVIEWED = ["news", "blog-post", "event", "formation", "campus", "fiche-metier", "rubrique", "rubrique-article"] as const satisfies RouteName[];

export type PreviewRoutes = Record<(typeof PREVIEWED)[number], string>;

/** Their patterns in a route table. */
export function previewRoutes(table: readonly { name: string; pattern: string }[]): PreviewRoutes {
  const patterns = new Map(table.map((r) => [r.name, r.pattern]));
  return Object.fromEntries(
    PREVIEWED.map((name) => {
      const pattern = patterns.get(name);
      if (!pattern) throw new Error(`The CMS previews the route ${name}, which the table lacks`);
      return [name, pattern];
    }),
  ) as PreviewRoutes;
}
