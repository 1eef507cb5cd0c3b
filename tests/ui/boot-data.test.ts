/** The islands' boot data: the chrome's next events arrive with their dates written, and nothing else of them. */
import { describe, expect, it } from "vitest";
import { bootOf } from "../../ui/state/boot";
import type { DocumentData } from "../../contract/page";

const documentData = (locale: "fr" | "en"): DocumentData => ({
  assets: { styles: [], islandChunks: [] },
  chrome: {
    settings: null,
    navbar: [],
    footer: [],
    campuses: [],
    events: [{ title: "Portes ouvertes", slug: "portes-ouvertes", description: "Venez visiter.", dateStart: "2026-11-30T23:30:00Z", dateEnd: null, image: null, eventStatus: "prevu", takesRegistration: true }],
  },
  page: { path: "/", route: null, layout: "default", head: { title: "Accueil" }, error: null },
  config: {} as DocumentData["config"],
  locale,
  device: "desktop",
  preview: false,
});

describe("bootOf", () => {
  it("writes the mega-menu events' dates in Paris time and the page's language, so the browser formats none", () => {
    expect(bootOf(documentData("fr")).chrome.events).toEqual([{ slug: "portes-ouvertes", title: "Portes ouvertes", dateStart: "2026-11-30T23:30:00Z", shortDay: "1er\u00a0déc." }]);
    expect(bootOf(documentData("en")).chrome.events[0]?.shortDay).toBe("1\u00a0Dec");
  });

  it("leaves the footer and the page's content on the server", () => {
    const boot = bootOf(documentData("fr"));
    expect(boot.chrome).not.toHaveProperty("footer");
    expect(JSON.stringify(boot)).not.toMatch(/secret|Venez visiter|Accueil/);
  });
});
