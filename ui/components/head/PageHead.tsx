/** The document head of a page: title, description, social cards, the CMS metas and structured data. */
import { useAtomValue } from "jotai";
import { LOCALE_TAGS } from "../../../core/locale";
import type { PageState } from "../../../content/page";
import { useLocale } from "../../state/locale";
import { chromeAtom } from "../../state/page";
import { LanguageAlternates } from "./LanguageAlternates";

/** JSON inside a script element: no "</script>" may close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function PageHead({ page }: { page: PageState }) {
  const { settings } = useAtomValue(chromeAtom);
  const { locale, m: messages } = useLocale();
  const siteName = settings?.siteName || messages.siteNameFallback;
  const title = page.head.title ? `${page.head.title} | ${siteName}` : siteName;
  const description = page.head.description || settings?.seo?.metaDescription || "";
  const image = page.head.image || settings?.shareImage?.url;
  const canonical = settings?.siteUrl ? new URL(page.path, settings.siteUrl).href : undefined;
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {canonical && <link rel="canonical" href={canonical} />}
      {page.head.noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={LOCALE_TAGS[locale].og} />
      <LanguageAlternates page={page} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      {canonical && <meta property="og:url" content={canonical} />}
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      {settings?.twitterSite && <meta name="twitter:site" content={settings.twitterSite} />}
      {settings?.metas?.map((m) =>
        m.type === "property" ? (
          <meta key={`p:${m.key}`} property={m.key} content={m.value} />
        ) : m.type === "itemprop" ? (
          <meta key={`i:${m.key}`} itemProp={m.key} content={m.value} />
        ) : (
          <meta key={`n:${m.key}`} name={m.key} content={m.value} />
        ),
      )}
      {page.head.structuredData?.map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(item) }} />
      ))}
    </>
  );
}
