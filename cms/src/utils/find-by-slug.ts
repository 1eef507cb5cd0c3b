import { errors } from '@strapi/utils';
import type { Core, UID } from '@strapi/strapi';

/**
 * Core `findOne` that accepts a slug where Strapi expects a documentId, so the site can call
 * `/api/campuses/lyon` or `/api/ecole-articles/admission` (spec §7). The core route keeps its
 * place and its permission (`findOne`); a documentId still works when no slug matches. With
 * `status=draft` (the site's editors' preview) the slug is looked up among drafts, so an entry never
 * published is found too.
 *
 * With `fallbackToDefaultLocale`, a document missing in the asked locale is answered in the default one
 * (its `locale` field says so): the pop-in must always be able to name a campus.
 */
export function findOneBySlugOrDocumentId(uid: UID.ContentType, { fallbackToDefaultLocale = false } = {}) {
  return ({ strapi }: { strapi: Core.Strapi }) => ({
    async findOne(ctx) {
      const { id } = ctx.params;
      const asked = typeof ctx.query.locale === 'string' ? ctx.query.locale : undefined;
      const { locale: _asked, ...withoutLocale } = ctx.query;
      const attempts = fallbackToDefaultLocale && asked ? [asked, undefined] : [asked];
      const status = ctx.query.status === 'draft' ? 'draft' : 'published';

      for (const locale of attempts) {
        ctx.query = locale === undefined ? withoutLocale : { ...withoutLocale, locale };
        const match = await strapi.documents(uid as UID.CollectionType).findFirst({
          filters: { slug: id },
          locale,
          status,
          fields: ['documentId'],
        } as never);
        ctx.params.id = match?.documentId ?? id;

        const response = await super.findOne(ctx);
        if (response?.data) return response;
      }
      throw new errors.NotFoundError(`No ${uid.split('.').pop()} with slug or documentId "${id}"`);
    },
  });
}
