/** Streams a page's HTML: the React document, its data embedded for hydration, scripts under the nonce. */
import { renderToReadableStream } from "react-dom/server";
import { App } from "../../ui/App";
import { BOOT_GLOBAL, type BootData } from "../../content/page";
import { loadPage } from "../../ui/pages/registry";
import { createPageStore } from "../../ui/state/page";
import { clientEntry } from "./assets";
import { fallbackHtml } from "./fallback";
import { tagManagerLoader } from "./tag-manager";

/** JSON for an inline script: nothing in it may end the script or break the line. */
const inlineJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

export async function renderDocument(boot: BootData, status: number, nonce: string, tagManagerId = ""): Promise<Response> {
  const headers = { "content-type": "text/html; charset=utf-8", "content-language": boot.locale };
  try {
    if (boot.page.route && !boot.page.error) await loadPage(boot.page.route.name);
    const stream = await renderToReadableStream(<App store={createPageStore(boot)} />, {
      nonce,
      // A finished region is never moved to the end of the stream: that takes a script to put it back, and the
      // page must read the same without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      bootstrapScriptContent: `window.${BOOT_GLOBAL}=${inlineJson(boot)};${tagManagerId ? tagManagerLoader(tagManagerId) : ""}`,
      bootstrapModules: [clientEntry],
      onError(error) {
        console.error("Render error:", error);
      },
    });
    return new Response(stream, { status, headers });
  } catch (error) {
    console.error("The page could not be rendered:", error);
    return new Response(fallbackHtml(boot.page.error?.statusCode ?? 500, boot.locale), { status: boot.page.error?.statusCode ?? 500, headers });
  }
}
