/** Streams a page's HTML: the React document with its islands' HTML, the islands' boot data embedded, scripts under the nonce. */
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { App } from "../../ui/App";
import { bootOf } from "../../ui/state/boot";
import { BOOT_GLOBAL, type DocumentData } from "../../contract/page";
import { createDocumentStore } from "../../ui/state/document";
import { clientEntry } from "./assets";
import { fallbackHtml } from "./fallback";
import { renderIslands } from "./islands";
import { tagManagerLoader } from "./tag-manager";

/** JSON for an inline script: nothing in it may end the script or break the line. */
const inlineJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

/** The tag manager's container and whether it waits for the visitor's consent (the site's GTM_ID and CONSENT_REQUIRED). */
interface TagManager {
  id: string;
  consentRequired: boolean;
}

/** `body`: the page's content as its route draws it; null on an error page. */
export async function renderDocument(data: DocumentData, body: ReactElement | null, status: number, nonce: string, tagManager: TagManager = { id: "", consentRequired: true }): Promise<Response> {
  const headers = { "content-type": "text/html; charset=utf-8", "content-language": data.locale };
  try {
    const store = createDocumentStore(data);
    await renderIslands(store);
    const stream = await renderToReadableStream(<App store={store} body={body} />, {
      nonce,
      // A finished region is never moved to the end of the stream: that takes a script to put it back, and the
      // page must read the same without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      bootstrapScriptContent: `window.${BOOT_GLOBAL}=${inlineJson(bootOf(data))};${tagManager.id ? tagManagerLoader(tagManager.id, tagManager.consentRequired) : ""}`,
      bootstrapModules: [clientEntry],
      onError(error) {
        console.error("Render error:", error);
      },
    });
    return new Response(stream, { status, headers });
  } catch (error) {
    console.error("The page could not be rendered:", error);
    const fallbackStatus = data.page.error?.statusCode ?? 500;
    return new Response(fallbackHtml(fallbackStatus, data.locale), { status: fallbackStatus, headers });
  }
}
