/** Strapi's preview handler: the site address of the entry an editor is looking at in the Content Manager. */
import type { UID } from '@strapi/strapi';
import { previewFields, previewUrl, sitePath } from './path';

export interface PreviewSettings {
  siteUrl: string;
  secret: string;
}

interface PreviewTarget {
  documentId?: string;
  locale?: string | null;
  status?: string;
}

/** Null (no preview button) for types without a page, unknown entries and entries without a slug. */
export function previewHandler({ siteUrl, secret }: PreviewSettings) {
  return async (uid: string, { documentId, locale }: PreviewTarget): Promise<string | null> => {
    const fields = previewFields(uid);
    if (!fields || !documentId) return null;
    // The draft, whichever tab the editor is on: in preview the site reads drafts, so the page answers at the
    // draft's slug (a slug changed but not yet published would miss at the published one).
    const entry = await strapi.documents(uid as UID.CollectionType).findOne({ documentId, locale: locale ?? undefined, status: 'draft', fields } as never);
    const path = entry ? sitePath(uid, entry as Record<string, unknown>, locale) : null;
    return path && previewUrl(siteUrl, secret, path);
  };
}
