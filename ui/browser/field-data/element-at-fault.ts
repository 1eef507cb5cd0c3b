/**
 * The element at fault in a web-vitals report, read from the report's own entries: LCP's element, the first target of
 * INP's interaction, the first element moved by CLS's largest shift. The library's attribution build names them too,
 * but to do so it watches every long animation frame and sorts them at each interaction and when the page is hidden:
 * work on the phone's main thread during the very taps and page changes it measures.
 */
import type { Metric } from "web-vitals";
import { TARGET_MAX_CHARACTERS } from "../../../core/vitals";

/** What a selector is written from: an element and its ancestors (an SVG element's className is not a string). */
export interface ElementLike {
  nodeType: number;
  nodeName: string;
  id?: string;
  className?: unknown;
  parentNode: ElementLike | null;
}

const ELEMENT_NODE = 1;

/** One step of the selector: the tag, then its id, or else its classes. */
function step(element: ElementLike): string {
  const name = element.nodeName.toLowerCase();
  if (element.id) return `${name}#${element.id}`;
  const classes = typeof element.className === "string" ? element.className.trim().split(/\s+/).filter(Boolean) : [];
  return classes.length ? `${name}.${classes.join(".")}` : name;
}

/**
 * A CSS selector for the element, from the nearest ancestor with an id (or the root) down to it, within the beacon's
 * length: the steps nearest the element are kept, they say most.
 */
export function selectorOf(element: ElementLike): string {
  let selector = "";
  for (let at: ElementLike | null = element; at && at.nodeType === ELEMENT_NODE; at = at.parentNode) {
    const longer = selector ? `${step(at)}>${selector}` : step(at);
    if (longer.length > TARGET_MAX_CHARACTERS) return selector || longer.slice(0, TARGET_MAX_CHARACTERS);
    selector = longer;
    if (at.id) break;
  }
  return selector;
}

type Entry = { element?: unknown; target?: unknown; value?: number; sources?: { node?: unknown }[] };

const isElement = (node: unknown): node is ElementLike => (node as ElementLike | null | undefined)?.nodeType === ELEMENT_NODE;

/** The element the report's metric blames, if the browser still names it (a node removed since is null). */
function blamed(name: Metric["name"], entries: Entry[]): unknown {
  if (name === "LCP") return entries.at(-1)?.element;
  if (name === "INP") return entries.find((entry) => isElement(entry.target))?.target;
  if (name === "CLS") {
    const largest = entries.reduce<Entry | undefined>((max, entry) => ((entry.value ?? 0) > (max?.value ?? -1) ? entry : max), undefined);
    return largest?.sources?.find((source) => isElement(source.node))?.node;
  }
  return undefined;
}

/** The selector of the element at fault in a report, or undefined where there is none (TTFB, a node gone). */
export function elementAtFault(report: Pick<Metric, "name" | "entries">): string | undefined {
  const element = blamed(report.name, report.entries as Entry[]);
  return isElement(element) ? selectorOf(element) : undefined;
}
