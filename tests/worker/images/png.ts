/** PNG files written in the test itself (workerd's deflate, no fixture files): photos' stand-ins and decompression bombs. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** The zlib stream of the rows, each given by `row(y)` (its filter byte first), compressed as they come. */
async function deflated(height: number, row: (y: number) => Uint8Array): Promise<Uint8Array> {
  const stream = new CompressionStream("deflate");
  const writer = stream.writable.getWriter();
  const written = (async () => {
    for (let y = 0; y < height; y++) await writer.write(row(y));
    await writer.close();
  })();
  const compressed = new Uint8Array(await new Response(stream.readable).arrayBuffer());
  await written;
  return compressed;
}

function header(width: number, height: number, bitDepth: number, colourType: number): Uint8Array {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data.set([bitDepth, colourType, 0, 0, 0], 8);
  return data;
}

const SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

/** A colour picture with a photo's kind of detail (gradients under fine noise, so encoders have work), RGB 8 bits. */
export async function photoPng(width: number, height: number): Promise<Uint8Array> {
  let seed = 12345;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 48) - 24;
  const idat = await deflated(height, (y) => {
    const line = new Uint8Array(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const clamp = (v: number) => Math.max(0, Math.min(255, v));
      line[1 + x * 3] = clamp(Math.round((x / width) * 200) + noise());
      line[2 + x * 3] = clamp(Math.round((y / height) * 180) + noise());
      line[3 + x * 3] = clamp(120 + noise());
    }
    return line;
  });
  return concat([SIGNATURE, chunk("IHDR", header(width, height, 8, 2)), chunk("IDAT", idat), chunk("IEND", new Uint8Array())]);
}

/** A valid, one-colour, 1-bit greyscale PNG: a few dozen kilobytes that decode to width × height pixels. */
export async function bombPng(width: number, height: number): Promise<Uint8Array> {
  const line = new Uint8Array(1 + Math.ceil(width / 8));
  const idat = await deflated(height, () => line);
  return concat([SIGNATURE, chunk("IHDR", header(width, height, 1, 0)), chunk("IDAT", idat), chunk("IEND", new Uint8Array())]);
}
