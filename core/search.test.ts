/** The search's word rules: folding, abbreviations kept whole, the query's limits, marked extracts. */
import { describe, expect, it } from "vitest";
import { extract, markTerms, normalQuery, processTerm, queryProblem, tokenize } from "./search";

describe("words and terms", () => {
  it("folds accents and case, drops the small words, keeps bac+3 whole", () => {
    expect(tokenize("Préparation au DEC – Bac +3, l’Expertise").map(processTerm)).toEqual(["preparation", null, "dec", "bac+3", null, "expertise"]);
  });
});

describe("the query's one form", () => {
  it("is trimmed, its spaces collapsed, in lower case without accents", () => {
    for (const typed of ["Comptabilité", " comptabilite ", "COMPTABILITÉ", "compta\u0301bilite", "Comptabilite\u00a0"]) expect(normalQuery(typed), typed).toBe("comptabilite");
    expect(normalQuery("  BTS   en\u2003Alternance  à Lyon ")).toBe("bts en alternance a lyon");
    expect(normalQuery("Bac +3 <b>")).toBe("bac +3 <b>");
    expect(normalQuery("   ")).toBe("");
  });

  it("is its own form (a redirect to it never redirects again), whatever the characters", () => {
    const pick = (chars: string) => chars[Math.floor(Math.random() * chars.length)];
    const alphabet = "aAéÉèÈçÇœŒßẞİıǄǅǆﬁ  \u00a0\u2003\u0301\u0327\u20dd+«»<>&\"'0123456789";
    for (let i = 0; i < 2000; i += 1) {
      const typed = Array.from({ length: 1 + Math.floor(Math.random() * 12) }, () => pick(alphabet)).join("");
      expect(normalQuery(normalQuery(typed)), JSON.stringify(typed)).toBe(normalQuery(typed));
    }
  });
});

describe("the query's limits", () => {
  it("refuses over 200 characters and control characters, accepts the rest", () => {
    expect(queryProblem("a".repeat(200))).toBeNull();
    expect(queryProblem("a".repeat(201))).toBe("too-long");
    expect(queryProblem("compta\u0000")).toBe("control");
    expect(queryProblem("compta\u0085")).toBe("control");
    expect(queryProblem("comptabilité bac+3 « DCG »")).toBeNull();
  });
});

describe("marked extracts", () => {
  it("marks the words whose term matched, as written", () => {
    expect(markTerms("BTS Comptabilité et Gestion", new Set(["comptabilite"]))).toEqual([
      { text: "BTS " },
      { text: "Comptabilité", mark: true },
      { text: " et Gestion" },
    ]);
  });

  it("cuts a long text around its first matched word, on word boundaries", () => {
    const text = `${"Avant ".repeat(60)}la paie ${"après ".repeat(60)}`;
    const passage = extract(text, new Set(["paie"]));
    const joined = passage.map((s) => s.text).join("");
    expect(joined.startsWith("… Avant")).toBe(true);
    expect(joined.endsWith("après …")).toBe(true);
    expect(joined.length).toBeLessThan(200);
    expect(passage.filter((s) => s.mark)).toEqual([{ text: "paie", mark: true }]);
  });
});
