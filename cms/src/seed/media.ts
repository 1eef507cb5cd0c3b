import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { photoLibrary } from './photos';

const MIME_TYPES = { jpg: 'image/jpeg', svg: 'image/svg+xml', pdf: 'application/pdf' } as const;

/** Writes a generated image (or PDF) into the upload library and returns the file id to attach to entries. */
export async function uploadImage(
  strapi: Core.Strapi,
  name: string,
  alternativeText: string,
  content: Buffer,
  ext: keyof typeof MIME_TYPES,
): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
  const filename = `${name}.${ext}`;
  const filepath = path.join(dir, filename);
  fs.writeFileSync(filepath, content);
  try {
    const [file] = await strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name: filename, alternativeText, caption: alternativeText } },
      files: { filepath, originalFilename: filename, mimetype: MIME_TYPES[ext], size: content.length },
    });
    return file.id;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface PhotoItem {
  name: string;
  alt: string;
}

/**
 * One photograph per item, as an editor would upload it (2400 × 1600 JPEG, about 1 MB): a file of its own, named and
 * described for the item, its picture one of the demo's scenes in turn from `first`.
 */
export async function uploadPhotos(strapi: Core.Strapi, items: PhotoItem[], first = 0): Promise<number[]> {
  const demoPhoto = photoLibrary(path.join(strapi.dirs.app.root, '.cache'));
  const ids: number[] = [];
  for (const [index, item] of items.entries()) ids.push(await uploadImage(strapi, item.name, item.alt, await demoPhoto(first + index), 'jpg'));
  return ids;
}

/** One photograph, as uploadPhotos. */
export const uploadPhoto = async (strapi: Core.Strapi, item: PhotoItem, number: number) => (await uploadPhotos(strapi, [item], number))[0];
