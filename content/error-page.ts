/** The error page's state: the edge renders it, a client navigation shows it, both from here. */
import { errorMessage } from "../core/errors";
import type { PageState } from "./page";

/** `message` replaces the catalogue's text for the status when the error carries its own. */
export function errorPage(path: string, statusCode: number, message?: string): PageState {
  return {
    path,
    route: null,
    layout: "default",
    head: { title: "Oups !", noindex: true },
    data: null,
    error: { statusCode, message: message ?? errorMessage(statusCode) },
  };
}
