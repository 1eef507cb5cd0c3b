import { describe, expect, it } from "vitest";
import { guessDevice, USER_AGENT_READ_LENGTH } from "./device";

describe("guessDevice", () => {
  it("sees phones as mobile", () => {
    expect(guessDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1")).toBe("mobile");
    expect(guessDevice("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36")).toBe("mobile");
    expect(guessDevice("Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch)")).toBe("mobile");
    expect(guessDevice("Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25")).toBe("mobile");
    expect(guessDevice("Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en) AppleWebKit/534.11+ Version/7.1.0.346 Safari/534.11+")).toBe("mobile");
  });

  it("sees desktops and Android tablets as desktop", () => {
    expect(guessDevice("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36")).toBe("desktop");
    expect(guessDevice("Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/126.0 Safari/537.36")).toBe("desktop");
  });

  it("falls back to desktop without a User-Agent", () => {
    expect(guessDevice(undefined)).toBe("desktop");
    expect(guessDevice("")).toBe("desktop");
  });

  it("reads only the header's start (the whole pipeline's timing: tests/worker/attacks.test.ts)", () => {
    expect(guessDevice(`${"x".repeat(USER_AGENT_READ_LENGTH)} iPhone`)).toBe("desktop");
    expect(guessDevice(`Android ${"x".repeat(USER_AGENT_READ_LENGTH)} Mobile`)).toBe("desktop");
  });
});
