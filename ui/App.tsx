/** The whole document, rendered on the edge only: the page is server HTML; the chrome's islands hydrate in the browser. */
import { Provider, useAtomValue } from "jotai";
import type { ReactElement } from "react";
import type { createStore } from "jotai";
import { Island } from "./components/Island";
import { PageHead } from "./components/head/PageHead";
import { PreviewBanner } from "./components/PreviewBanner";
import { ConsentBanner } from "./components/consent/ConsentBanner";
import { ISLAND_CHUNKS_ID } from "./browser/names";
import { useLocale } from "./browser/state/locale";
import { Layout } from "./layouts";
import { ErrorPage } from "./components/ErrorPage";
import { assetsAtom, pageContentAtom } from "./state/document";
import type { PageState } from "../contract/page";
import { DEFAULT_LOCALE } from "../core/locale";

/**
 * Markup, since React would hoist `<link>` elements out of the template and so fetch them at once. No `as`: HTML
 * allows it on preload links only (a prefetch fetches for the HTTP cache, whatever the file is).
 */
const prefetchLinks = (hrefs: string[]) => hrefs.map((href) => `<link rel="prefetch" href="${encodeURI(href)}">`).join("");

/** `body`: the page's content as its route drew it; null for an error page. */
export function App({ store, body }: { store: ReturnType<typeof createStore>; body: ReactElement | null }) {
  return (
    <Provider store={store}>
      <Document body={body} />
    </Provider>
  );
}

function Document({ body }: { body: ReactElement | null }) {
  const page = useAtomValue(pageContentAtom);
  const { locale, m } = useLocale();
  const assets = useAtomValue(assetsAtom);
  if (!page) return null;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content="#12325f" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* Inert until the page has loaded (see prefetch-chunks): a prefetch started here competes with the first paint. */}
        <template id={ISLAND_CHUNKS_ID} dangerouslySetInnerHTML={{ __html: prefetchLinks(assets.islandChunks) }} />
        <PageHead page={page} />
      </head>
      <body>
        <a className="skip-link" href="#contenu">{m.document.skipLink}</a>
        {/* First in the reading and tab order: the choice comes before anything else. */}
        <ConsentBanner />
        <PreviewBanner />
        <Layout name={page.layout}>
          <PageView page={page} body={body} />
        </Layout>
        <Island name="popin" />
        <Island name="loading-bar" />
        <Island name="toasts" />
      </body>
    </html>
  );
}

function PageView({ page, body }: { page: PageState; body: ReactElement | null }) {
  const { m } = useLocale();
  if (!body || page.error) return <ErrorPage error={page.error ?? { statusCode: 500, message: m.errors.byStatus[500]! }} />;
  if (!page.untranslated) return body;
  // The French entry on an English address: said so above it, and its words marked French for screen readers.
  return (
    <>
      <div className="container">
        <p className="notice notice--untranslated" role="note">{m.document.untranslated}</p>
      </div>
      <div lang={DEFAULT_LOCALE}>
        {body}
      </div>
    </>
  );
}
