/**
 * The demo's photographs: PHOTO_COUNT distinct scenes, each generated once and kept on disk (cms/.cache/demo-photos),
 * so that only the first seed on a machine pays for drawing them. The folder is named after the generator's own code
 * and sharp's version: a change to either draws them again.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { photoJpeg } from './photo';

/** Distinct scenes; entries share them (each entry still gets its own file, named and described for it). */
export const PHOTO_COUNT = 12;

const generatorKey = () => {
  const hash = crypto.createHash('sha256').update(sharp.versions.sharp ?? '');
  for (const file of fs.readdirSync(__dirname).filter((name) => /\.(js|ts)$/.test(name)).sort()) hash.update(fs.readFileSync(path.join(__dirname, file)));
  return hash.digest('hex').slice(0, 16);
};

export function photoLibrary(cacheRoot: string) {
  const root = path.join(cacheRoot, 'demo-photos');
  const dir = path.join(root, generatorKey());
  return async function demoPhoto(number: number): Promise<Buffer> {
    const file = path.join(dir, `${number % PHOTO_COUNT}.jpg`);
    if (fs.existsSync(file)) return fs.readFileSync(file);
    const jpeg = await photoJpeg(number % PHOTO_COUNT);
    fs.mkdirSync(dir, { recursive: true });
    // written aside then renamed: two seeds at once (tests, a bench) never read half a file
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, jpeg);
    fs.renameSync(partial, file);
    for (const old of fs.readdirSync(root).filter((name) => path.join(root, name) !== dir)) fs.rmSync(path.join(root, old), { recursive: true, force: true });
    return jpeg;
  };
}
