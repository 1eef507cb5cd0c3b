import { factories } from '@strapi/strapi';
import type { UID } from '@strapi/strapi';

/**
 * Every content type gets Strapi's core router/controller/service; these helpers keep the
 * per-type files to one line and put the site-specific defaults (populate, slug lookup) in one place.
 */
type Populate = Record<string, unknown>;

/** Core routes; `populate` becomes the default for find/findOne when the caller sends none. */
export function coreRouter(uid: UID.ContentType, populate?: Populate) {
  if (!populate) return factories.createCoreRouter(uid);
  // One config object per route: Strapi writes each route's permission scope into it, so a shared one would let
  // `findOne` be checked as `find`.
  const withDefault = () => ({ middlewares: [{ name: 'global::default-populate', config: { populate } }] });
  return factories.createCoreRouter(uid, { config: { find: withDefault(), findOne: withDefault() } });
}

export const coreService = (uid: UID.ContentType) => factories.createCoreService(uid);

export const coreController = (uid: UID.ContentType, extend?: Parameters<typeof factories.createCoreController>[1]) =>
  factories.createCoreController(uid, extend);
