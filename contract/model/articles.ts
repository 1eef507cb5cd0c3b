/** Generic articles by rubrique, with the section components of their `sections` dynamic zone. */
import * as v from "valibot";
import { slug, text } from "./common";
import { Contact, KeyFigure, Link, Picture, RichText, Seo, TeamMember, many } from "./content";

const section = <K extends string, E extends v.ObjectEntries>(kind: K, entries: E) =>
  v.object({ __component: v.literal(kind), id: v.optional(v.number()), ...entries });

const KnownSection = v.variant("__component", [
  section("sections.text", { title: text, content: RichText }),
  section("sections.accordion", { title: text, items: many(v.object({ title: v.string(), content: RichText })) }),
  section("sections.quote", { quote: v.string(), author: text, role: text }),
  section("sections.chapter", { title: v.string(), subtitle: text, anchor: text }),
  section("sections.key-data", { title: text, figures: many(KeyFigure) }),
  section("sections.testimonials", {
    title: text,
    testimonials: many(v.object({ name: v.string(), role: text, quote: v.string(), photo: Picture })),
  }),
  section("sections.team", { title: text, members: many(TeamMember) }),
  section("sections.course-indicators", { title: text, indicators: many(v.object({ label: v.string(), value: v.string(), year: text })) }),
  section("sections.campus-contacts", { title: text, contacts: many(Contact) }),
  section("sections.summary-menu", { title: text, links: many(Link) }),
  section("sections.cta", {
    title: v.string(),
    text,
    label: v.string(),
    url: v.nullish(v.string()),
    action: v.nullish(v.picklist(["link", "registration", "contact", "brochure"]), "link"),
  }),
]);
export type Section = v.InferOutput<typeof KnownSection>;

/** A section this site cannot draw (new component, broken fields) is dropped, not a failed page. */
const Sections = v.pipe(
  v.nullish(v.array(v.unknown()), []),
  v.transform((raw) =>
    raw.flatMap((entry) => {
      const parsed = v.safeParse(KnownSection, entry);
      if (parsed.success) return [parsed.output];
      console.warn("Article section skipped:", (entry as { __component?: unknown } | null)?.__component ?? "(no component)");
      return [];
    }),
  ),
);

export const ArticleSummary = v.object({ title: v.string(), slug, rubrique: v.string(), summary: text });
export type ArticleSummary = v.InferOutput<typeof ArticleSummary>;

export const Article = v.object({
  ...ArticleSummary.entries,
  documentId: v.optional(v.string()),
  /** Read as text: an unknown layout falls back to default in the loader. */
  pageLayout: v.nullish(v.string()),
  image: Picture,
  seo: Seo,
  sections: Sections,
});
export type Article = v.InferOutput<typeof Article>;
