/**
 * SVG is never rasterised: the file is served as it is, unless it holds active content (a script, an event handler,
 * a javascript: address, or an XML entity, which can also expand into a bomb), and always with headers under which
 * a script in it could not run anyway, should it be opened on its own.
 */

const ACTIVE = [/<(?:[\w-]+:)?script[\s/>]/i, /\son[a-z]+\s*=/i, /javascript:/i, /<!ENTITY/i];

/** Character references written out, and the tabs and line breaks a browser drops from an address, gone. */
const plainText = (svg: string) =>
  svg
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d{1,7});?/g, (_, decimal: string) => String.fromCodePoint(Math.min(Number(decimal), 0x10ffff)))
    .replace(/[\t\n\r]/g, "");

export const svgIsInert = (svg: string) => !ACTIVE.some((pattern) => pattern.test(svg) || pattern.test(plainText(svg)));

/** Opened on its own, the file is a sandboxed document that loads nothing: no script in it runs, its own styles apply. */
export const SVG_HEADERS = {
  "content-type": "image/svg+xml",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  "x-content-type-options": "nosniff",
} as const;
