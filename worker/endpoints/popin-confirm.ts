/**
 * GET /crm/confirm: the pop-in's form without JavaScript. Checks the choices, looks the
 * CRM link up and answers 302 to it (campus, course and the stored origin added; a relative link on the
 * configured origin, never the Host the request named); otherwise the page
 * the visitor came from, the pop-in open with its error line: 400 without both choices, 404 without a link.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { refused, statusOf } from "../../core/errors";
import { crmOrigin } from "../../core/consent";
import { isPopinAction, type PopinError } from "../../core/popin";
import { popinDestination } from "../../core/popin-url";
import { isSlug } from "../../core/slug";
import type { PopinAction } from "../../core/constants";
import { crmLink } from "../cms/calls/crm-links";
import { configuredOrigin } from "../config/site-origin";
import type { AppEnv } from "../env";
import { resolvePage } from "../router/load";
import { renderPage } from "../render/page";
import { rejectedPopin } from "../loaders/popin";

const slugOrEmpty = (value: string | undefined) => (value && isSlug(value) ? value : "");

/** The page to show behind the pop-in: a path of this site only (never a redirect target). */
function pageBehind(from: string | undefined, here: URL): URL {
  if (!from || !from.startsWith("/") || from.length > 512) return new URL("/", here);
  const url = new URL(from, here);
  return url.origin === here.origin ? new URL(url.pathname, here) : new URL("/", here);
}

/** The CRM link for the choices; null when the CMS has none (its 404), other failures thrown. */
async function linkFor(c: Context<AppEnv>, action: PopinAction, course: string, campus: string): Promise<string | null> {
  try {
    return (await c.get("cms").get(crmLink(action, course, campus))).url;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** Stands for the site when CANONICAL_HOST is unset: a link that lands on it is one of the site's own paths. */
const UNCONFIGURED_SITE = "https://site.invalid";

/**
 * The Location: the destination as built, except a path of the site with no configured origin, which stays
 * relative (the browser resolves it against the address it asked for; one leading slash, never "//host").
 */
function locationOf(destination: URL): string {
  if (destination.origin !== UNCONFIGURED_SITE) return destination.href;
  return `/${destination.pathname.replace(/^\/+/, "")}${destination.search}${destination.hash}`;
}

async function rejected(c: Context<AppEnv>, status: number, error: PopinError, action: PopinAction, chosen: { course: string; campus: string }) {
  const here = new URL(c.req.url);
  const cms = c.get("cms");
  const popin = rejectedPopin(cms, action, chosen, error);
  const resolved = await resolvePage(pageBehind(c.req.query("from"), here), cms, c.get("config"));
  const res = await renderPage(c, { page: resolved.page, body: resolved.body, status }, { popin });
  res.headers.set("cache-control", "no-store");
  return res;
}

export async function popinConfirm(c: Context<AppEnv>): Promise<Response> {
  const action = c.req.query("action");
  if (!isPopinAction(action)) throw refused(400, "/crm/confirm");
  const chosen = { course: slugOrEmpty(c.req.query("course")), campus: slugOrEmpty(c.req.query("campus")) };
  if (!chosen.course || !chosen.campus) return rejected(c, 400, "missingChoice", action, chosen);

  let link: string | null;
  try {
    link = await linkFor(c, action, chosen.course, chosen.campus);
  } catch (error) {
    console.error("CRM link lookup failed:", error);
    return rejected(c, statusOf(error) >= 500 ? 503 : statusOf(error), "failed", action, chosen);
  }
  const tracking = crmOrigin(getCookie(c), c.get("config").CONSENT_REQUIRED);
  const configured = configuredOrigin(c.get("config"), new URL(c.req.url));
  const destination = link ? popinDestination({ link, siteOrigin: configured ?? UNCONFIGURED_SITE, ...chosen, tracking }) : null;
  if (!destination) return rejected(c, 404, "missingLink", action, chosen);
  c.header("cache-control", "no-store");
  return c.redirect(locationOf(destination), 302);
}
