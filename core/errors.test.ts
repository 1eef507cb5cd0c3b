import { describe, expect, it } from "vitest";
import { DEFAULT_ERROR_MESSAGE, errorMessage, SiteError, statusOf } from "./errors";

describe("error catalogue", () => {
  it.each([
    [400, "Mauvaise requête."],
    [401, "Utilisateur non authentifié."],
    [403, "Accès refusé."],
    [404, "Oops cette page n'existe pas (ou plus)"],
    [500, "Erreur interne au serveur."],
    [503, "Erreur interne au serveur."],
    [504, "Délai de réponse dépassé."],
    [418, DEFAULT_ERROR_MESSAGE],
  ])("%i → %s", (status, message) => {
    expect(errorMessage(status)).toBe(message);
  });

  it("lets a custom message win", () => {
    expect(errorMessage(404, "Formation introuvable")).toBe("Formation introuvable");
  });

  it("reads the status of any thrown shape, defaulting to 500", () => {
    expect(statusOf({ statusCode: 404 })).toBe(404);
    expect(statusOf({ status: "403" })).toBe(403);
    expect(statusOf({ response: { status: 504 } })).toBe(504);
    expect(statusOf(new Error("boom"))).toBe(500);
    expect(statusOf({ statusCode: 200 })).toBe(500);
    expect(statusOf("nope")).toBe(500);
  });

  it("keeps the error record, including what caused it", () => {
    const previous = { scope: "strapi", source: "/events", statusCode: 503, errorText: "down" };
    const error = new SiteError({ scope: "cms", source: "events", statusCode: 502, errorText: "bad", previous });
    expect(error.toJSON()).toEqual({ scope: "cms", source: "events", statusCode: 502, errorText: "bad", previous });
  });
});
