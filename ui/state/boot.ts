/** The islands' part of a document's data, made on the server: what the browser receives, dates already written. */
import { formatShortDay } from "../../core/dates";
import type { BootData, DocumentData } from "../../contract/page";

export function bootOf({ assets: _assets, chrome: { footer: _footer, events, ...chrome }, page, ...rest }: DocumentData): BootData {
  return {
    ...rest,
    chrome: { ...chrome, events: events.map(({ slug, title, dateStart }) => ({ slug, title, dateStart, shortDay: formatShortDay(dateStart, rest.locale) })) },
    page: { path: page.path, route: page.route, ...(page.alternates ? { alternates: page.alternates } : {}) },
  };
}
