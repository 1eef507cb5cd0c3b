/** The site's configuration: wrangler vars and secrets, their schema, and the part the browser may see. */
import * as v from "valibot";
import type { PublicConfig } from "../../contract/page";

const flag = v.pipe(
  v.optional(v.string(), "false"),
  v.transform((s) => ["1", "true", "on", "yes"].includes(s.trim().toLowerCase())),
);
/** A setting on unless switched off. */
const flagOn = v.pipe(
  v.optional(v.string(), "true"),
  v.transform((s) => !["0", "false", "off", "no"].includes(s.trim().toLowerCase())),
);
const text = v.optional(v.string(), "");
const seconds = (fallback: string) =>
  v.pipe(v.optional(v.string(), fallback), v.transform(Number), v.integer(), v.minValue(0));

export const ConfigSchema = v.object({
  /** "production" refuses to serve on an empty or committed secret, or without CANONICAL_HOST (worker/config/production.ts); local runs and tests are "development". */
  ENVIRONMENT: v.optional(v.picklist(["development", "production"]), "development"),
  CMS_URL: v.pipe(v.optional(v.string(), "http://127.0.0.1:1337"), v.url()),
  CMS_PREFIX: v.pipe(v.optional(v.string(), "ecole"), v.regex(/^[a-z0-9-]+$/)),
  CMS_API_TOKEN: text,
  CMS_USERNAME: text,
  CMS_PASSWORD: text,
  CMS_TIMEOUT_MS: seconds("5000"),
  CMS_FRESH_SECONDS: seconds("30"),
  CMS_STALE_SECONDS: seconds("86400"),
  /** The most CMS requests per second a publish's refetch makes, so Strapi is not stalled (worker/cms/publish/pace.ts). */
  CMS_PUBLISH_RATE: v.pipe(v.optional(v.string(), "20"), v.transform(Number), v.integer(), v.minValue(1)),
  CANONICAL_HOST: text,
  /** HSTS's max-age in seconds on every answer; 0 switches it off (preview hosts, which must not pin https for a whole domain). */
  HSTS_MAX_AGE: seconds("31536000"),
  /** The CRM forms' origins (space-separated https origins): where the pop-in's form may lead (CSP form-action). */
  CRM_ORIGINS: text,
  ENGLISH_ENABLED: flag,
  EN_REDIRECT: flag,
  PROFILES_ENABLED: flag,
  GTM_ID: v.pipe(text, v.regex(/^(GTM-[A-Z0-9]+)?$/)),
  /**
   * Cookie consent (on by default): the banner, the tag manager and the origin cookies only after the visitor's yes.
   * Off only where the school's lawyers rule that no consent is needed: everything then runs from the first page.
   */
  CONSENT_REQUIRED: flagOn,
  WEBHOOK_SECRET: text,
  /** During a rotation, the webhook's next secret, accepted as well as WEBHOOK_SECRET (README, Operations). */
  WEBHOOK_SECRET_NEXT: text,
  /** Editors' preview: the secret Strapi's Preview button sends to /__cms/preview; empty turns preview off. */
  PREVIEW_SECRET: text,
  /** During a rotation, the preview's next secret, accepted as well as PREVIEW_SECRET. */
  PREVIEW_SECRET_NEXT: text,
  /** Where Strapi's admin runs, allowed to frame preview answers; empty means CMS_URL's origin. */
  CMS_ADMIN_ORIGIN: v.pipe(text, v.check((value) => value === "" || URL.canParse(value), "Invalid URL")),
  /** Where the CMS's media live when not on its own disk (its bucket's public URL, without /uploads); empty: CMS_URL. */
  MEDIA_URL: v.pipe(
    text,
    v.check((value) => value === "" || /^https?:\/\/[^/]/.test(value), "Invalid URL"),
    v.transform((value) => value.replace(/\/+$/, "")),
  ),
  /** Optional: with both set, the publish webhook also purges the zone's cached CMS answers by tag. */
  CLOUDFLARE_ZONE_ID: v.pipe(text, v.regex(/^([a-f0-9]{32})?$/)),
  CLOUDFLARE_API_TOKEN: text,
  COMPANY_SITE_URL: text,
  PROFESSIONAL_SITE_URL: text,
  WORK_AT_SCHOOL_URL: text,
  COMPLAINT_FORM_URL: text,
  GROUP_FOOTER_URL: text,
  /** The school's spontaneous-application form; empty, the link opens the pop-in's application instead. */
  SPONTANEOUS_APPLICATION_URL: v.pipe(text, v.regex(/^(https:\/\/\S+)?$/)),
  /** Share of page views whose field data is written to Analytics Engine (0 to 1); island failures are always written. */
  VITALS_SAMPLE_RATE: v.pipe(v.optional(v.string(), "1"), v.transform(Number), v.number(), v.minValue(0), v.maxValue(1)),
});

export type Config = v.InferOutput<typeof ConfigSchema>;

/** The keys of the contract's PublicConfig: checked both ways, a key missing here or not in Config does not build. */
const PUBLIC_CONFIG_KEYS = [
  "ENGLISH_ENABLED",
  "PROFILES_ENABLED",
  "COMPANY_SITE_URL",
  "PROFESSIONAL_SITE_URL",
  "WORK_AT_SCHOOL_URL",
  "COMPLAINT_FORM_URL",
  "GROUP_FOOTER_URL",
  "SPONTANEOUS_APPLICATION_URL",
  "CONSENT_REQUIRED",
] as const satisfies readonly (keyof Config & keyof PublicConfig)[];

export function publicConfig(config: Config): PublicConfig {
  return Object.fromEntries(PUBLIC_CONFIG_KEYS.map((key) => [key, config[key]])) as Pick<Config, (typeof PUBLIC_CONFIG_KEYS)[number]>;
}
