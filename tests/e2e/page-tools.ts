/** Small tools the browser tests share: a link to start a client navigation, and a record of the loading bar's phases. */
import type { Page } from "playwright-core";

/** A page link of our own, added to the page, to start a client navigation to any path. */
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
