/** The error catalogue and the error record every layer passes around. */

export const ERROR_MESSAGES = {
  400: "Mauvaise requête.",
  401: "Utilisateur non authentifié.",
  403: "Accès refusé.",
  404: "Oops cette page n'existe pas (ou plus)",
  500: "Erreur interne au serveur.",
  503: "Erreur interne au serveur.",
  504: "Délai de réponse dépassé.",
} as const satisfies Record<number, string>;

export const DEFAULT_ERROR_MESSAGE = "Une erreur est survenue.";

/** The record: where an error came from, its status and text, and what caused it. */
export interface ErrorRecord {
  scope: string;
  source: string;
  statusCode: number;
  errorText: string;
  previous?: ErrorRecord;
}

/** The message a visitor reads: a custom message wins over the catalogue. */
export function errorMessage(statusCode: number, custom?: string | null): string {
  if (custom) return custom;
  return (ERROR_MESSAGES as Record<number, string>)[statusCode] ?? DEFAULT_ERROR_MESSAGE;
}

/** Any HTTP error status we can answer with; anything else becomes 500. */
export function normaliseStatus(value: unknown): number {
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
  new SiteError({ scope: "site", source, statusCode: 404, errorText: errorText ?? ERROR_MESSAGES[404] });

/** A request refused with a status (bad path, unknown action…): thrown by a stage, drawn by the error page. */
export const refused = (statusCode: number, source: string) =>
  new SiteError({ scope: "site", source, statusCode, errorText: errorMessage(statusCode) });
