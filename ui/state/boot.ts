/** The islands' part of a document's data, made on the server: what the browser receives, dates already written. */
import { formatShortDay } from "../../core/dates";
import type { WebsiteSettings } from "../../contract/model/settings";
import type { BootData, DocumentData } from "../../contract/page";

/** The settings without the Qualiopi certificate, which only the server's pages and footer draw. */
function islandSettings(settings: WebsiteSettings | null): Omit<WebsiteSettings, "qualiopi"> | null {
  if (!settings) return null;
  const { qualiopi: _qualiopi, ...rest } = settings;
  return rest;
}

export function bootOf({ assets: _assets, chrome: { footer: _footer, events, settings, ...chrome }, page, ...rest }: DocumentData): BootData {
  return {
    ...rest,
    chrome: { ...chrome, settings: islandSettings(settings), events: events.map(({ slug, title, dateStart }) => ({ slug, title, dateStart, shortDay: formatShortDay(dateStart, rest.locale) })) },
    page: { path: page.path, route: page.route, ...(page.alternates ? { alternates: page.alternates } : {}) },
  };
}
