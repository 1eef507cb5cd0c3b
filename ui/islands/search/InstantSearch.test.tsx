/** The instant search island's server markup (a working form before the scripts run) and its arrow-key cycle. */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cycle, InstantSearch } from "./InstantSearch";

describe("InstantSearch", () => {
  it("draws a GET form to /recherche whose field is a collapsed combobox", () => {
    const html = renderToString(<InstantSearch place="header" />);
    expect(html).toMatch(/<form[^>]*action="\/recherche"[^>]*method="get"/);
    const field = /<input[^>]*>/.exec(html)![0];
    for (const attribute of [`name="q"`, `role="combobox"`, `aria-expanded="false"`, `aria-autocomplete="list"`]) expect(field).toContain(attribute);
    expect(html).toMatch(/role="listbox"[^>]*hidden=""/);
  });

  it("cycles the arrows through the field (-1) and the options", () => {
    expect(cycle(-1, 1, 3)).toBe(0);
    expect(cycle(2, 1, 3)).toBe(-1);
    expect(cycle(-1, -1, 3)).toBe(2);
    expect(cycle(0, -1, 3)).toBe(-1);
  });
});
