import { describe, expect, it } from "vitest";
import { quietCms, throughSite, throughStages } from "../../../tests/worker/app";
import { fakeCms, json } from "../../../tests/worker/fake-cms";

quietCms();

const OFF_REDIRECT = { ENGLISH_ENABLED: "false", EN_REDIRECT: "true" };
const OFF_NOT_FOUND = { ENGLISH_ENABLED: "false", EN_REDIRECT: "false" };
const ON = { ENGLISH_ENABLED: "true", EN_REDIRECT: "true" };

describe("/en policy stage", () => {
  it("sends /en and /en/… to / while English is off (the default configuration)", async () => {
    for (const path of ["/en", "/en/admission", "/en/legal-notices?x=1"]) {
      const res = await throughSite(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(path.includes("?") ? "/?x=1" : "/");
    }
  });

  it("does it in one hop from a non-canonical /en address", async () => {
    const res = await throughSite("/EN/Admission/", OFF_REDIRECT);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });

  it("answers the 404 page when English is off and the redirect is off", async () => {
    for (const path of ["/en", "/en/admission"]) {
      const res = await throughSite(path, OFF_NOT_FOUND);
      expect(res.status, path).toBe(404);
      // the streamed page escapes the apostrophe, the plain fallback page does not
      expect(await res.text(), path).toMatch(/Oops cette page n(?:'|&#x27;)existe pas \(ou plus\)/);
    }
  });

  it("lets /en through to the English pages when English is on", async () => {
    // The CMS knows no events and no admission page, in either language.
    fakeCms((call) => (call.url.pathname === "/api/events" ? json({ data: [] }) : json({ data: null, error: { status: 404 } }, 404)));
    const home = await throughSite("/en", ON);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<html lang="en".*Discover our campuses/s);
    const missing = await throughSite("/en/admission", ON);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Oops, this page does not exist (or no longer exists)");
  });

  it("never touches French paths starting with the letters en", async () => {
    expect(await (await throughStages("/entreprise", OFF_NOT_FOUND)).text()).toBe("page /entreprise");
    expect(await (await throughStages("/entreprises/taxe-apprentissage", OFF_REDIRECT)).text()).toBe("page /entreprises/taxe-apprentissage");
  });
});
