/**
 * The sitemap protocol (sitemaps.org 0.9): a urlset of absolute addresses with their last change and
 * language alternates, split into several files under an index once past the protocol's limits.
 */
import { XML_DECLARATION, escapeXml } from "./xml";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

/** At most 50,000 addresses and 50 MB (uncompressed) per file. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };
export type SitemapLimits = typeof SITEMAP_LIMITS;

/** Another language's version of the same page (hreflang), the page itself included. */
interface Alternate {
  hreflang: string;
  href: string;
}

export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  /** W3C datetime of the last change. */
  lastmod?: string;
  alternates?: Alternate[];
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

function urlElement({ loc, lastmod, alternates = [] }: SitemapEntry): string {
  const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`);
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}${links.join("")}</url>`;
}

const URLSET_OPEN = `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
const URLSET_CLOSE = "</urlset>\n";

export const urlsetXml = (entries: SitemapEntry[]) => URLSET_OPEN + entries.map((e) => `${urlElement(e)}\n`).join("") + URLSET_CLOSE;

/** The index of several sitemap files: each file's address and the latest change it lists. */
export function sitemapIndexXml(files: { loc: string; lastmod?: string }[]): string {
  const items = files.map(({ loc, lastmod }) => `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</sitemap>\n`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join("")}</sitemapindex>\n`;
}

/** The entries cut, in order, into files that each stay within the limits (one file when they all fit). */
export function splitSitemap(entries: SitemapEntry[], limits: SitemapLimits = SITEMAP_LIMITS): SitemapEntry[][] {
  const envelope = bytes(URLSET_OPEN + URLSET_CLOSE);
  const files: SitemapEntry[][] = [];
  let current: SitemapEntry[] = [];
  let size = envelope;
  for (const entry of entries) {
    const entrySize = bytes(`${urlElement(entry)}\n`);
    if (envelope + entrySize > limits.bytes) throw new Error(`Sitemap entry ${entry.loc} alone exceeds ${limits.bytes} bytes`);
    if (current.length && (current.length >= limits.urls || size + entrySize > limits.bytes)) {
      files.push(current);
      current = [];
      size = envelope;
    }
    current.push(entry);
    size += entrySize;
  }
  if (current.length || !files.length) files.push(current);
  return files;
}

/** The latest of W3C datetimes (they compare as text once in the same UTC form), or undefined. */
export const latest = (dates: (string | null | undefined)[]) =>
  dates.reduce<string | undefined>((max, d) => (d && (!max || d > max) ? d : max), undefined);
