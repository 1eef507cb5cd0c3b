import { describe, expect, it } from "vitest";
import { guessDevice } from "./device";

describe("guessDevice", () => {
  it("sees phones as mobile", () => {
    expect(guessDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1")).toBe("mobile");
    expect(guessDevice("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36")).toBe("mobile");
  });

  it("sees desktops and Android tablets as desktop", () => {
    expect(guessDevice("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36")).toBe("desktop");
    expect(guessDevice("Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/126.0 Safari/537.36")).toBe("desktop");
  });

  it("falls back to desktop without a User-Agent", () => {
    expect(guessDevice(undefined)).toBe("desktop");
    expect(guessDevice("")).toBe("desktop");
  });
});
