import { describe, expect, it } from "vitest";
import { fillSlots, findAll } from "./nonce-slots";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (value: Uint8Array) => new TextDecoder().decode(value);

describe("findAll", () => {
  it("finds every occurrence, in bytes, after multi-byte characters too", () => {
    const page = bytes(`<p>Écoles à Lyon</p><script nonce="AbC+/1==">x</script><script nonce="AbC+/1=="></script>`);
    const offsets = findAll(page, bytes("AbC+/1=="));
    expect(offsets).toHaveLength(2);
    for (const at of offsets) expect(text(page.subarray(at, at + 8))).toBe("AbC+/1==");
  });

  it("finds nothing in a page without it, nor a needle cut short at the end", () => {
    expect(findAll(bytes("<p>nonce</p>"), bytes("AbC+/1=="))).toEqual([]);
    expect(findAll(bytes("…AbC+/1="), bytes("AbC+/1=="))).toEqual([]);
    expect(findAll(bytes("anything"), new Uint8Array())).toEqual([]);
  });
});

describe("fillSlots", () => {
  it("writes the new value in every slot", () => {
    const page = bytes(`<script nonce="old-old-">a</script><script nonce="old-old-">`);
    expect(fillSlots(page, findAll(page, bytes("old-old-")), bytes("new+new="), 8)).toBe(true);
    expect(text(page)).toBe(`<script nonce="new+new=">a</script><script nonce="new+new=">`);
  });

  it("writes nothing when the value does not fit the slots or a slot lies outside the page", () => {
    const page = bytes(`nonce="old-old-"`);
    expect(fillSlots(page, [7], bytes("longer-than-8"), 8)).toBe(false);
    expect(fillSlots(page, [12], bytes("new+new="), 8)).toBe(false);
    expect(text(page)).toBe(`nonce="old-old-"`);
  });
});
