/** The page in its other languages, for search engines and sharing: hreflang links (French the x-default) and og:locale:alternate. */
import type { Locale } from "../../../core/constants";
import { DEFAULT_LOCALE, LOCALE_TAGS } from "../../../core/locale";
import type { PageState } from "../../../contract/page";
import { useLocale } from "../../browser/state/locale";

export function LanguageAlternates({ page }: { page: PageState }) {
  const { locale } = useLocale();
  // Only while English is on does a page know its languages (alternates); none, nothing to say.
  const alternates = Object.entries(page.alternates ?? {}) as [Locale, string][];
  const frenchVersion = page.alternates?.[DEFAULT_LOCALE];
  // On the site's origin, like the canonical link.
  const absolute = (path: string) => (page.head.canonical ? new URL(path, page.head.canonical).href : path);
  return (
    <>
      {alternates.map(([other]) => other !== locale && <meta key={`og:${other}`} property="og:locale:alternate" content={LOCALE_TAGS[other].og} />)}
      {alternates.map(([other, path]) => <link key={`alt:${other}`} rel="alternate" hrefLang={other} href={absolute(path)} />)}
      {frenchVersion && <link rel="alternate" hrefLang="x-default" href={absolute(frenchVersion)} />}
    </>
  );
}
