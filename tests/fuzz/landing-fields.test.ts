/**
 * Seeded fuzz of the landing a consent banner carries: over thousands of random landings (parameters, values cut
 * mid-emoji, referrers), a yes given on the landing page records exactly what the landing records with a yes given
 * before. FUZZ_SEED=<n> replays a run.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { landingFields, originOfYes } from "../../core/consent-landing";
import { marketingOrigin } from "../../core/origin";
import { MARKER, seeded } from "./random";

const configured = Number((env as unknown as Record<string, string>).FUZZ_SEED);
const SEED = Number.isSafeInteger(configured) && configured > 0 ? configured : Date.now() % 2 ** 31;
const SITE = "https://www.ecole.test";

const KEYS = ["utm_source", "utm_medium", "utm_content", "utm_campaign", "utm", "gclid", "UTM_Source", "utm_x", "page", "popin", ""];
const VALUES = ["", "a", " b ", "news letter", "é", "😀", "&", "=", "+", MARKER, `${"x".repeat(199)}😀`, " ".repeat(3), "y".repeat(300)];
const REFERRERS = [null, "", "https://www.google.fr/", "https://m.bing.com/x?y", `${SITE}/a`, "https://ecole.test/", "http://a.example:81/", "javascript:alert(1)", "ftp://files.example/", "not a url"];

describe(`landing fields fuzz (seed ${SEED})`, () => {
  it("a yes on the landing page agrees with the landing's own rule", () => {
    const r = seeded(SEED);
    const site = new URL(`${SITE}/__consent`);
    let carried = 0;
    for (let i = 0; i < 3000; i += 1) {
      const query = new URLSearchParams(Array.from({ length: r.int(20) }, (): [string, string] => [r.pick(KEYS), r.pick(VALUES)]));
      const landing = `${SITE}/formations?${query}`;
      const referrer = r.pick(REFERRERS);
      const fields = landingFields(new URL(landing), referrer);
      const expected = marketingOrigin(landing, referrer);
      // no field: an internal navigation, or (rarely) parameters past the field's bound
      if (!fields) {
        if (expected) expect(new URLSearchParams(query).toString().length, landing).toBeGreaterThan(2048);
        continue;
      }
      carried += 1;
      expect(originOfYes(fields, true, site), `${landing} from ${referrer}`).toEqual(expected);
    }
    expect(carried).toBeGreaterThan(2000);
  });
});
