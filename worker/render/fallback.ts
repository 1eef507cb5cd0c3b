/** The last resort when even the error page fails: a plain message and a link home, in the request's language. */
import { routePath } from "../../core/routes";
import type { Locale } from "../../core/constants";
import { errorMessage } from "../../core/errors";
import { messagesFor } from "../../core/messages";

export function fallbackHtml(status: number, locale: Locale): string {
  const m = messagesFor(locale).errors;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${m.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${m.title}</h1><p>${errorMessage(status, null, locale)}</p><p><a href="${routePath("home", {}, locale)}">${m.back}</a></p></body></html>`;
}
