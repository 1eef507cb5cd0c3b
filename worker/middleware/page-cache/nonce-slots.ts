/**
 * Where a stored page holds its nonce, in bytes: a hit writes the request's own nonce there in place, with no
 * decoding, searching or encoding of the page on the way out.
 */

/** The byte offsets of every occurrence of needle in bytes. */
export function findAll(bytes: Uint8Array, needle: Uint8Array): number[] {
  const found: number[] = [];
  const first = needle[0];
  if (first === undefined) return found;
  const last = bytes.length - needle.length;
  for (let at = bytes.indexOf(first); at !== -1 && at <= last; at = bytes.indexOf(first, at + 1)) {
    let i = 1;
    while (i < needle.length && bytes[at + i] === needle[i]) i++;
    if (i === needle.length) {
      found.push(at);
      at += needle.length - 1;
    }
  }
  return found;
}

/** Writes value at each offset; false (nothing written) when it is not the length the slots were made for. */
export function fillSlots(bytes: Uint8Array, offsets: number[], value: Uint8Array, slotLength: number): boolean {
  if (value.length !== slotLength || offsets.some((at) => at < 0 || at + slotLength > bytes.length)) return false;
  for (const at of offsets) bytes.set(value, at);
  return true;
}
