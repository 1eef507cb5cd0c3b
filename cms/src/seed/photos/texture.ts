/**
 * What makes a drawn scene read as a photograph, and weigh as one: light that varies across the frame, clouds, each
 * surface's own grain (noise at several scales, as much as the grain map says), film grain and a vignette. Noise is
 * drawn from the seeded source on coarse grids and enlarged by sharp, so it is smooth, fast and the same every time;
 * the grain of each pixel is the source's bytes.
 */
import sharp from 'sharp';
import type { Random } from './random';

/** Noise on a grid of `cell` pixels, enlarged (bicubic) to width × height: bytes, 128 the middle. */
async function noise(random: Random, width: number, height: number, cell: number): Promise<Buffer> {
  const columns = Math.ceil(width / cell) + 3;
  const rows = Math.ceil(height / cell) + 3;
  return sharp(random.bytes(columns * rows), { raw: { width: columns, height: rows, channels: 1 } })
    .resize(columns * cell, rows * cell, { kernel: 'cubic' })
    .extract({ left: cell, top: cell, width, height })
    .raw()
    .toBuffer();
}

const smoothstep = (from: number, to: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - from) / (to - from)));
  return t * t * (3 - 2 * t);
};

/**
 * Lays the texture over `scene` (RGB, width × height) in place; `grain` is the scene's grain map (one channel).
 * `cloudiness` from 0 (clear) to 1 (overcast).
 */
export async function texture(random: Random, scene: Buffer, grain: Buffer, width: number, height: number, cloudiness: number) {
  const [light, cloudA, cloudB, cloudC, coarse, fine] = await Promise.all(
    [720, 340, 150, 60, 22, 5].map((cell) => noise(random, width, height, cell)),
  );
  const cloudFrom = 0.35 - cloudiness * 0.5;
  // seven bytes a pixel: the surface's finest grain, three for the film's (their sum is near a bell curve), one a channel
  const grains = random.bytes(width * height * 7);
  const unit = (byte: number) => byte / 127.5 - 1;
  for (let y = 0; y < height; y += 1) {
    const dy = y / height - 0.5;
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const dx = x / width - 0.5;
      const amount = grain[i] / 255;
      const lit = (1 + 0.13 * unit(light[i])) * (1 - 0.55 * (dx * dx + dy * dy));
      const g = i * 7;
      const surface = 1 + amount * (0.14 * unit(coarse[i]) + 0.2 * unit(fine[i]) + 0.16 * unit(grains[g]));
      const sky = amount < 0.1 ? 1 - amount * 10 : 0;
      const cloud = sky && sky * smoothstep(cloudFrom, cloudFrom + 0.45, 0.55 * unit(cloudA[i]) + 0.3 * unit(cloudB[i]) + 0.15 * unit(cloudC[i]));
      const film = ((grains[g + 1] + grains[g + 2] + grains[g + 3]) / 255 - 1.5) * 9;
      for (let c = 0; c < 3; c += 1) {
        const k = i * 3 + c;
        const drawn = cloud ? scene[k] * (1 - cloud) + (236 + 14 * unit(cloudC[i]) - c * 3) * cloud : scene[k];
        scene[k] = Math.max(0, Math.min(255, Math.round(drawn * lit * surface + film + (grains[g + 4 + c] / 255 - 0.5) * 4)));
      }
    }
  }
}
