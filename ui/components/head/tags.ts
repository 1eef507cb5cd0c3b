/** The head's rules: a title that names the school once, and one meta tag per key, the page's own before the CMS's. */
import type { Locale } from "../../../core/constants";
import { LOCALE_TAGS } from "../../../core/locale";
import type { WebsiteSettings } from "../../../contract/model/settings";
import type { PageHead } from "../../../contract/page";

type MetaAttribute = "name" | "property";

interface MetaTag {
  attribute: MetaAttribute;
  key: string;
  content: string;
}


/** "Page | School", unless the page's title already names the school (a CMS metaTitle often does). */
export function documentTitle(title: string, siteName: string): string {
  if (!title) return siteName;
  return title.toLocaleLowerCase("fr").includes(siteName.toLocaleLowerCase("fr")) ? title : `${title} | ${siteName}`;
}

const attributeOf = (type: string | null | undefined): MetaAttribute => (type === "property" ? type : "name");

/**
 * Every meta tag of the page, each key once (keys compare without case, whatever their attribute):
 * what the page says wins over the CMS's site-wide metas, so an error page's noindex replaces the
 * CMS's "index, follow" and og:locale follows the page's language. The CMS's `itemprop` metas are left out:
 * in the head they belong to no microdata item, so no reader takes them and HTML calls them an error; the
 * JSON-LD names the school.
 */
export function metaTags(head: PageHead, settings: WebsiteSettings | null, siteName: string, locale: Locale): MetaTag[] {
  const description = head.description || settings?.seo?.metaDescription || "";
  const image = head.image;
  const own: [MetaAttribute, string, string | number | undefined | null][] = [
    ["name", "description", description],
    ["name", "robots", head.noindex ? "noindex" : null],
    ["property", "og:type", "website"],
    ["property", "og:locale", LOCALE_TAGS[locale].og],
    ["property", "og:site_name", siteName],
    ["property", "og:title", head.title || siteName],
    ["property", "og:description", description],
    ["property", "og:url", head.canonical],
    ["property", "og:image", image?.url],
    ["property", "og:image:width", image?.width],
    ["property", "og:image:height", image?.height],
    ["property", "og:image:alt", image?.alt],
    ["name", "twitter:card", image ? "summary_large_image" : "summary"],
    ["name", "twitter:site", settings?.twitterSite],
  ];
  const tags: MetaTag[] = own.flatMap(([attribute, key, content]) =>
    content === undefined || content === null || content === "" ? [] : [{ attribute, key, content: String(content) }],
  );
  const seen = new Set(tags.map((tag) => tag.key.toLowerCase()));
  for (const meta of settings?.metas ?? []) {
    if (meta.type === "itemprop") continue;
    const key = meta.key.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push({ attribute: attributeOf(meta.type), key: meta.key, content: meta.value });
  }
  return tags;
}
