/**
 * A seeded random source, so that every demo photo is the same on every machine and every seed: the AES-CTR keystream
 * of a key made from the seed, read a number at a time or as bulk bytes (a noise grid, a frame's grain).
 */
import crypto from 'crypto';

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
  /** `count` random bytes. */
  bytes(count: number): Buffer;
}

export function seeded(seed: number): Random {
  const key = crypto.createHash('sha256').update(`demo photo ${seed}`).digest().subarray(0, 16);
  const stream = crypto.createCipheriv('aes-128-ctr', key, Buffer.alloc(16));
  const bytes = (count: number) => stream.update(Buffer.alloc(count));
  let pool = Buffer.alloc(0);
  let at = 0;
  const next = () => {
    if (at + 4 > pool.length) {
      pool = bytes(4096);
      at = 0;
    }
    at += 4;
    return pool.readUInt32LE(at - 4) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    pick: (items) => items[Math.floor(next() * items.length)],
    bytes,
  };
}
