/**
 * CMS rich text (Strapi "richtext" fields hold markdown) to HTML, on the server only, by markdown-it: raw HTML
 * is escaped, link and image targets pass an allow-list, headings start under the page's h1, CMS pictures come
 * resized from the edge.
 */
import markdownit, { type Token } from "markdown-it";
import { SLOTS } from "../../../core/images/slots";
import { imageAttributes } from "../../../core/images/srcset";

/** More than any page holds: past this, a CMS field is cut rather than rendered for seconds. */
const MAX_CHARACTERS = 100_000;

/** Site paths, anchors, web, mail and phone links, and inline pictures; never javascript:, vbscript: or another site's `//` path. */
const SAFE_TARGET = /^(?:https?:|mailto:|tel:|#|\/(?![/\\])|data:image\/(?:gif|png|jpeg|webp);)/i;
/** A picture's data stays a picture: as a link target it opens no document. */
const DATA_URL = /^data:/i;
const EXTERNAL = /^https?:/i;
const hrefOf = (token: Token) => String(token.attrGet("href") ?? "");

const markdown = markdownit({
  // Editors' HTML is shown as text, never passed through.
  html: false,
  // A single line break inside a paragraph is a space (CommonMark), as the seeded texts are written; two trailing
  // spaces or a backslash make a hard break.
  breaks: false,
  // Links are written as links: bare addresses stay text, as in the CMS editor's preview.
  linkify: false,
  // Straight quotes stay as typed: the English curly quotes it would add are wrong in French.
  typographer: false,
});

markdown.validateLink = (url) => SAFE_TARGET.test(url.trim());

/** Page content sits under the page's h1: its headings are h2 to h4. */
const headingTag = (tag: string) => `h${Math.min(4, Math.max(2, Number(tag.slice(1))))}`;

/** Links whose target is a picture's data become their text; there is no nesting of links to follow. */
function withoutDataLinks(children: Token[]): Token[] {
  let dropping = false;
  return children.filter((token) => {
    if (token.type === "link_open" && DATA_URL.test(hrefOf(token))) return !(dropping = true);
    if (token.type === "link_close" && dropping) return (dropping = false);
    return true;
  });
}

markdown.core.ruler.push("site_rules", (state) => {
  for (const token of state.tokens) {
    if (token.type === "heading_open" || token.type === "heading_close") token.tag = headingTag(token.tag);
    if (token.type === "inline" && token.children) token.children = withoutDataLinks(token.children);
  }
});

markdown.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  // Another site opens in a new tab, without access back to this one.
  if (EXTERNAL.test(hrefOf(token))) {
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer");
  }
  return self.renderToken(tokens, idx, options);
};

const renderImage = markdown.renderer.rules.image!;
markdown.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  // A CMS upload comes resized from the edge, in the inline slot's box (markdown gives no size: the box keeps the place).
  const image = imageAttributes({ url: String(token.attrGet("src") ?? "") }, SLOTS.inline);
  token.attrSet("src", image.src);
  if (image.srcSet && image.sizes) {
    token.attrSet("srcset", image.srcSet);
    token.attrSet("sizes", image.sizes);
  }
  token.attrSet("width", String(image.width));
  token.attrSet("height", String(image.height));
  // Pictures in a text are below the fold: fetched when scrolled to.
  token.attrSet("loading", "lazy");
  token.attrSet("decoding", "async");
  return renderImage(tokens, idx, options, env, self);
};

// A table wider than a phone scrolls on its own, not the page; the frame takes keyboard focus to scroll it.
markdown.renderer.rules.table_open = (tokens, idx, options, _env, self) => `<div class="rich-text__table" tabindex="0">${self.renderToken(tokens, idx, options)}`;
markdown.renderer.rules.table_close = (tokens, idx, options, _env, self) => `${self.renderToken(tokens, idx, options)}</div>\n`;

/** The HTML of a rich text field; empty for no text. */
export const richTextHtml = (source: string): string => (source.trim() ? markdown.render(source.slice(0, MAX_CHARACTERS)) : "");
