/** Why the image route does not answer with an image: a clear status and text, never cached. */
import { errorMessage } from "../../../core/errors";
import { fr } from "../../../core/messages/fr";

export class ImageRefusal extends Error {
  constructor(
    readonly status: 404 | 422 | 503 | 504,
    message: string = errorMessage(status),
  ) {
    super(message);
  }
}

/** The reasons a CMS file is not shown as an image, in the site's language (an image address has no other). */
export const REFUSED = fr.errors.image;

export const refusalAnswer = (refusal: ImageRefusal) =>
  new Response(refusal.message, { status: refusal.status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
