import { errors } from '@strapi/utils';
import type { Core, UID } from '@strapi/strapi';

/**
 * Core `findOne` that accepts a slug where Strapi expects a documentId, so the site can call
 * `/api/campuses/lyon` or `/api/ecole-articles/admission` (spec §7). The core route keeps its
 * place and its permission (`findOne`); a documentId still works when no slug matches. With
 * `status=draft` (the site's editors' preview) the slug is looked up among drafts, so an entry never
 * published is found too.
 */
export function findOneBySlugOrDocumentId(uid: UID.ContentType) {
  return ({ strapi }: { strapi: Core.Strapi }) => ({
    async findOne(ctx) {
      const { id } = ctx.params;
      const locale = typeof ctx.query.locale === 'string' ? ctx.query.locale : undefined;
      const status = ctx.query.status === 'draft' ? 'draft' : 'published';
      const match = await strapi.documents(uid as UID.CollectionType).findFirst({
        filters: { slug: id },
        locale,
        status,
        fields: ['documentId'],
      } as never);
      ctx.params.id = match?.documentId ?? id;

      const response = await super.findOne(ctx);
      if (!response?.data) throw new errors.NotFoundError(`No ${uid.split('.').pop()} with slug or documentId "${id}"`);
      return response;
    },
  });
}
