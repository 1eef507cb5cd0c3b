/** One demo photograph, 2400 × 1600 JPEG: a campus scene drawn from its number, textured, then encoded as a camera would. */
import sharp from 'sharp';
import { seeded } from './random';
import { HEIGHT, WIDTH, asGrain, inColour, layout, sceneSvg } from './scene';
import { texture } from './texture';

/** JPEG quality of the demo's photos: a camera's or a stock library's "high", which puts them near 1 MB. */
const QUALITY = 86;

export async function photoJpeg(number: number): Promise<Buffer> {
  const random = seeded(number * 7919 + 17);
  const scene = layout(random);
  const [colour, grain] = await Promise.all([
    sharp(Buffer.from(sceneSvg(scene, inColour))).removeAlpha().blur(0.8).raw().toBuffer(),
    sharp(Buffer.from(sceneSvg(scene, asGrain))).extractChannel(0).blur(2).raw().toBuffer(),
  ]);
  await texture(random, colour, grain, WIDTH, HEIGHT, scene.sky.top === '#7b8796' ? 0.9 : random.between(0, 0.6));
  const image = sharp(colour, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } });
  return (number % 2 ? image.flop() : image).jpeg({ quality: QUALITY }).toBuffer();
}
