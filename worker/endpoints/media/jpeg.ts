/**
 * Whether a JPEG is whole: its segments walked from the start of image to the first scan, then an end-of-image marker
 * somewhere after it. Compressed data never holds 0xFF 0xD9 (a 0xFF there is followed by 0x00 or a restart marker),
 * so a file cut short has none; data a camera appends after the end (a trailer, a second picture) is fine.
 */

const START_OF_SCAN = 0xda;
const END_OF_IMAGE = 0xd9;
/** Markers without a length: TEM and the restart markers. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Where the first scan's compressed data starts, or null when the segments before it do not hold together. */
function firstScanData(bytes: Uint8Array): number | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) at += 1;
    else if (standalone(marker)) at += 2;
    else if (marker === END_OF_IMAGE || at + 3 >= bytes.length) return null;
    else {
      const end = at + 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
      if (marker === START_OF_SCAN) return end;
      at = end;
    }
  }
  return null;
}

export function jpegIsWhole(bytes: Uint8Array): boolean {
  const data = firstScanData(bytes);
  if (data === null) return false;
  for (let at = bytes.length - 2; at >= data; at--) if (bytes[at] === 0xff && bytes[at + 1] === END_OF_IMAGE) return true;
  return false;
}
