/** Building blocks shared by the page-content schemas: rich text, SEO, people, figures, pages of results. */
import * as v from "valibot";
import { Media, text } from "./common";

/** Strapi rich text: the "richtext" fields hold markdown (the content model has no "blocks" field); rendered by ui RichText. */
export const RichText = v.nullish(v.string(), "");
export type RichText = v.InferOutput<typeof RichText>;

export const Seo = v.nullish(v.object({ metaTitle: text, metaDescription: text }));

export const Picture = v.nullish(Media);

export const KeyFigure = v.object({ value: v.string(), label: v.string(), description: text });
export type KeyFigure = v.InferOutput<typeof KeyFigure>;

export const TeamMember = v.object({ name: v.string(), role: text, email: text, photo: Picture });
export type TeamMember = v.InferOutput<typeof TeamMember>;

export const Contact = v.object({ label: v.string(), name: text, email: text, phone: text });
export type Contact = v.InferOutput<typeof Contact>;

export const Link = v.object({ label: v.string(), url: v.string() });
export type Link = v.InferOutput<typeof Link>;

/** A repeatable component: absent or null reads as none. */
export const many = <S extends v.GenericSchema>(entry: S) => v.nullish(v.array(entry), []);

/** A Strapi collection answer with its pagination (`meta.pagination`). */
export const paged = <S extends v.GenericSchema>(entry: S) =>
  v.pipe(
    v.object({
      data: v.array(entry),
      meta: v.object({
        pagination: v.object({ page: v.number(), pageSize: v.number(), pageCount: v.number(), total: v.number() }),
      }),
    }),
    v.transform(({ data, meta }) => ({ items: data, ...meta.pagination })),
  );
