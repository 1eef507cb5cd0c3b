/** The last resort when even the error page fails: a plain message and a link home. */
import { errorMessage } from "../../core/errors";

export function fallbackHtml(status: number): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Oups !</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Oups !</h1><p>${errorMessage(status)}</p><p><a href="/">Revenir au site</a></p></body></html>`;
}
