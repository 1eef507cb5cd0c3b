/** The element at fault, read from a report's entries, and the selector written for it, on elements built here. */
import type { Metric } from "web-vitals";
import { describe, expect, it } from "vitest";
import { TARGET_MAX_CHARACTERS } from "../../../core/vitals";
import { elementAtFault, selectorOf, type ElementLike } from "./element-at-fault";

const root: ElementLike = { nodeType: 9, nodeName: "#document", parentNode: null };
const html: ElementLike = { nodeType: 1, nodeName: "HTML", className: "", parentNode: root };
const body: ElementLike = { nodeType: 1, nodeName: "BODY", className: "", parentNode: html };
const element = (nodeName: string, parentNode: ElementLike, more: Partial<ElementLike> = {}): ElementLike => ({ nodeType: 1, nodeName, className: "", parentNode, ...more });

const main = element("MAIN", body, { id: "contenu" });
const hero = element("SECTION", main, { className: " hero  hero--campus " });
const photo = element("IMG", hero, { className: "hero__photo" });
const icon = element("svg", hero, { className: { baseVal: "icon" } });
const text: ElementLike = { nodeType: 3, nodeName: "#text", parentNode: hero };

const report = (name: Metric["name"], entries: unknown[]) => ({ name, entries }) as Pick<Metric, "name" | "entries">;

describe("selector of an element", () => {
  it("walks up to the nearest id, writing each element's tag with its id or its classes", () => {
    expect(selectorOf(photo)).toBe("main#contenu>section.hero.hero--campus>img.hero__photo");
    expect(selectorOf(icon)).toBe("main#contenu>section.hero.hero--campus>svg");
  });

  it("walks up to the root where no ancestor has an id", () => {
    expect(selectorOf(element("P", element("FOOTER", body)))).toBe("html>body>footer>p");
  });

  it("keeps the steps nearest the element within the beacon's length", () => {
    let deep = body;
    for (let i = 0; i < 30; i += 1) deep = element("DIV", deep, { className: `level-${i}` });
    const selector = selectorOf(element("SPAN", deep));
    expect(selector.length).toBeLessThanOrEqual(TARGET_MAX_CHARACTERS);
    expect(selector.endsWith("div.level-29>span")).toBe(true);
    expect(selectorOf(element("A", body, { className: "x".repeat(200) }))).toHaveLength(TARGET_MAX_CHARACTERS);
  });
});

describe("element at fault", () => {
  it("for LCP, the element of the last candidate", () => {
    expect(elementAtFault(report("LCP", [{ element: hero }, { element: photo }]))).toBe(selectorOf(photo));
  });

  it("for INP, the first entry of the interaction that names an element", () => {
    expect(elementAtFault(report("INP", [{ target: null }, { target: icon }, { target: photo }]))).toBe(selectorOf(icon));
  });

  it("for CLS, the first element moved by the largest shift", () => {
    const shifts = [
      { value: 0.01, sources: [{ node: photo }] },
      { value: 0.2, sources: [{ node: text }, { node: hero }] },
      { value: 0.05, sources: [{ node: icon }] },
    ];
    expect(elementAtFault(report("CLS", shifts))).toBe(selectorOf(hero));
  });

  it("none for TTFB, nor where the browser no longer names the node", () => {
    expect(elementAtFault(report("TTFB", [{ element: photo }]))).toBeUndefined();
    expect(elementAtFault(report("LCP", [{ element: null }]))).toBeUndefined();
    expect(elementAtFault(report("CLS", []))).toBeUndefined();
    expect(elementAtFault(report("INP", [{ target: text }]))).toBeUndefined();
  });
});
