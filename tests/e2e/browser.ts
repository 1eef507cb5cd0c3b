/** Debian's Chromium under Playwright, launched with the flags this machine needs; never a downloaded browser. */
import { chromium, type Browser, type BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
// @ts-expect-error plain ESM script without types
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** One Chromium for a test file, launched before its tests and closed after them: call it at the file's top level. */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
};
