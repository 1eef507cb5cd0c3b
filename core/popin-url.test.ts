import { describe, expect, it } from "vitest";
import { popinDestination } from "./popin-url";

const base = { siteOrigin: "https://www.ecole.test", course: "bts-cg", campus: "lyon" };

describe("pop-in destination", () => {
  it("adds campus, course and the stored tracking parameters to an absolute CRM link", () => {
    const url = popinDestination({ ...base, link: "https://candidature.example-ecole.fr/bts-cg/lyon", tracking: "?utm_source=newsletter&utm_medium=email" });
    expect(url?.href).toBe("https://candidature.example-ecole.fr/bts-cg/lyon?campus=lyon&course=bts-cg&utm_source=newsletter&utm_medium=email");
  });

  it("resolves a relative link against the site origin", () => {
    expect(popinDestination({ ...base, link: "/crm/brochure", tracking: "&utm=salon" })?.href).toBe("https://www.ecole.test/crm/brochure?campus=lyon&course=bts-cg&utm=salon");
  });

  it("keeps the link's own query and replaces what the choices say", () => {
    const url = popinDestination({ ...base, link: "https://contact.example-ecole.fr/formulaire?formation=bts-cg&campus=paris" });
    expect(url?.href).toBe("https://contact.example-ecole.fr/formulaire?formation=bts-cg&campus=lyon&course=bts-cg");
  });

  it("never lets the tracking cookie overwrite the choices", () => {
    const url = popinDestination({ ...base, link: "https://crm.test/", tracking: "campus=evil&course=evil&utm_source=x" });
    expect(url?.searchParams.get("campus")).toBe("lyon");
    expect(url?.searchParams.get("course")).toBe("bts-cg");
    expect(url?.searchParams.get("utm_source")).toBe("x");
  });

  it("encodes odd values instead of breaking the URL", () => {
    const url = popinDestination({ ...base, link: "https://crm.test/", tracking: "utm_source=a%26b%3Dc&utm_content=<script>" });
    expect(url?.searchParams.get("utm_source")).toBe("a&b=c");
    expect(url?.search).not.toContain("<");
  });

  it("follows only http(s) links", () => {
    for (const link of ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,hi", "mailto:a@b.c", "ftp://x.test/", "http://[::1"]) {
      expect(popinDestination({ ...base, link })).toBeNull();
    }
    expect(popinDestination({ ...base, link: "http://crm.test/a" })?.protocol).toBe("http:");
  });
});
