import { errors } from '@strapi/utils';
import { coreService } from '../../../utils/core-api';

export const CRM_ACTIONS = ['registration', 'contact', 'brochure'] as const;
export type CrmAction = (typeof CRM_ACTIONS)[number];

/** What the pop-in lists: a course or a campus, named in the requested locale. */
export interface Choice {
  id: number;
  documentId: string;
  name: string;
  slug: string;
}

type ChoiceUid = 'api::formation.formation' | 'api::campus.campus';
type Link = { url: string; course?: { documentId: string }; campus?: { documentId: string } };

export function assertAction(action: string): asserts action is CrmAction {
  if (!(CRM_ACTIONS as readonly string[]).includes(action)) {
    throw new errors.ValidationError(`Unknown action "${action}", expected one of ${CRM_ACTIONS.join(', ')}`);
  }
}

/**
 * crm-links are not localized while courses and campuses are: links are matched on the related
 * documentId, then names are read in the requested locale (falling back to the default locale).
 */
async function choices(uid: ChoiceUid, documentIds: string[], locale?: string): Promise<Choice[]> {
  if (documentIds.length === 0) return [];
  const read = (loc?: string) =>
    strapi.documents(uid).findMany({
      filters: { documentId: { $in: documentIds } },
      locale: loc,
      status: 'published',
      fields: ['title', 'slug'],
      sort: 'title:asc',
    });
  const localized = await read(locale);
  const found = new Set(localized.map((entry) => entry.documentId));
  const fallback = locale ? (await read()).filter((entry) => !found.has(entry.documentId)) : [];
  return [...localized, ...fallback]
    .map((entry) => ({ id: entry.id as number, documentId: entry.documentId, name: entry.title as string, slug: entry.slug as string }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/**
 * A course or campus by its slug in any language (a visitor may switch language with the pop-in open),
 * preferring the document whose slug it is in the requested locale.
 */
async function documentIdBySlug(uid: ChoiceUid, slug: string, locale?: string): Promise<string> {
  const entries = (await strapi.db.query(uid).findMany({
    where: { slug, publishedAt: { $notNull: true } },
    select: ['documentId', 'locale'],
    orderBy: { id: 'asc' },
  })) as { documentId: string; locale: string }[];
  const preferred = locale ?? (await strapi.plugin('i18n').service('locales').getDefaultLocale());
  const entry = entries.find((candidate) => candidate.locale === preferred) ?? entries[0];
  if (!entry) throw new errors.NotFoundError(`Unknown ${uid === 'api::campus.campus' ? 'campus' : 'course'} "${slug}"`);
  return entry.documentId;
}

async function links(filters: Record<string, unknown>): Promise<Link[]> {
  return (await strapi.documents('api::crm-link.crm-link').findMany({
    filters,
    status: 'published',
    fields: ['url'],
    populate: { course: { fields: ['slug'] }, campus: { fields: ['slug'] } },
  })) as unknown as Link[];
}

const uniqueIds = (ids: (string | undefined)[]) => [...new Set(ids.filter(Boolean))] as string[];

export default coreService('api::crm-link.crm-link');

export const crmLookups = {
  async actions(locale?: string): Promise<Record<CrmAction, Choice[]>> {
    const entries = await Promise.all(
      CRM_ACTIONS.map(async (action) => {
        const courseIds = uniqueIds((await links({ action })).map((link) => link.course?.documentId));
        return [action, await choices('api::formation.formation', courseIds, locale)] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<CrmAction, Choice[]>;
  },

  async campuses(action: CrmAction, courseSlug: string, locale?: string): Promise<Choice[]> {
    const course = await documentIdBySlug('api::formation.formation', courseSlug, locale);
    const campusIds = uniqueIds((await links({ action, course: { documentId: course } })).map((link) => link.campus?.documentId));
    return choices('api::campus.campus', campusIds, locale);
  },

  /** The campuses of several programmes, each as `campuses` gives them; null for a programme it would refuse (404). */
  async campusesOf(action: CrmAction, courseSlugs: string[], locale?: string): Promise<Record<string, Choice[] | null>> {
    const found = await Promise.all(
      courseSlugs.map((slug) =>
        crmLookups.campuses(action, slug, locale).catch((error) => {
          if (error instanceof errors.NotFoundError) return null;
          throw error;
        }),
      ),
    );
    return Object.fromEntries(courseSlugs.map((slug, i) => [slug, found[i]]));
  },

  async url(action: CrmAction, courseSlug: string, campusSlug: string, locale?: string): Promise<{ url: string }> {
    const [course, campus] = await Promise.all([
      documentIdBySlug('api::formation.formation', courseSlug, locale),
      documentIdBySlug('api::campus.campus', campusSlug, locale),
    ]);
    const [link] = await links({ action, course: { documentId: course }, campus: { documentId: campus } });
    if (!link) throw new errors.NotFoundError(`No CRM link for ${action} / ${courseSlug} / ${campusSlug}`);
    return { url: link.url };
  },
};
