/** The Strapi 4 → flat normaliser: both shapes give the same entries; anything else passes unchanged. */
import { describe, expect, it } from "vitest";
import { normaliseAnswer } from "./normalise";

describe("normaliseAnswer", () => {
  it("flattens a Strapi 4 collection with relations, media and relation lists", () => {
    const v4 = {
      data: [
        {
          id: 7,
          attributes: {
            title: "Rentrée",
            focusImage: { data: { id: 2, attributes: { url: "/uploads/a_1.png", width: 10 } } },
            campus: { data: { id: 3, attributes: { title: "Lyon", slug: "lyon" } } },
            cat_news: { data: [{ id: 4, attributes: { title: "Vie étudiante", slug: "vie" } }] },
            empty: { data: null },
            seo: { metaDescription: "x" },
          },
        },
      ],
      meta: { pagination: { page: 1 } },
    };
    expect(normaliseAnswer(v4)).toEqual({
      data: [
        {
          id: 7,
          title: "Rentrée",
          focusImage: { id: 2, url: "/uploads/a_1.png", width: 10 },
          campus: { id: 3, title: "Lyon", slug: "lyon" },
          cat_news: [{ id: 4, title: "Vie étudiante", slug: "vie" }],
          empty: null,
          seo: { metaDescription: "x" },
        },
      ],
      meta: { pagination: { page: 1 } },
    });
  });

  it("flattens a Strapi 4 single entry", () => {
    expect(normaliseAnswer({ data: { id: 1, attributes: { title: "Lyon" } }, meta: {} })).toEqual({ data: { id: 1, title: "Lyon" }, meta: {} });
  });

  it("leaves Strapi 5 answers and bare answers as they are", () => {
    const v5 = { data: [{ id: 1, documentId: "abc", title: "T", campus: { id: 3, title: "Lyon" }, image: null }], meta: {} };
    expect(normaliseAnswer(v5)).toEqual(v5);
    const bare = [{ id: 3, name: "Lyon", slug: "lyon" }];
    expect(normaliseAnswer(bare)).toEqual(bare);
    expect(normaliseAnswer({ url: "https://crm.example/x" })).toEqual({ url: "https://crm.example/x" });
    expect(normaliseAnswer(null)).toBeNull();
  });

  it("keeps a content field called data when it holds no entries", () => {
    const entry = { data: { id: 1, chart: { data: [1, 2, 3] }, block: { data: { label: "x" } } } };
    expect(normaliseAnswer(entry)).toEqual(entry);
  });
});
