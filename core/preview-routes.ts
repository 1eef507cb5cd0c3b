/** The routes of the pages an editor previews from the CMS, with their patterns: what the CMS is given (scripts/cms-routes.mjs). */
import { NEWS_ROUTES, routeNamed, type RouteName } from "./routes";

const PREVIEWED = [NEWS_ROUTES.news.entry, NEWS_ROUTES.blog.entry, "event", "formation", "campus", "fiche-metier", "rubrique", "rubrique-article"] as const satisfies RouteName[];

export type PreviewRoutes = Record<(typeof PREVIEWED)[number], string>;

export const previewRoutes = (): PreviewRoutes => Object.fromEntries(PREVIEWED.map((name) => [name, routeNamed(name).pattern])) as PreviewRoutes;
