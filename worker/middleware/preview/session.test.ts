/** The preview cookie's value: signed, bounded in time, and useless with any other secret. */
import { describe, expect, it } from "vitest";
import { inPreview, isValidPreview, previewCookie, signPreview } from "./session";

const SECRET = "preview-secret";
const now = Date.UTC(2026, 10, 21, 12);
const inAnHour = now / 1000 + 3600;

describe("preview session", () => {
  it("accepts what it signed until it expires", async () => {
    const value = await signPreview(SECRET, inAnHour);
    expect(value).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(await isValidPreview(value, SECRET, now)).toBe(true);
    expect(await isValidPreview(value, SECRET, inAnHour * 1000 - 1)).toBe(true);
    expect(await isValidPreview(value, SECRET, inAnHour * 1000)).toBe(false);
  });

  it("refuses another secret's value, a moved expiry, a changed signature and nonsense", async () => {
    const value = await signPreview(SECRET, inAnHour);
    const [, mac] = value.split(".");
    const flipped = `${inAnHour}.${mac!.startsWith("A") ? "B" : "A"}${mac!.slice(1)}`;
    expect(await isValidPreview(await signPreview("another-secret", inAnHour), SECRET, now)).toBe(false);
    expect(await isValidPreview(`${inAnHour + 86_400}.${mac}`, SECRET, now)).toBe(false);
    expect(await isValidPreview(flipped, SECRET, now)).toBe(false);
    for (const junk of ["", "1", `${inAnHour}`, `${inAnHour}.`, `${inAnHour}.${mac}=`, `-1.${mac}`, `${inAnHour}.${mac}.x`, "true"]) {
      expect(await isValidPreview(junk, SECRET, now), junk).toBe(false);
    }
    expect(await isValidPreview(value, "", now)).toBe(false);
  });

  it("reads the cookie among others, and never without a secret", async () => {
    const value = await signPreview(SECRET, inAnHour);
    expect(await inPreview(`utm_source=x; ecole-preview=${value}; other=1`, SECRET, now)).toBe(true);
    expect(await inPreview(`ecole-preview=${value}`, "", now)).toBe(false);
    expect(await inPreview("utm_source=x", SECRET, now)).toBe(false);
    expect(await inPreview(undefined, SECRET, now)).toBe(false);
  });

  it("is HttpOnly on the whole site; cross-site capable (Secure, SameSite=None, Partitioned) on https only", () => {
    expect(previewCookie("v", 3600, true)).toBe("ecole-preview=v; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=None; Partitioned");
    expect(previewCookie("v", 3600, false)).toBe("ecole-preview=v; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax");
    expect(previewCookie("", 0, false)).toBe("ecole-preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });
});
