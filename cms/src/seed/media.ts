import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { gradientPng, hueColor } from './png';

const MIME_TYPES = { png: 'image/png', svg: 'image/svg+xml', pdf: 'application/pdf' } as const;

/** Writes a generated image (or PDF) into the upload library and returns the file id to attach to entries. */
export async function uploadImage(
  strapi: Core.Strapi,
  name: string,
  alternativeText: string,
  content: Buffer,
  ext: keyof typeof MIME_TYPES = 'png',
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

const NAVY: [number, number, number] = [18, 38, 84];

/** One image per item, each a gradient from the brand navy to its own hue. */
export async function uploadSeries(strapi: Core.Strapi, items: { name: string; alt: string }[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, item] of items.entries()) {
    ids.push(await uploadImage(strapi, item.name, item.alt, gradientPng(240, 150, NAVY, hueColor(index, items.length, 0.6))));
  }
  return ids;
}
