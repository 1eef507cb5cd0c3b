/** The whole document, rendered on the edge and hydrated in the browser from the same store. */
import { Provider, useAtom, useAtomValue } from "jotai";
import { Suspense, startTransition, useEffect } from "react";
import type { createStore } from "jotai";
import { PageBehaviours } from "./components/chrome/PageBehaviours";
import { PageHead } from "./components/head/PageHead";
import { Popin } from "./components/popin/Popin";
import { PreviewBanner } from "./components/PreviewBanner";
import { Layout } from "./layouts";
import { useClientNavigation } from "./navigation/useClientNavigation";
import { ErrorPage } from "./pages/ErrorPage";
import { loadedPage } from "./pages/registry";
import { useLocale, useLocaleCookie } from "./state/locale";
import { assetsAtom, hydratedAtom, pageAtom } from "./state/page";
import type { PageState } from "../content/page";
import { DEFAULT_LOCALE } from "../core/locale";

export function App({ store }: { store: ReturnType<typeof createStore> }) {
  return (
    <Provider store={store}>
      <Document />
    </Provider>
  );
}

function Document() {
  const page = useAtomValue(pageAtom);
  const { locale, m } = useLocale();
  const assets = useAtomValue(assetsAtom);
  useClientNavigation();
  useLocaleCookie(locale);
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
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <PageHead page={page} />
      </head>
      <body>
        <a className="skip-link" href="#contenu">{m.document.skipLink}</a>
        <PreviewBanner />
        <Layout name={page.layout}>
          <PageView page={page} />
        </Layout>
        <Suspense>
          <PageBehaviours />
          <Popin />
          <HydratedMark />
        </Suspense>
      </body>
    </html>
  );
}

/**
 * In the last region React hydrates (they go in document order): switches the chrome to its scripted markup, then
 * tells tests, and curious developers, that the page is interactive.
 */
function HydratedMark() {
  const [hydrated, setHydrated] = useAtom(hydratedAtom);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
    else startTransition(() => setHydrated(true));
  }, [hydrated, setHydrated]);
  return null;
}

function PageView({ page }: { page: PageState }) {
  const { m } = useLocale();
  const Page = page.route && !page.error ? loadedPage(page.route.name) : undefined;
  if (!Page) return <ErrorPage error={page.error ?? { statusCode: 500, message: m.errors.byStatus[500]! }} />;
  if (!page.untranslated) return <Page data={page.data as never} />;
  // The French entry on an English address: said so above it, and its words marked French for screen readers.
  return (
    <>
      <div className="container">
        <p className="notice notice--untranslated" role="note">{m.document.untranslated}</p>
      </div>
      <div lang={DEFAULT_LOCALE}>
        <Page data={page.data as never} />
      </div>
    </>
  );
}
