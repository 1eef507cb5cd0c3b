/**
 * Registering for an event: whether it is open and where it leads, one rule for the pages (a button, or none) and for
 * the hand-off that sends the visitor to the CRM form (worker/endpoints/event-registration.ts).
 */
import type { Locale } from "../../core/constants";
import { eventDestination } from "../../core/event-registration";
import { firstDay, registrationLink, registrationOpen } from "../../core/events";
import { eventRegistrationPath } from "../../core/routes";
import type { Event } from "../../contract/model/events";
import type { ListedEvent } from "../../ui/components/EventCard";
import { websiteSettings } from "../cms/calls/settings";
import type { CmsClient } from "../cms/client";
import { crmOrigins } from "../config/crm-origins";
import type { Config } from "../config/schema";

export interface RegistrationRules {
  /** YYYY-MM-DD in Paris. */
  today: string;
  /** The website settings' form for events that name none. */
  siteDefault: string | null;
  crmOrigins: string[];
}

/** The settings are the chrome's own call, made once a request and cached like every CMS answer. */
export async function registrationRules(cms: CmsClient, config: Config, today: string): Promise<RegistrationRules> {
  const settings = await cms.silent(websiteSettings());
  return { today, siteDefault: settings?.eventRegistrationUrl ?? null, crmOrigins: crmOrigins(config) };
}

/**
 * Where registering for the event sends the visitor now, its identity and the origin `tracking` allows in the query;
 * null when registering is closed (over, cancelled, none taken) or its form is on none of the CRM's origins.
 */
export function registrationTarget(event: Event, rules: RegistrationRules, tracking?: string | null): string | null {
  const link = registrationOpen(event, rules.today) ? registrationLink(event, rules.siteDefault) : null;
  if (!link) return null;
  const identity = { event: event.slug, campus: event.campus?.slug ?? null, date: firstDay(event) };
  return eventDestination({ link, crmOrigins: rules.crmOrigins, identity, tracking });
}

/** A page's registration button: the hand-off's address when it leads to a form, else none. */
export const registrationPath = (event: Event, rules: RegistrationRules, locale: Locale): string | null =>
  registrationTarget(event, rules) === null ? null : eventRegistrationPath(event.slug, locale);

/** Events as a list shows them, each with its registration button's address. */
export const withRegistration = (events: Event[], rules: RegistrationRules, locale: Locale): ListedEvent[] =>
  events.map((event) => ({ ...event, registration: registrationPath(event, rules, locale) }));
