/** The error catalogue (in each language's messages) and the error record every layer passes around. */
import type { Locale } from "./constants";
import { messagesFor } from "./messages";
import { fr } from "./messages/fr";
import { routePath } from "./routes";

/** The text of a status the catalogue does not name, in French: what errors carry inside the site (logs, records). */
export const DEFAULT_ERROR_MESSAGE = fr.errors.other;

/** The record: where an error came from, its status and text, and what caused it. */
export interface ErrorRecord {
  scope: string;
  source: string;
  statusCode: number;
  errorText: string;
  previous?: ErrorRecord;
}

/** The message a visitor reads, in their language: a custom message wins over the catalogue. */
export function errorMessage(statusCode: number, custom?: string | null, locale: Locale = "fr"): string {
  if (custom) return custom;
  const { byStatus, other } = messagesFor(locale).errors;
  return byStatus[statusCode] ?? other;
}

/** Any HTTP error status we can answer with; anything else becomes 500. */
function normaliseStatus(value: unknown): number {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 400 && n <= 599 ? n : 500;
}

/** A thrown value of any shape → status (statusCode, status or response.status, else 500). */
export function statusOf(error: unknown): number {
  if (error && typeof error === "object") {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    return normaliseStatus(e.statusCode ?? e.status ?? e.response?.status);
  }
  return 500;
}

export class SiteError extends Error implements ErrorRecord {
  readonly scope: string;
  readonly source: string;
  readonly statusCode: number;
  readonly errorText: string;
  override readonly cause?: ErrorRecord;

  constructor(record: ErrorRecord) {
    super(`${record.scope} ${record.source}: ${record.statusCode} ${record.errorText}`);
    this.name = "SiteError";
    this.scope = record.scope;
    this.source = record.source;
    this.statusCode = normaliseStatus(record.statusCode);
    this.errorText = record.errorText;
    this.cause = record.previous;
  }

  get previous(): ErrorRecord | undefined {
    return this.cause;
  }

  toJSON(): ErrorRecord {
    const { scope, source, statusCode, errorText, previous } = this;
    return previous ? { scope, source, statusCode, errorText, previous } : { scope, source, statusCode, errorText };
  }
}

export const notFound = (source: string, errorText?: string) =>
  new SiteError({ scope: "site", source, statusCode: 404, errorText: errorText ?? errorMessage(404) });

/** Where /error/debug's errors come from: the error page asked for on purpose, no fault of the site's. */
export const ERROR_PAGE_DEBUG = routePath("error-debug");

/** Whether a thrown value is a server fault for the error logs: a 5xx, unless it is the error page asked for on purpose. */
export const isFault = (error: unknown) => statusOf(error) >= 500 && !(error instanceof SiteError && error.source === ERROR_PAGE_DEBUG);

/** A request refused with a status (bad path, unknown action…): thrown by a stage, drawn by the error page. */
export const refused = (statusCode: number, source: string) =>
  new SiteError({ scope: "site", source, statusCode, errorText: errorMessage(statusCode) });
