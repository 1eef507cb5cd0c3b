/** An RSS 2.0 document: the channel (with its own address, atom:link self) and its items, newest first. */
import { XML_DECLARATION, escapeXml } from "./xml";

interface FeedChannel {
  title: string;
  /** The page the feed follows (absolute). */
  link: string;
  /** The feed's own address (absolute). */
  self: string;
  description: string;
  language: string;
}

interface FeedItem {
  title: string;
  link: string;
  /** The publication date as the CMS gives it (ISO date or datetime). */
  published: string;
  summary: string;
  categories: string[];
}

/** RSS dates are RFC 822 ("Sun, 01 Nov 2026 00:00:00 GMT"); null when the CMS's date cannot be read. */
function rfc822(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString();
}

const element = (name: string, text: string | null) => (text === null ? "" : `<${name}>${escapeXml(text)}</${name}>`);

function itemXml(item: FeedItem): string {
  return [
    "<item>",
    element("title", item.title),
    element("link", item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    element("pubDate", rfc822(item.published)),
    element("description", item.summary),
    ...item.categories.map((category) => element("category", category)),
    "</item>",
  ].join("");
}

export function rssXml(channel: FeedChannel, items: FeedItem[]): string {
  // the channel's date is its newest item's, so the same content always gives the same document
  const newest = items.map((item) => rfc822(item.published)).find((date) => date !== null) ?? null;
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", channel.title),
    element("link", channel.link),
    element("description", channel.description),
    element("language", channel.language),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    element("lastBuildDate", newest),
    ...items.map(itemXml),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
