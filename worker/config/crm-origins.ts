/**
 * The CRM's forms' origins (CRM_ORIGINS): the only other sites the pop-in's form (CSP form-action) and an event's
 * registration (a redirect) may send a visitor to. Space-separated; an entry that is not an https address is left out.
 */
import type { Config } from "./schema";

export function crmOrigins(config: Pick<Config, "CRM_ORIGINS">): string[] {
  return config.CRM_ORIGINS.split(/\s+/).flatMap((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    return url?.protocol === "https:" ? [url.origin] : [];
  });
}
