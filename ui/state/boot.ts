/** The islands' part of a document's data, made on the server: what the browser receives, dates already written. */
import { formatShortDay } from "../../core/dates";
import type { WebsiteSettings } from "../../contract/model/settings";
import type { BootData, DocumentData, IslandSettings } from "../../contract/page";

/** The settings without what only the server reads: the Qualiopi certificate, the home page's photograph, the events' registration form. */
function islandSettings(settings: WebsiteSettings | null): IslandSettings | null {
  if (!settings) return null;
  const { qualiopi: _qualiopi, homeImage: _homeImage, eventRegistrationUrl: _registration, ...rest } = settings;
  return rest;
}

export function bootOf({ assets: _assets, chrome: { footer: _footer, events, settings, ...chrome }, page, ...rest }: DocumentData): BootData {
  return {
    ...rest,
    chrome: { ...chrome, settings: islandSettings(settings), events: events.map(({ slug, title, dateStart }) => ({ slug, title, dateStart, shortDay: formatShortDay(dateStart, rest.locale) })) },
    page: { path: page.path, route: page.route, ...(page.alternates ? { alternates: page.alternates } : {}) },
  };
}
