/** The visitor's cookie consent: its purposes, the cookie that keeps the choice, and what each choice allows. */
import { siteCookie } from "./cookie";
import { TRACKING_COOKIES } from "./origin";

/** What a visitor may accept beyond the strictly necessary: audience measurement and advertising. */
export const CONSENT_PURPOSES = ["measurement", "advertising"] as const;
type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
type Consent = Record<ConsentPurpose, boolean>;

/** The choice is kept in this cookie (strictly necessary: it only remembers the answer), six months, then asked again. */
export const CONSENT_COOKIE = "choix-cookies";
const CONSENT_MAX_AGE_S = 182 * 24 * 3600;

/** Where the banner's form posts; the answer comes back to the page it was sent from. */
export const CONSENT_PATH = "/__consent";
/** The banner's id: the footer's "Gestion des cookies" link targets it, which shows it again without a script. */
export const CONSENT_BANNER_ID = "gestion-cookies";

export const REFUSED: Consent = { measurement: false, advertising: false };
export const ACCEPTED: Consent = { measurement: true, advertising: true };

/** `m1a0`: one letter and one digit a purpose, readable by the edge and by the tag manager's loader. */
export const consentValue = (consent: Consent) => `m${consent.measurement ? 1 : 0}a${consent.advertising ? 1 : 0}`;

/** The stored choice, or null when none was made (or the value is not ours): the banner is then shown. */
export function parseConsent(value: string | null | undefined): Consent | null {
  const found = /^m([01])a([01])$/.exec(value ?? "");
  return found ? { measurement: found[1] === "1", advertising: found[2] === "1" } : null;
}

/** The cookie string that keeps a choice (Set-Cookie); not HttpOnly: the tag manager's loader reads it. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return siteCookie(CONSENT_COOKIE, consentValue(consent), CONSENT_MAX_AGE_S, secure);
}

/** The banner's buttons: each posts one of these; "close" is a refusal. */
export const CONSENT_CHOICES = ["accept", "refuse", "close", "custom"] as const;
type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** What a posted choice means; "custom" takes the purposes ticked in "Personnaliser". */
export function consentOf(choice: ConsentChoice, ticked: readonly string[]): Consent {
  if (choice === "accept") return ACCEPTED;
  if (choice === "custom") return { measurement: ticked.includes("measurement"), advertising: ticked.includes("advertising") };
  return REFUSED;
}

/** Google Consent Mode v2's four signals and the purpose each follows: audience measurement is analytics; advertising is the other three. */
export const CONSENT_MODE_SIGNALS = {
  analytics_storage: "measurement",
  ad_storage: "advertising",
  ad_user_data: "advertising",
  ad_personalization: "advertising",
} as const satisfies Record<string, ConsentPurpose>;
type ConsentModeSignal = keyof typeof CONSENT_MODE_SIGNALS;

/** The signals for a choice, as Consent Mode takes them. */
export function consentModeSignals(consent: Consent): Record<ConsentModeSignal, "granted" | "denied"> {
  const entries = Object.entries(CONSENT_MODE_SIGNALS).map(([signal, purpose]) => [signal, consent[purpose] ? "granted" : "denied"]);
  return Object.fromEntries(entries) as Record<ConsentModeSignal, "granted" | "denied">;
}

/**
 * Where the answer leads back: a path of this site only (never `//host` nor `/\host`, which browsers read as another
 * site), else home.
 */
export function returnPath(value: string | null | undefined): string {
  const path = value ?? "";
  return /^\/(?![/\\])[^\s]*$/.test(path) && path.length <= 2048 ? path : "/";
}

/** The purpose a cookie of the tag manager's tags serves (Google Analytics, Google Ads), null for any other: cleared when that consent is withdrawn. */
export function tagCookiePurpose(name: string): ConsentPurpose | null {
  if (/^(_ga|_gid|_gat)/.test(name)) return "measurement";
  if (/^(_gcl_|_gac_)/.test(name)) return "advertising";
  return null;
}

/**
 * The stored origin the CRM link may carry (origine-tracking): where consent is required, only with the visitor's
 * yes to advertising, so a cookie left from before the banner, or from before a withdrawal, never travels.
 */
export function crmOrigin(cookies: Record<string, string>, consentRequired: boolean): string | undefined {
  if (consentRequired && !parseConsent(cookies[CONSENT_COOKIE])?.advertising) return undefined;
  return cookies[TRACKING_COOKIES.tracking];
}
