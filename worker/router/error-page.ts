/** The error page's state, which the edge renders for every error status. */
import type { Locale } from "../../core/constants";
import { errorMessage } from "../../core/errors";
import { messagesFor } from "../../core/messages";
import type { PageState } from "../../contract/page";

/** `message` replaces the catalogue's text for the status when the error carries its own. */
export function errorPage(path: string, statusCode: number, locale: Locale, message?: string): PageState {
  return {
    path,
    route: null,
    layout: "default",
    head: { title: messagesFor(locale).errors.title, noindex: true },
    error: { statusCode, message: message ?? errorMessage(statusCode, null, locale) },
  };
}
