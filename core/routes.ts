/** The route table of spec §2.1: every path pattern once, with its layout and loader. */

export type LayoutName = "default" | "dynamics" | "empty";

export interface RouteDef {
  name: string;
  pattern: string;
  layout: LayoutName;
}

const route = <N extends string>(name: N, pattern: string, layout: LayoutName = "default") =>
  ({ name, pattern, layout }) as const;

/** Order matters: fixed paths before the generic rubrique catch-alls. */
export const ROUTES = [
  route("home", "/"),
  route("en-home", "/en"),
  route("news-list", "/actualites"),
  route("news-page", "/actualites/page/:page?"),
  route("news", "/actualites/:slug"),
  route("agenda", "/agenda"),
  route("event", "/agenda/:slug"),
  route("article", "/article"),
  route("blog-list", "/blog"),
  route("blog", "/blog/:slug"),
  route("campus-list", "/campus"),
  route("campus-slug", "/campus/:slug"),
  route("formations", "/formations"),
  route("programmes-slug", "/formations/:slug"),
  route("formations-reseau", "/formations-reseau"),
  route("offres-alternance", "/offres-alternance"),
  route("fiches-metiers", "/fiches-metiers"),
  route("fiche-metier", "/fiches-metiers/:slug"),
  route("crm-brochure", "/crm/brochure", "dynamics"),
  route("nos-engagements", "/ecole/nos-engagements"),
  route("alumni", "/alumni"),
  route("alumni-ambassadeurs", "/alumni/alumni-et-ambassadeurs"),
  route("contact", "/contact"),
  route("entreprise", "/entreprise"),
  route("partenaire", "/partenaire"),
  route("edito-reseau", "/edito-reseau-competences-et-developpement"),
  route("art-culture", "/art-culture"),
  route("podcasts", "/decouvrir-nos-podcasts"),
  route("podcasts-variant", "/decouvrez-nos-podcasts"),
  route("login", "/login", "empty"),
  route("error-debug", "/error/debug"),
  route("rubrique", "/:rubrique"),
  route("rubrique-slug", "/:rubrique/:slug"),
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]["name"];
