/**
 * Pages fetched ahead (Speculation Rules), so that a tap costs a render, not a round trip. Written by the entry, not
 * the server, because only the browser knows the visitor's connection: nothing is fetched ahead on Save-Data or 2G.
 * - the pages the page and the chrome put forward (the page's primary button, the bottom bar's agenda, the menu's
 *   catalogue and campuses), in that order, those of links shown on this screen first, at most NEXT_PAGES_MAX
 *   documents of 9–13 KB gzipped each: the first is prerendered at once (a phone's tap on it is shown in a frame or
 *   two, where a prefetched page still costs the parse, style and layout of the whole document on the phone's CPU),
 *   the others prefetched at once;
 * - any other page of the site: prefetched when the visitor shows intent (eagerness "moderate": a hover on a desktop,
 *   a link coming to rest in the viewport on Chrome for Android; at most two at a time, the oldest dropped);
 * - and prerendered from the moment it is touched or pressed (eagerness "conservative": pointerdown), so the tap's
 *   page is rendered while the finger is still down, from the prefetch when there was one; with a mouse, already on
 *   hover ("moderate"): bytes and memory are cheap there, and 200 ms of hover is time enough. Not on intent on a
 *   phone, where Chrome would prerender the links scrolled past.
 * Never the CMS's addresses, the pop-in's (`?popin=`), the beacon's, forms, downloads or other tabs. A tap on a page
 * that is not one of the next pages drops those: they will not be shown, and while still on the wire they slowed the
 * page tapped.
 *
 * The page rendered ahead lives while the link that put it forward is in sight: once the visitor scrolls it away, the
 * browser drops it, and renders it again when the link is back. A page rendered ahead and not used is shut down with
 * the next page change at the latest, and on a phone that shutdown takes hundreds of milliseconds of the CPU the page
 * tapped needs. Dropped when its link leaves, it is gone before most taps elsewhere.
 */
import { VITALS_PATH } from "../../../core/vitals";
import { whenIdle, whenLoadedAndIdle, whenRestoredAndIdle } from "../after-load";
import { effectiveType } from "../field-data/beacon";
import { pageLeftFor } from "./page-change";

/** The budget: at most this many pages fetched at once per page view (about 50 KB gzipped). */
export const NEXT_PAGES_MAX = 4;
/** Of those, how many the browser also renders ahead: the first, the page's own call to action where it has one. */
export const PRERENDER_MAX = 1;
/** Links the chrome and the page put forward, in the order they are worth fetching (not the document's). */
const NEXT_LINKS = ["main a.button--primary[href]", ".mobile-cta a[href]", "a.main-menu__trigger[href='/formations']", "a.main-menu__trigger[href='/campus']"];
/** Links never fetched ahead, whatever their address. */
const NEVER = "[rel~=nofollow], [download], [target]:not([target=_self]), form *";

const pageLinks = (here: string) => ({
  and: [
    { href_matches: "/*" },
    { not: { href_matches: "/__cms/*" } },
    { not: { href_matches: "/api/*" } },
    { not: { href_matches: "/crm/*" } },
    { not: { href_matches: VITALS_PATH } },
    { not: { href_matches: "/*\\?*popin=*" } },
    { not: { href_matches: here } },
    { not: { selector_matches: NEVER } },
  ],
});

/** Whether the visitor's connection allows fetching ahead: not on Save-Data, not on 2G. */
export const mayFetchAhead = (saveData: boolean | undefined, type: unknown) => !saveData && type !== "2g" && type !== "slow-2g";

/** A page as the rules name it: its path and query. */
const pagePath = (url: URL) => url.pathname + url.search;

/** The pages to fetch at once: same-site, not this one, each once, in order, at most NEXT_PAGES_MAX. */
export function nextPages(hrefs: string[], here: URL): string[] {
  const pages: string[] = [];
  for (const href of hrefs) {
    const url = new URL(href, here);
    const path = pagePath(url);
    if (url.origin !== here.origin || url.searchParams.has("popin") || path === pagePath(here) || pages.includes(path)) continue;
    pages.push(path);
    if (pages.length === NEXT_PAGES_MAX) break;
  }
  return pages;
}

/**
 * The rules for a page at `here`, given the next pages and whether a mouse can hover, as three sets written as three
 * scripts: `rendered`, the first next page rendered at once; `fetched`, the others prefetched at once (each absent when
 * there is none); and `onIntent`, any other page of the site when the visitor shows intent. The browser keeps a page
 * rendered as long as a rule names it, so the rule on intent never renders the first next page: removing `rendered`
 * alone drops it, and the rules on intent, matched against every link of the page, are never written again for it.
 */
export function speculationRules(next: string[], here: URL, hovering: boolean) {
  const links = pageLinks(here.pathname);
  const rendered = next.slice(0, PRERENDER_MAX);
  const fetched = next.slice(PRERENDER_MAX);
  const notRendered = { and: [...links.and, ...rendered.map((path) => ({ not: { href_matches: path } }))] };
  return {
    rendered: rendered.length ? { prerender: [{ source: "list", urls: rendered, eagerness: "immediate" }] } : undefined,
    fetched: fetched.length ? { prefetch: [{ source: "list", urls: fetched, eagerness: "immediate" }] } : undefined,
    onIntent: {
      prerender: [{ source: "document", where: notRendered, eagerness: hovering ? "moderate" : "conservative" }],
      prefetch: [{ source: "document", where: links, eagerness: "moderate" }],
    },
  };
}

/** Whether a page change to `to` leaves the pages fetched ahead unused: they are dropped then. */
export const leavesAheadUnused = (to: URL, next: string[]) => !next.includes(to.pathname + to.search);

/** How long a first visit's rules wait for the offline worker to take the page over. */
const WORKER_WAIT_MS = 10_000;

/**
 * Runs `add` once the offline worker controls the page. On a first visit it takes over after load (skipWaiting and
 * claim); Chromium (156) then answers the tap through the worker and leaves a page fetched before that unused.
 */
function whenWorkerControls(win: Window, add: () => void) {
  const workers = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!workers || workers.controller) return add();
  let added = false;
  // At the next idle time, not in the worker's event or the timer's: the rules cost the main thread 15–35 ms on a
  // phone, which added to that event's frame made a long one.
  const once = () => {
    if (added) return;
    added = true;
    whenIdle(win, add);
  };
  workers.addEventListener("controllerchange", once, { once: true });
  win.setTimeout(once, WORKER_WAIT_MS);
}

/**
 * Writes the rules once the page has loaded and the browser is idle: a page rendered ahead takes the phone's CPU, which
 * the page's own load and its first tap need first.
 */
export function addSpeculationRules(doc: Document, win: Window) {
  const connection = (win.navigator as { connection?: { saveData?: boolean } }).connection;
  if (!HTMLScriptElement.supports?.("speculationrules") || !mayFetchAhead(connection?.saveData, effectiveType(win))) return;
  whenLoadedAndIdle(doc, win, () => whenWorkerControls(win, () => writeRules(doc, win)));
}

function writeRules(doc: Document, win: Window) {
  const here = new URL(win.location.href);
  const found = NEXT_LINKS.flatMap((selector) => [...doc.querySelectorAll<HTMLAnchorElement>(selector)]).filter((a) => !a.matches(NEVER));
  // Those the visitor is shown come first (a desktop hides the bottom bar, a phone the menu's triggers), so that the page
  // rendered ahead is one a link in view puts forward; the hidden ones' pages are still fetched within the budget.
  const shown = (a: HTMLAnchorElement) => a.getClientRects().length > 0;
  const links = [...found.filter(shown), ...found.filter((a) => !shown(a))];
  const next = nextPages(links.map((a) => a.href), here);
  const rules = speculationRules(next, here, win.matchMedia("(hover: hover) and (pointer: fine)").matches);
  const onIntent = ruleSet(doc, rules.onIntent);
  const rendered = ruleSet(doc, rules.rendered);
  const fetched = ruleSet(doc, rules.fetched);
  let inSight = true;
  const write = () => {
    onIntent(true);
    rendered(inSight);
    fetched(true);
  };
  // The link that put the rendered page forward: the rules are first written once it is known whether it is in sight.
  const putForward = links.find((a) => pagePath(new URL(a.href, here)) === next[0]);
  if (!putForward || typeof IntersectionObserver !== "function") write();
  else {
    let visible: boolean | undefined;
    new IntersectionObserver((entries) => {
      const known = visible !== undefined;
      visible = entries[entries.length - 1]!.isIntersecting;
      if (!known) {
        inSight = visible;
        write();
      } else if (!visible && inSight) {
        // At once: its shutdown is then over before most taps elsewhere.
        inSight = false;
        rendered(false);
      } else if (visible && !inSight) {
        // Only once the visitor rests, not for a link scrolled past.
        whenIdle(win, () => {
          if (!visible || inSight) return;
          inSight = true;
          // Not while the page sleeps in the back/forward cache: its rules are all out until it is restored.
          if (onIntent()) rendered(true);
        });
      }
    }).observe(putForward);
  }
  // A tap on another page: the pages fetched ahead will not be shown, and those still on the wire would share the
  // phone's bandwidth with the page tapped. Removing their rules makes the browser drop their fetches.
  doc.addEventListener("click", (event) => {
    const to = pageLeftFor(event, new URL(win.location.href));
    if (to && leavesAheadUnused(to, next)) {
      rendered(false);
      fetched(false);
    }
  });
  // Out of the page while it sleeps in the back/forward cache, written again once it is back and idle: Chromium starts
  // a restored page's rules again at once, and their prerender competed with the restored page's first frames.
  win.addEventListener("pagehide", (event) => event.persisted && [onIntent, rendered, fetched].forEach((set) => set(false)));
  win.addEventListener("pageshow", (event) => event.persisted && whenRestoredAndIdle(win, write));
}

/**
 * One set of rules, in the page or out of it: `set(true)` writes it, `set(false)` removes it, `set()` tells whether it is
 * in. A new script each time: a script element runs once, and the browser drops its rules when it leaves the page.
 */
function ruleSet(doc: Document, rules: object | undefined) {
  let script: HTMLScriptElement | undefined;
  return (wanted?: boolean): boolean => {
    if (wanted === true && rules && !script) doc.head.append((script = rulesScript(doc, rules)));
    if (wanted === false && script) {
      script.remove();
      script = undefined;
    }
    return script !== undefined;
  };
}

/** A rules script, under the page's nonce: its CSP allows inline scripts by nonce only, and the entry's is the page's. */
function rulesScript(doc: Document, rules: object): HTMLScriptElement {
  const script = doc.createElement("script");
  script.type = "speculationrules";
  script.nonce = doc.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  script.textContent = JSON.stringify(rules);
  return script;
}
