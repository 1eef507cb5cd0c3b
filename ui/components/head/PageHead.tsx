/** The document head of a page: title, canonical, one meta tag per key, its languages, feeds and structured data. */
import { useAtomValue } from "jotai";
import type { PageState } from "../../../contract/page";
import { useLocale } from "../../browser/state/locale";
import { chromeAtom } from "../../browser/state/page";
import { LanguageAlternates } from "./LanguageAlternates";
import { documentTitle, metaTags } from "./tags";

/** JSON inside a script element: no "</script>" may close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function PageHead({ page }: { page: PageState }) {
  const { settings } = useAtomValue(chromeAtom);
  const { locale, m: messages } = useLocale();
  const siteName = settings?.siteName || messages.siteNameFallback;
  const { head } = page;
  return (
    <>
      <title>{documentTitle(head.title, siteName)}</title>
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {metaTags(head, settings, siteName, locale).map(({ attribute, key, content }) =>
        attribute === "property" ? (
          <meta key={key} property={key} content={content} />
        ) : (
          <meta key={key} name={key} content={content} />
        ),
      )}
      <LanguageAlternates page={page} />
      {head.feeds?.map((feed) => (
        <link key={feed.href} rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />
      ))}
      {head.structuredData?.map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(item) }} />
      ))}
    </>
  );
}
