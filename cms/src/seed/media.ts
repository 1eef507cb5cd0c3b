import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { gradientPng, hueColor } from './png';

/** Writes a generated PNG into the upload library and returns the file id to attach to entries. */
export async function uploadPng(strapi: Core.Strapi, name: string, alternativeText: string, png: Buffer): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
  const filepath = path.join(dir, `${name}.png`);
  fs.writeFileSync(filepath, png);
  try {
    const [file] = await strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name: `${name}.png`, alternativeText, caption: alternativeText } },
      files: { filepath, originalFilename: `${name}.png`, mimetype: 'image/png', size: png.length },
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
    ids.push(await uploadPng(strapi, item.name, item.alt, gradientPng(240, 150, NAVY, hueColor(index, items.length, 0.6))));
  }
  return ids;
}
