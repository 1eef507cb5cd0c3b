import { describe, expect, it } from "vitest";
import { articleInRubrique } from "../calls/articles";
import { allCampuses, campusBySlug } from "../calls/campuses";
import { eventBySlug } from "../calls/events";
import { crmActions, crmCampuses, crmLink } from "../calls/crm-links";
import { catalogue, formationBySlug } from "../calls/formations";
import { newsPage } from "../calls/news";
import { cmsUrl } from "../query";
import { joinedUrl, joinKey, shapeOf, splitJoined } from "./joined";

const CMS = "http://cms.test";
const urlOf = (call: { path: string; query?: Record<string, unknown> }, locale = "fr") => cmsUrl(CMS, call.path, { ...call.query, locale });

describe("answers of one shape", () => {
  it("are the site's details: same collection, fields and populate, another slug", () => {
    const [a, b] = [urlOf(formationBySlug("bts-cg")), urlOf(formationBySlug("dcg"))];
    expect(shapeOf(a)).toMatchObject({ by: "slug", value: "bts-cg", limit: 1 });
    expect(joinKey(a, "a")).toBe(joinKey(b, "b"));
    // another language, another collection, another rubrique: another shape
    expect(joinKey(urlOf(formationBySlug("dcg"), "en"), "c")).not.toBe(joinKey(b, "b"));
    expect(joinKey(urlOf(eventBySlug("dcg")), "d")).not.toBe(joinKey(b, "b"));
    expect(joinKey(urlOf(articleInRubrique("ecole", "admission", "tarifs")), "e")).not.toBe(joinKey(urlOf(articleInRubrique("ecole", "ecole", "tarifs")), "f"));
  });

  it("are also another language's entry by documentId, and the pop-in's campuses of a programme", () => {
    const other = (id: string) => cmsUrl(CMS, "/formations", { filters: { documentId: { $eq: id } }, fields: ["slug"], populate: "", pagination: { limit: 1 }, locale: "en" });
    expect(joinKey(other("abc"), "a")).toBe(joinKey(other("def"), "b"));
    expect(shapeOf(other("abc"))).toMatchObject({ by: "documentId", value: "abc" });
    const campuses = (action: string, course: string) => urlOf(crmCampuses(action as "contact", course));
    expect(shapeOf(campuses("contact", "bts-cg"))).toMatchObject({ by: "course", value: "bts-cg" });
    expect(joinKey(campuses("contact", "bts-cg"), "a")).toBe(joinKey(campuses("contact", "dcg"), "b"));
    expect(joinKey(campuses("brochure", "bts-cg"), "a")).not.toBe(joinKey(campuses("contact", "dcg"), "b"));
    const joined = new URL(joinedUrl(["bts-cg", "dcg"].map((course) => shapeOf(campuses("contact", course))!)));
    expect(`${joined.pathname}?${decodeURIComponent(joined.search.slice(1))}`).toBe("/api/crm-links/contact/campuses?locale=fr&courses[0]=bts-cg&courses[1]=dcg");
    const lyon = [{ id: 1, documentId: "l", name: "Campus de Lyon", slug: "lyon" }];
    // a programme the CMS does not know: its own request is a 404, left out here
    expect(splitJoined({ "bts-cg": lyon, dcg: [], gone: null }, ["bts-cg", "dcg", "gone"].map((course) => shapeOf(campuses("contact", course))!))).toEqual([lyon, [], undefined]);
    expect(splitJoined([], [shapeOf(campuses("contact", "dcg"))!])).toBeNull();
  });

  it("leave lists and custom routes on their own", () => {
    for (const call of [catalogue(), allCampuses(), newsPage("ecole", "news", 2), campusBySlug("lyon"), crmLink("contact", "dcg", "lyon"), crmActions()]) {
      const url = urlOf(call);
      expect(shapeOf(url), url).toBeNull();
      expect(joinKey(url, "own")).toBe("own");
    }
  });

  it("are asked in one request and split back into each answer as its own query gives it", () => {
    const slugs = ["bts-cg", "dcg", "gone"];
    const shaped = slugs.map((slug) => shapeOf(urlOf(formationBySlug(slug)))!);
    const joined = new URL(joinedUrl(shaped));
    expect(joined.searchParams.getAll("filters[slug][$in][1]")).toEqual(["dcg"]);
    expect(joined.searchParams.get("pagination[limit]")).toBe("3");
    expect(joined.searchParams.has("filters[slug][$eq]")).toBe(false);
    const entry = (slug: string) => ({ id: slug.length, slug, title: slug.toUpperCase() });
    const body = { data: [entry("dcg"), entry("bts-cg")], meta: { pagination: { start: 0, limit: 3, total: 2 } } };
    expect(splitJoined(body, shaped)).toEqual([
      { data: [entry("bts-cg")], meta: { pagination: { start: 0, limit: 1, total: 1 } } },
      { data: [entry("dcg")], meta: { pagination: { start: 0, limit: 1, total: 1 } } },
      { data: [], meta: { pagination: { start: 0, limit: 1, total: 0 } } },
    ]);
    // an answer that did not return every entry it counts cannot be split
    expect(splitJoined({ ...body, meta: { pagination: { start: 0, limit: 3, total: 5 } } }, shaped)).toBeNull();
  });
});
