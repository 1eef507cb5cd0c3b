/**
 * POST /__consent: the banner's form. Stores the visitor's choice for six months and leads back to the page it was
 * sent from (303). A yes to advertising also stores the marketing origin it records (core/consent-landing.ts): given on
 * a landing page, that landing's, from the fields the edge wrote into the banner, and counted as that landing's yes.
 * A refusal or a withdrawal clears what an earlier yes left: the origin cookies and the tags'.
 */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { csrf } from "hono/csrf";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { CONSENT_CHOICES, CONSENT_COOKIE, consentCookie, consentOf, parseConsent, returnPath, tagCookiePurpose } from "../../core/consent";
import { isLandingQuery, isReferrerOrigin, LANDING_FIELDS, originOfYes } from "../../core/consent-landing";
import { replacesStoredOrigin, TRACKING_COOKIES, trackingCookies } from "../../core/origin";
import type { AppEnv } from "../env";
import { errorResponse } from "../errors";
import { recordLanding } from "../middleware/origin-tracking/record";
import { requestText } from "./request-text";

/**
 * A form of five bounded fields: a few hundred bytes, at worst (a 2 KB path, a 2 KB landing query, each
 * percent-encoded once more by the form) about 13 KB; more is not the banner's.
 */
const FORM_MAX_BYTES = 16 * 1024;

const ConsentForm = v.pipe(
  v.object({
    choix: v.picklist(CONSENT_CHOICES),
    finalite: v.array(v.string()),
    retour: v.optional(v.string()),
    arrivee: v.optional(v.pipe(v.string(), v.check(isLandingQuery))),
    provenance: v.optional(v.pipe(v.string(), v.check(isReferrerOrigin))),
  }),
  // a referrer belongs to a landing
  v.check((form) => form.provenance === undefined || form.arrivee !== undefined),
);

/** Expired cookies for a name: host-only, and on each parent domain a tag may have written it to (`.ecole.example`). */
function cleared(name: string, host: string): string[] {
  const labels = host.split(".");
  const domains = labels.slice(0, -1).map((_, i) => labels.slice(i).join(".")).filter((domain) => domain.includes("."));
  return [`${name}=; Max-Age=0; Path=/`, ...domains.map((domain) => `${name}=; Max-Age=0; Path=/; Domain=${domain}`)];
}

/**
 * Pages the browser fetched ahead (speculation rules) before the answer show the banner as it was: a campaign's landing
 * (`/formations?utm_…`) leads back to `/formations`, which Chromium would serve from what it prefetched then.
 */
const PAGES_FETCHED_AHEAD = '"prefetchCache", "prerenderCache"';

/**
 * Only the site's own pages may record a choice: another site must not accept cookies in a visitor's name. Hono's csrf
 * reads where the browser says the form comes from (Sec-Fetch-Site, else Origin) and throws a 403, which onError
 * answers with the error page. A request that says neither comes from no browser's page (every browser names the
 * page a form is posted from), so from no forged form: it goes on, as it always has.
 */
const sameSite = csrf({ secFetchSite: ["same-origin", "none"] });
const fromThisSite = createMiddleware<AppEnv>(async (c, next) => (c.req.header("sec-fetch-site") || c.req.header("origin") ? sameSite(c, next) : next()));

/**
 * A yes to advertising: the Set-Cookie lines of the origin it records (core/consent-landing.ts), and, given on a
 * landing page, that landing's yes counted for the report.
 */
function recordOrigin(c: Context<AppEnv>, form: v.InferOutput<typeof ConsentForm>): string[] {
  const cookies = getCookie(c);
  const url = new URL(c.req.url);
  const carried = form.arrivee === undefined ? undefined : { query: form.arrivee, referrer: form.provenance };
  const found = originOfYes(carried, !parseConsent(cookies[CONSENT_COOKIE]), url);
  if (carried && found) recordLanding(c, found, returnPath(form.retour), { landings: 0, yes: 1 });
  return replacesStoredOrigin(found, cookies) ? trackingCookies(found, url.protocol === "https:") : [];
}

async function recordChoice(c: Context<AppEnv>) {
  const fields = new URLSearchParams(await requestText(c));
  const field = (name: string) => fields.get(name) ?? undefined;
  const form = v.safeParse(ConsentForm, {
    choix: field("choix"),
    finalite: fields.getAll("finalite"),
    retour: field("retour"),
    arrivee: field(LANDING_FIELDS.query),
    provenance: field(LANDING_FIELDS.referrer),
  });
  if (!form.success) return errorResponse(c, 400);
  const consent = consentOf(form.output.choix, form.output.finalite);
  const url = new URL(c.req.url);
  const headers = new Headers({ location: returnPath(form.output.retour), "cache-control": "no-store", "clear-site-data": PAGES_FETCHED_AHEAD });
  headers.append("set-cookie", consentCookie(consent, url.protocol === "https:"));
  if (consent.advertising && c.get("config").CONSENT_REQUIRED) for (const cookie of recordOrigin(c, form.output)) headers.append("set-cookie", cookie);
  const held = Object.keys(getCookie(c));
  const gone = [
    ...(consent.advertising ? [] : Object.values(TRACKING_COOKIES).filter((name) => held.includes(name))),
    ...held.filter((name) => {
      const purpose = tagCookiePurpose(name);
      return purpose !== null && !consent[purpose];
    }),
  ];
  for (const name of gone) for (const cookie of cleared(name, url.hostname)) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

/** The route's handlers, in order: where the form came from, its size, then the choice. */
export const consentRoute = [fromThisSite, bodyLimit({ maxSize: FORM_MAX_BYTES, onError: (c) => errorResponse(c, 413) }), recordChoice] as const;
