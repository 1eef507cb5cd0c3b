/** Uploaded images are kept as the editor sent them: the site's edge makes every size a page draws from the original. */
import type { Core } from '@strapi/strapi';

/**
 * Turns off the Media Library's "size optimization" (a second JPEG/PNG/WebP encode at quality 80 of every upload) and
 * "responsive friendly upload" (large, medium and small copies) on every boot, as an editor may have left them on (the
 * plugin's first boot turns both on). No page links those files: the edge resizes and re-encodes from the original
 * (AVIF, WebP, then the original's format), so they would only cost the editor's upload time, the disk or bucket, and
 * one more lossy pass before the edge's own. The small thumbnail the library shows editors is always made.
 */
export async function keepMediaOriginals(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'upload', key: 'settings' });
  const settings = ((await store.get({})) ?? {}) as Record<string, unknown>;
  if (settings.sizeOptimization !== false || settings.responsiveDimensions !== false) {
    await store.set({ value: { ...settings, sizeOptimization: false, responsiveDimensions: false } });
  }
}
