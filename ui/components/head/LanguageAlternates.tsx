/** The page in its other languages, for search engines and sharing: hreflang links (French the x-default) and og:locale:alternate. */
import { useAtomValue } from "jotai";
import type { Locale } from "../../../core/constants";
import { DEFAULT_LOCALE, LOCALE_TAGS } from "../../../core/locale";
import type { PageState } from "../../../content/page";
import { useLocale } from "../../state/locale";
import { chromeAtom } from "../../state/page";

export function LanguageAlternates({ page }: { page: PageState }) {
  const { settings } = useAtomValue(chromeAtom);
  const { locale } = useLocale();
  // Only while English is on does a page know its languages (alternates); none, nothing to say.
  const alternates = Object.entries(page.alternates ?? {}) as [Locale, string][];
  const frenchVersion = page.alternates?.[DEFAULT_LOCALE];
  const absolute = (path: string) => (settings?.siteUrl ? new URL(path, settings.siteUrl).href : path);
  return (
    <>
      {alternates.map(([other]) => other !== locale && <meta key={`og:${other}`} property="og:locale:alternate" content={LOCALE_TAGS[other].og} />)}
      {alternates.map(([other, path]) => <link key={`alt:${other}`} rel="alternate" hrefLang={other} href={absolute(path)} />)}
      {frenchVersion && <link rel="alternate" hrefLang="x-default" href={absolute(frenchVersion)} />}
    </>
  );
}
