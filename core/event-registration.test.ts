import { describe, expect, it } from "vitest";
import { eventDestination } from "./event-registration";

const crmOrigins = ["https://candidature.example-ecole.fr", "https://contact.example-ecole.fr"];
const identity = { event: "portes-ouvertes-lyon", campus: "lyon", date: "2026-12-05" };

describe("eventDestination", () => {
  it("is the CRM form with the event's identity, then the stored origin's parameters", () => {
    const to = eventDestination({ link: "https://candidature.example-ecole.fr/jpo?src=site", crmOrigins, identity, tracking: "utm_source=newsletter&utm_medium=email" });
    const url = new URL(to!);
    expect(url.origin + url.pathname).toBe("https://candidature.example-ecole.fr/jpo");
    expect(Object.fromEntries(url.searchParams)).toEqual({ src: "site", event: "portes-ouvertes-lyon", campus: "lyon", date: "2026-12-05", utm_source: "newsletter", utm_medium: "email" });
  });

  it("never lets the stored origin overwrite the event's identity; leaves out what the event lacks", () => {
    const to = eventDestination({ link: "https://contact.example-ecole.fr/f", crmOrigins, identity: { ...identity, campus: null }, tracking: "?event=autre&campus=paris&gclid=1" });
    expect(Object.fromEntries(new URL(to!).searchParams)).toEqual({ event: "portes-ouvertes-lyon", date: "2026-12-05", gclid: "1" });
  });

  it("keeps a path of the site relative, with one leading slash", () => {
    expect(eventDestination({ link: "/contact", crmOrigins, identity })).toBe("/contact?event=portes-ouvertes-lyon&campus=lyon&date=2026-12-05");
    expect(eventDestination({ link: "/.//evil.example/x", crmOrigins, identity })).toBe("/evil.example/x?event=portes-ouvertes-lyon&campus=lyon&date=2026-12-05");
  });

  it("follows nothing else: another site, http, another scheme, a protocol-relative or backslashed host, junk", () => {
    for (const link of [
      "https://evil.example/jpo",
      "http://candidature.example-ecole.fr/jpo",
      "https://candidature.example-ecole.fr.evil.example/jpo",
      "//evil.example/jpo",
      "/\\evil.example/jpo",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "https://[::1",
    ]) {
      expect(eventDestination({ link, crmOrigins, identity }), link).toBeNull();
    }
    expect(eventDestination({ link: "https://candidature.example-ecole.fr/jpo", crmOrigins: [], identity })).toBeNull();
  });
});
