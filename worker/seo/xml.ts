/** Text and attribute values written into the XML documents the site serves (sitemap, feeds). */

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Characters XML 1.0 forbids anywhere (control characters a CMS text may carry) are dropped. */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const escapeXml = (text: string) => text.replace(FORBIDDEN, "").replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
