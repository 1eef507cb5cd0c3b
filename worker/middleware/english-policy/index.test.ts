import { describe, expect, it } from "vitest";
import { quietCms, throughSite, throughStages } from "../../../tests/worker/app";

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
    const data = await throughSite("/_data/en", OFF_NOT_FOUND);
    expect(data.status).toBe(404);
    expect(await data.json()).toMatchObject({ statusCode: 404 });
  });

  it("lets /en through to the English home when English is on", async () => {
    expect(await (await throughStages("/en", ON)).text()).toBe("page /en");
    expect(await (await throughStages("/en/admission", ON)).text()).toBe("page /en/admission");
  });

  it("never touches French paths starting with the letters en", async () => {
    expect(await (await throughStages("/entreprise", OFF_NOT_FOUND)).text()).toBe("page /entreprise");
    expect(await (await throughStages("/entreprises/taxe-apprentissage", OFF_REDIRECT)).text()).toBe("page /entreprises/taxe-apprentissage");
  });

  it("answers /_data/en with the redirect as JSON", async () => {
    expect(await (await throughSite("/_data/en/admission", OFF_REDIRECT)).json()).toEqual({ redirect: "/" });
  });
});
