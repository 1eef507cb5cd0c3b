/** Debian's Chromium under Playwright, launched with the flags this machine needs; never a downloaded browser. */
import { chromium, type Browser, type BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { ACCEPTED, CONSENT_COOKIE, consentValue } from "../../core/consent";
// @ts-expect-error plain ESM script without types
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** A visitor who answered the consent banner on an earlier visit (with a yes, as the spec's tracking expects). */
const ANSWERED_CONSENT = {
  cookies: ["127.0.0.1", "localhost"].map((domain) => ({
    name: CONSENT_COOKIE, value: consentValue(ACCEPTED), domain, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" as const,
  })),
  origins: [],
};

/** The browser whose every new context (and page) starts as that visitor, unless the test gives a state of its own. */
export function answeringConsent(browser: Browser): Browser {
  const newContext = (options: BrowserContextOptions = {}) => browser.newContext({ storageState: ANSWERED_CONSENT, ...options });
  return new Proxy(browser, {
    get(target, key) {
      if (key === "newContext") return newContext;
      if (key === "newPage") return async (options?: BrowserContextOptions) => (await newContext(options)).newPage();
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * One Chromium for a test file, launched before its tests and closed after them: call it at the file's top level.
 * Its visitors have answered the consent banner already (it would cover what the other tests click), unless
 * `consentAsked`: the consent tests meet the banner as a first visit does.
 */
export function chromiumForFile({ consentAsked = false } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const launched = await launchChromium();
    browser = consentAsked ? launched : answeringConsent(launched);
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
