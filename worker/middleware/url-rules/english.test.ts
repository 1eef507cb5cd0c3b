import { describe, expect, it } from "vitest";
import { englishLegalTarget, englishVerdict } from "./english";

const off = { ENGLISH_ENABLED: false, EN_REDIRECT: true };
const offNoRedirect = { ENGLISH_ENABLED: false, EN_REDIRECT: false };
const on = { ENGLISH_ENABLED: true, EN_REDIRECT: true };

describe("englishVerdict", () => {
  it("sends /en and /en/… to / while English is off and the redirect is on", () => {
    for (const path of ["/en", "/en/", "/en/formations", "/EN/Admission"]) expect(englishVerdict(path, off), path).toBe("redirect");
  });

  it("answers not found while English is off and the redirect is off", () => {
    expect(englishVerdict("/en", offNoRedirect)).toBe("not-found");
    expect(englishVerdict("/en/legal-notices", offNoRedirect)).toBe("not-found");
  });

  it("lets /en through while English is on", () => {
    expect(englishVerdict("/en", on)).toBe("pass");
    expect(englishVerdict("/en/admission", on)).toBe("pass");
  });

  it("never touches French paths that merely start with the letters en", () => {
    for (const path of ["/entreprise", "/entreprises/taxe-apprentissage", "/engagements", "/", "/formations/en"]) {
      expect(englishVerdict(path, off), path).toBe("pass");
      expect(englishVerdict(path, offNoRedirect), path).toBe("pass");
    }
  });
});

describe("englishLegalTarget", () => {
  it("sends the old English legal addresses to their English page while English is on, else to the French one", () => {
    expect(englishLegalTarget("/legal-notices", on)).toBe("/en/legal-notices");
    expect(englishLegalTarget("/data-privacy-policy", on)).toBe("/en/data-privacy-policy");
    expect(englishLegalTarget("/legal-notices", off)).toBe("/mentions-legales");
    expect(englishLegalTarget("/data-privacy-policy", off)).toBe("/charte-donnees-personnelles");
  });

  it("leaves every other path alone", () => {
    for (const path of ["/mentions-legales", "/en/legal-notices", "/legal-notices/x", "/constructor", "/__proto__"]) expect(englishLegalTarget(path, on), path).toBeNull();
  });
});
