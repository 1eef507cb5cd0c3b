/** Small tools the browser tests share: a link to any path, and islands woken on purpose. */
import type { Page } from "playwright-core";

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

/** Wakes islands as a visitor would (focus inside each), then waits until each has hydrated; all of the page's by default. */
export async function wakeIslands(page: Page, names?: string[]) {
  const wanted = names ?? null;
  await page.evaluate((only) => {
    for (const el of document.querySelectorAll("[data-island]")) {
      if (!only || only.includes(el.getAttribute("data-island")!)) el.dispatchEvent(new FocusEvent("focusin"));
    }
  }, wanted);
  await page.waitForFunction(
    (only) => [...document.querySelectorAll("[data-island]")].every((el) => el.hasAttribute("data-hydrated") || (only !== null && !only.includes(el.getAttribute("data-island")!))),
    wanted,
    { timeout: 30_000 },
  );
}
