import type { Core } from '@strapi/strapi';
import { seedCampuses, seedCrmLinks, seedFormations } from './catalogue';
import { seedArticles, seedCareers, seedEvents, seedNews } from './content';
import { seedEnglish } from './english';
import { seedMenus, seedSettings, seedTaxonomy } from './site';

/**
 * The deterministic demo (data in ./data, writers beside this file): the French content, then the English
 * versions of its main documents. It only runs on an empty database (no campus yet), so editors' content is
 * never touched; SEED=false skips it.
 */
export async function seedIfEmpty(strapi: Core.Strapi) {
  if ((await strapi.db.query('api::campus.campus').count()) > 0) return;

  const started = Date.now();
  strapi.log.info('seed: empty database, writing the demo content (about a minute)…');
  await seedSettings();
  await seedMenus();
  await seedTaxonomy();
  const campusIds = await seedCampuses();
  const formationIds = await seedFormations(campusIds);
  await seedEvents(campusIds);
  await seedNews(campusIds);
  await seedArticles();
  await seedCareers(campusIds, formationIds);
  const links = await seedCrmLinks(formationIds, campusIds);
  await seedEnglish();
  strapi.log.info(`seed: done in ${Math.round((Date.now() - started) / 1000)} s (${campusIds.size} campuses, ${formationIds.size} formations, ${links} crm-links)`);
}
