/**
 * POST /__consent: the banner's form. Stores the visitor's choice for six months and leads back to the page it was
 * sent from (303). A refusal or a withdrawal also clears what an earlier yes left: the origin cookies and the tags'.
 */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { CONSENT_CHOICES, consentCookie, consentOf, returnPath, tagCookiePurpose } from "../../core/consent";
import { TRACKING_COOKIES } from "../../core/origin";
import type { AppEnv } from "../env";
import { errorResponse } from "../errors";

/** A form of three fields: a few hundred bytes; more is not the banner's. */
const FORM_MAX_BYTES = 4096;

const ConsentForm = v.object({
  choix: v.picklist(CONSENT_CHOICES),
  finalite: v.array(v.string()),
  retour: v.optional(v.string()),
});

/** Expired cookies for a name: host-only, and on each parent domain a tag may have written it to (`.ecole.example`). */
function cleared(name: string, host: string): string[] {
  const labels = host.split(".");
  const domains = labels.slice(0, -1).map((_, i) => labels.slice(i).join(".")).filter((domain) => domain.includes("."));
  return [`${name}=; Max-Age=0; Path=/`, ...domains.map((domain) => `${name}=; Max-Age=0; Path=/; Domain=${domain}`)];
}

/** Only the site's own pages may record a choice: another site must not accept cookies in a visitor's name. */
const fromThisSite = createMiddleware<AppEnv>(async (c, next) => {
  const site = c.req.header("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return errorResponse(c, 403);
  await next();
});

async function recordChoice(c: Context<AppEnv>) {
  const fields = new URLSearchParams(await c.req.text());
  const form = v.safeParse(ConsentForm, { choix: fields.get("choix") ?? undefined, finalite: fields.getAll("finalite"), retour: fields.get("retour") ?? undefined });
  if (!form.success) return errorResponse(c, 400);
  const consent = consentOf(form.output.choix, form.output.finalite);
  const url = new URL(c.req.url);
  const headers = new Headers({ location: returnPath(form.output.retour), "cache-control": "no-store" });
  headers.append("set-cookie", consentCookie(consent, url.protocol === "https:"));
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
