/** The instant search island's server markup (a working form before the scripts run), its suggestions' order and its arrow-key cycle. */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cycle, InstantSearch, suggestions } from "./InstantSearch";

describe("InstantSearch", () => {
  it("draws a GET form to /recherche whose field is a collapsed combobox on a text field, controlling its listbox", () => {
    const html = renderToString(<InstantSearch place="header" />);
    expect(html).toMatch(/<form[^>]*action="\/recherche"[^>]*method="get"/);
    const field = /<input[^>]*>/.exec(html)![0];
    // ARIA in HTML allows the combobox role on a text field, not on a search field
    for (const attribute of [`type="text"`, `name="q"`, `role="combobox"`, `aria-expanded="false"`, `aria-autocomplete="list"`]) expect(field).toContain(attribute);
    expect(field).not.toContain("aria-activedescendant");
    const controls = /aria-controls="([^"]+)"/.exec(field)![1];
    expect(html).toMatch(new RegExp(`<ul id="${controls}"[^>]*role="listbox"[^>]*hidden=""`));
  });

  it("leaves the search page's field, never woken, a plain search field with no listbox", () => {
    const html = renderToString(<InstantSearch place="page" query="bts" />);
    const field = /<input[^>]*>/.exec(html)![0];
    for (const attribute of [`type="search"`, `name="q"`, `value="bts"`]) expect(field).toContain(attribute);
    expect(field).not.toMatch(/role=|aria-/);
    expect(html).not.toContain("listbox");
  });

  it("keeps the eight best results, programmes first as on the search page, the best first within a type", () => {
    const results = ["fiche", "fiche", "formation", "event", "formation", "campus", "formation", "news", "formation", "formation"].map((kind, rank) => ({ kind, rank }));
    expect(suggestions(results).map(({ kind, rank }) => `${kind}${rank}`)).toEqual(["formation2", "formation4", "formation6", "campus5", "fiche0", "fiche1", "news7", "event3"]);
  });

  it("cycles the arrows through the field (-1) and the options", () => {
    expect(cycle(-1, 1, 3)).toBe(0);
    expect(cycle(2, 1, 3)).toBe(-1);
    expect(cycle(-1, -1, 3)).toBe(2);
    expect(cycle(0, -1, 3)).toBe(-1);
  });
});
