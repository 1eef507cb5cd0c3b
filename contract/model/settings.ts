/** Website settings answered by GET /users/me. */
import * as v from "valibot";
import { ACCESSIBILITY_STATUSES } from "../../core/accessibility";
import { Media, text } from "./common";
import { Qualiopi } from "./qualiopi";

const Social = v.object({ id: v.optional(v.number()), type: v.string(), url: v.string(), visible: v.nullish(v.boolean(), false) });

const Meta = v.object({ type: v.nullish(v.string(), "name"), key: v.string(), value: v.string() });

export const WebsiteSettings = v.object({
  title: text,
  email: text,
  phone: v.nullish(v.union([v.string(), v.object({ number: v.string() })])),
  logo: v.nullish(Media),
  schools: v.nullish(v.array(v.object({ social: v.nullish(v.array(Social), []) })), []),
  seo: v.nullish(v.object({ metaDescription: text })),
  metas: v.nullish(v.array(Meta), []),
  shareImage: v.nullish(Media),
  /** The home page's photograph, behind its headline. */
  homeImage: v.nullish(Media),
  twitterSite: text,
  siteUrl: text,
  siteName: text,
  /** The site's declared RGAA conformance, shown in every footer; undeclared is "non conforme", as the law reads it. */
  accessibilityStatus: v.nullish(v.picklist(ACCESSIBILITY_STATUSES), "non-conforme"),
  /** The Qualiopi certificate, for the quality page and the mark on institutional pages; none until the school has one. */
  qualiopi: v.nullish(Qualiopi),
  /** The CRM form an event registers on when it names none of its own (events' registration). */
  eventRegistrationUrl: v.nullish(v.string()),
});
export type WebsiteSettings = v.InferOutput<typeof WebsiteSettings>;
