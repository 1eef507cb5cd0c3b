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

  it("gives the same answer for a real Strapi 5 news list in its v4 and default formats", () => {
    // Captured from the embedded Strapi 5.54: GET /api/ecole-news with and without `Strapi-Response-Format: v4`.
    const v4 = {"data": [{"id": 67, "documentId": "tjcae1rrpqoxeei4kq2b4djm", "attributes": {"title": "Résultats du DCG : 90 % de réussite", "slug": "resultats-examens-dcg", "publishDate": "2026-11-20", "summary": "Nos étudiants en DCG affichent un taux de réussite bien supérieur à la moyenne nationale.", "focusImage": {"data": {"id": 29, "documentId": "vavwugo8ds5cyzjx5gaqgnyg", "attributes": {"url": "/uploads/actualite_resultats_examens_dcg_73737de58f.png", "width": 240}}}, "cat_news": {"data": {"id": 8, "documentId": "dd7l14heizxka5lqy2ffcofi", "attributes": {"title": "Pédagogie", "slug": "pedagogie"}}}, "campus_infos": [{"id": 49, "title": "Campus de Paris", "slug": "paris", "campus": {"data": {"id": 2, "documentId": "e6sm28xv7s4hy776hm9fk3gw", "attributes": {"title": "Campus de Paris", "slug": "paris"}}}}, {"id": 50, "title": "Campus de Lyon", "slug": "lyon", "campus": {"data": {"id": 4, "documentId": "sw1s73d0b4mfwdf1ib9fumtn", "attributes": {"title": "Campus de Lyon", "slug": "lyon"}}}}]}}], "meta": {"pagination": {"start": 0, "limit": 1, "total": 23}}};
    const v5 = {"data": [{"id": 67, "documentId": "tjcae1rrpqoxeei4kq2b4djm", "title": "Résultats du DCG : 90 % de réussite", "slug": "resultats-examens-dcg", "publishDate": "2026-11-20", "summary": "Nos étudiants en DCG affichent un taux de réussite bien supérieur à la moyenne nationale.", "focusImage": {"id": 29, "documentId": "vavwugo8ds5cyzjx5gaqgnyg", "url": "/uploads/actualite_resultats_examens_dcg_73737de58f.png", "width": 240}, "cat_news": {"id": 8, "documentId": "dd7l14heizxka5lqy2ffcofi", "title": "Pédagogie", "slug": "pedagogie"}, "campus_infos": [{"id": 49, "title": "Campus de Paris", "slug": "paris", "campus": {"id": 2, "documentId": "e6sm28xv7s4hy776hm9fk3gw", "title": "Campus de Paris", "slug": "paris"}}, {"id": 50, "title": "Campus de Lyon", "slug": "lyon", "campus": {"id": 4, "documentId": "sw1s73d0b4mfwdf1ib9fumtn", "title": "Campus de Lyon", "slug": "lyon"}}]}], "meta": {"pagination": {"start": 0, "limit": 1, "total": 23}}};
    expect(normaliseAnswer(v4)).toEqual(v5);
  });
});
