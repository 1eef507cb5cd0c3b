/** Small tools the browser tests share: a link to any path, islands woken on purpose, and animations waited for. */
import type { ConsoleMessage, Page, Request } from "playwright-core";
import { expect } from "vitest";

/**
 * A page link of our own, added to the page, to leave for any path. `rel: "nofollow"` keeps the browser from fetching
 * it ahead (speculation rules): a route that slows the page down then sees the request.
 */
export async function linkTo(page: Page, href: string, { rel = "" } = {}) {
  const id = `test-link-${href.replace(/[^a-z0-9]/gi, "-")}`;
  await page.evaluate(
    ([target, linkId, linkRel]) => {
      document.getElementById(linkId!)?.remove();
      const link = Object.assign(document.createElement("a"), { href: target, textContent: target, id: linkId, rel: linkRel });
      const main = document.getElementById("contenu");
      main?.insertBefore(link, main.firstChild);
    },
    [href, id, rel],
  );
  return page.locator(`#${id}`);
}

/**
 * Wakes islands as a visitor would (focus inside each), until each has hydrated; all of the page's by default. The focus
 * is given again while one is still asleep: the entry script may not have run yet when the test first gives it.
 */
export async function wakeIslands(page: Page, names?: string[]) {
  const wanted = names ?? null;
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  const onConsole = (message: ConsoleMessage) => message.type() === "error" && errors.push(message.text());
  page.on("pageerror", onError);
  page.on("console", onConsole);
  const asleep = () =>
    page.evaluate((only) => {
      const left = [...document.querySelectorAll("[data-island]:not([data-hydrated])")].filter((el) => !only || only.includes(el.getAttribute("data-island")!));
      for (const el of left) el.dispatchEvent(new FocusEvent("focusin"));
      return left.length;
    }, wanted);
  try {
    await expect.poll(asleep, { timeout: 30_000, interval: 500 }).toBe(0);
  } catch (error) {
    // What the page went through, so a failure far away (in CI) says why the islands slept.
    const seen = await page.evaluate(() => ({
      boot: "__BOOT__" in window,
      scripts: performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).map((entry) => `${new URL(entry.name).pathname} ${(entry as PerformanceResourceTiming).responseStatus}`),
      reloadGuard: sessionStorage.getItem("chunk-reload-at"),
      visibility: document.visibilityState,
    }));
    throw new Error(`islands still asleep: ${JSON.stringify({ ...seen, errors })}`, { cause: error });
  } finally {
    page.off("pageerror", onError);
    page.off("console", onConsole);
  }
}

/** Waits until every animation and transition of `selector`'s element and its children has finished: what a visitor then sees. */
export const settled = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)));

/**
 * Goes to url and waits for its load; when that times out, the error says which requests were still open and for how
 * long (the document itself, or a resource), so that a failure on a machine far away says where the page stood.
 */
export async function gotoLoaded(page: Page, url: string, timeoutMs: number) {
  const open = new Map<Request, number>();
  const opened = (request: Request) => open.set(request, Date.now());
  const closed = (request: Request) => open.delete(request);
  page.on("request", opened);
  page.on("requestfinished", closed);
  page.on("requestfailed", closed);
  try {
    await page.goto(url, { timeout: timeoutMs });
  } catch (error) {
    const now = Date.now();
    const pending = [...open].map(([request, at]) => `${request.resourceType()} ${request.method()} ${request.url()} open for ${now - at} ms`);
    throw new Error(`${url} did not load within ${timeoutMs} ms; requests still open: ${pending.join("; ") || "none"}`, { cause: error });
  } finally {
    page.off("request", opened);
    page.off("requestfinished", closed);
    page.off("requestfailed", closed);
  }
}
