/** The document head of a page: title, canonical, one meta tag per key, feeds and structured data. */
import { useAtomValue } from "jotai";
import { SITE_NAME_FALLBACK } from "../../../core/constants";
import type { PageState } from "../../../content/page";
import { chromeAtom, localeAtom } from "../../state/page";
import { documentTitle, metaTags } from "./tags";

/** JSON inside a script element: no "</script>" may close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function PageHead({ page }: { page: PageState }) {
  const { settings } = useAtomValue(chromeAtom);
  const locale = useAtomValue(localeAtom);
  const siteName = settings?.siteName || SITE_NAME_FALLBACK;
  const { head } = page;
  return (
    <>
      <title>{documentTitle(head.title, siteName)}</title>
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {metaTags(head, settings, siteName, locale).map(({ attribute, key, content }) =>
        attribute === "property" ? (
          <meta key={key} property={key} content={content} />
        ) : attribute === "itemprop" ? (
          <meta key={key} itemProp={key} content={content} />
        ) : (
          <meta key={key} name={key} content={content} />
        ),
      )}
      {head.feeds?.map((feed) => (
        <link key={feed.href} rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />
      ))}
      {head.structuredData?.map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(item) }} />
      ))}
    </>
  );
}
