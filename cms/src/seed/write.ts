import type { UID } from '@strapi/strapi';

/** Demo entries are written published (draft + published versions), French first. */
export async function publish(uid: UID.ContentType, data: Record<string, unknown>, locale = 'fr'): Promise<string> {
  const entry = await strapi.documents(uid).create({ data, locale, status: 'published' } as never);
  return entry.documentId;
}

/** Adds the English version of an existing document. */
export async function translate(uid: UID.ContentType, documentId: string, data: Record<string, unknown>, locale = 'en') {
  await strapi.documents(uid).update({ documentId, data, locale, status: 'published' } as never);
}

/** Publishes a list and returns slug → documentId, for the relations written afterwards. */
export async function publishAll<T extends { slug: string }>(
  uid: UID.ContentType,
  items: T[],
  toData: (item: T, index: number) => Record<string, unknown>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [index, item] of items.entries()) ids.set(item.slug, await publish(uid, toData(item, index)));
  return ids;
}

/** `YYYY-MM-DD` of today + `days` (UTC), the seed's only notion of time. */
export function dayFromToday(days: number, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

/** `2026-12-05 10:00` as read on a clock in Paris. */
const PARIS_CLOCK = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The instant a Paris wall-clock time names (`2026-12-05`, `10:00` → 09:00 UTC in winter, 08:00 UTC in summer), ISO. */
export function parisAt(day: string, time: string): string {
  const asUtc = Date.parse(`${day}T${time}:00.000Z`);
  const instants = [1, 2].map((hours) => new Date(asUtc - hours * 3_600_000));
  return (instants.find((instant) => PARIS_CLOCK.format(instant) === `${day} ${time}`) ?? instants[0]).toISOString();
}
