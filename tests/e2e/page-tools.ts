/** Small tools the browser tests share: a link to any path, a record of the loading bar's phases, islands woken on purpose. */
import type { Page } from "playwright-core";

/** A page link of our own, added to the page, to leave for any path. */
export async function linkTo(page: Page, href: string) {
  const id = `test-link-${href.replace(/[^a-z0-9]/gi, "-")}`;
  await page.evaluate(
    ([target, linkId]) => {
      document.getElementById(linkId!)?.remove();
      const link = Object.assign(document.createElement("a"), { href: target, textContent: target, id: linkId });
      const main = document.getElementById("contenu");
      main?.insertBefore(link, main.firstChild);
    },
    [href, id],
  );
  return page.locator(`#${id}`);
}

/** Starts recording the loading bar's phases; the function returned gives those seen since the last call. */
export async function watchLoadingBar(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { phases: string[] }).phases = seen;
    const bar = document.querySelector(".loading-bar")!;
    new MutationObserver(() => seen.push(bar.getAttribute("data-phase")!)).observe(bar, { attributes: true, attributeFilter: ["data-phase"] });
  });
  return () => page.evaluate(() => (window as unknown as { phases: string[] }).phases.splice(0));
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
    { timeout: 15_000 },
  );
}
