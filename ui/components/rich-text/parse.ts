/**
 * CMS rich text → a small document tree, never HTML: markdown (Strapi "richtext") or Strapi 5 "blocks"
 * JSON. Raw HTML in markdown stays text; only safe link targets become links.
 */

export type Inline =
  | { type: "text"; value: string }
  | { type: "strong" | "em"; children: Inline[] }
  | { type: "code"; value: string }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "paragraph"; children: Inline[] }
  | { type: "heading"; level: 2 | 3 | 4; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "quote"; children: Inline[] };

/** Site paths, anchors, web, mail and phone links; never javascript: or data: URLs. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^(?:\/(?![/\\])|#)/.test(value)) return value;
  return /^(?:https?:\/\/|mailto:|tel:)/i.test(value) ? value : null;
}

/** Page content sits under the page's h1: its headings start at h2. */
const headingLevel = (n: number) => Math.min(4, Math.max(2, n)) as 2 | 3 | 4;

/** Spans are bounded in length: an unclosed marker in a long text must not send each attempt to the end of it. */
const INLINE = /\*\*(.{1,500}?)\*\*|__(.{1,500}?)__|\*(.{1,500}?)\*|_(.{1,500}?)_|`([^`]{1,500})`|\[([^\][]{1,500})\]\(([^)\s]{1,2000})\)/g;

/** Emphasis inside emphasis this deep is no longer worth a tree (and a CMS could nest it without end). */
const MAX_DEPTH = 8;

export function parseInline(source: string, depth = 0): Inline[] {
  if (depth >= MAX_DEPTH) return [{ type: "text", value: source }];
  const out: Inline[] = [];
  // one pass with a moving index: slicing the rest at each match would copy a long text over and over
  const pattern = new RegExp(INLINE);
  let at = 0;
  for (let m = pattern.exec(source); m; m = pattern.exec(source)) {
    if (m.index > at) out.push({ type: "text", value: source.slice(at, m.index) });
    const [whole, strong1, strong2, em1, em2, code, label, href] = m;
    if (strong1 ?? strong2) out.push({ type: "strong", children: parseInline((strong1 ?? strong2) as string, depth + 1) });
    else if (em1 ?? em2) out.push({ type: "em", children: parseInline((em1 ?? em2) as string, depth + 1) });
    else if (code !== undefined) out.push({ type: "code", value: code });
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      out.push(safe ? { type: "link", href: safe, children: parseInline(label, depth + 1) } : { type: "text", value: label });
    }
    at = m.index + whole.length;
  }
  if (at < source.length) out.push({ type: "text", value: source.slice(at) });
  return out;
}

const LIST_ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let quote: string[] = [];

  const flush = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
    if (list) blocks.push({ type: "list", ordered: list.ordered, items: list.items.map(parseInline) });
    if (quote.length) blocks.push({ type: "quote", children: parseInline(quote.join(" ")) });
    paragraph = [];
    list = null;
    quote = [];
  };

  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: "heading", level: headingLevel((heading[1] as string).length), children: parseInline(heading[2] as string) });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = item[2] !== undefined;
      if (!list || list.ordered !== ordered) {
        flush();
        list = { ordered, items: [] };
      }
      list.items.push(item[3] as string);
      continue;
    }
    if (line.startsWith(">")) {
      if (!quote.length) flush();
      quote.push(line.replace(/^>\s?/, ""));
      continue;
    }
    if (list) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

type Node = { type?: unknown; text?: unknown; url?: unknown; children?: unknown; level?: unknown; format?: unknown; bold?: unknown; italic?: unknown; code?: unknown };

/** More than any page holds: past these, a CMS field is cut rather than rendered for seconds. */
const MAX_CHARACTERS = 100_000;
const MAX_NODES = 5_000;

const nodes = (value: unknown): Node[] =>
  Array.isArray(value) ? value.slice(0, MAX_NODES).filter((n): n is Node => typeof n === "object" && n !== null) : [];

function blocksInline(children: unknown, depth = 0): Inline[] {
  if (depth >= MAX_DEPTH) return [];
  return nodes(children).flatMap((n): Inline[] => {
    if (n.type === "link" && typeof n.url === "string") {
      const href = safeHref(n.url);
      const inner = blocksInline(n.children, depth + 1);
      return href ? [{ type: "link", href, children: inner }] : inner;
    }
    if (typeof n.text !== "string") return [];
    const text = n.text.slice(0, MAX_CHARACTERS);
    let node: Inline = n.code ? { type: "code", value: text } : { type: "text", value: text };
    if (n.italic) node = { type: "em", children: [node] };
    if (n.bold) node = { type: "strong", children: [node] };
    return [node];
  });
}

/** Strapi 5 "blocks" JSON: paragraphs, headings, lists, quotes; images and code blocks are left out. */
export function parseBlocks(value: unknown): Block[] {
  return nodes(value).flatMap((n): Block[] => {
    switch (n.type) {
      case "paragraph":
        return [{ type: "paragraph", children: blocksInline(n.children) }];
      case "heading":
        return [{ type: "heading", level: headingLevel(Number(n.level) || 2), children: blocksInline(n.children) }];
      case "quote":
        return [{ type: "quote", children: blocksInline(n.children) }];
      case "list":
        return [{ type: "list", ordered: n.format === "ordered", items: nodes(n.children).map((item) => blocksInline(item.children)) }];
      default:
        return [];
    }
  });
}

export const parseRichText = (value: unknown): Block[] =>
  typeof value === "string" ? parseMarkdown(value.slice(0, MAX_CHARACTERS)) : Array.isArray(value) ? parseBlocks(value) : [];
