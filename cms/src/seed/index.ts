import type { Core } from '@strapi/strapi';

export async function seedIfEmpty(strapi: Core.Strapi) {
  strapi.log.info('seed: TODO');
}
