/** What the site reads of a CMS picture: the fields it asks for, and Strapi 5's focal point kept only when readable. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { Media } from "../../contract/model/common";
import { MEDIA_FIELDS } from "./query";

describe("a CMS picture", () => {
  it("is asked with its focal point, which a crop keeps", () => {
    expect(MEDIA_FIELDS.fields).toContain("focalPoint");
    expect(v.parse(Media, { url: "/uploads/a.jpg", width: 2400, height: 1600, focalPoint: { x: 30, y: 72.5 } }).focalPoint).toEqual({ x: 30, y: 72.5 });
  });

  it("without a focal point, or with one the site cannot read, has none, and the answer stays valid", () => {
    expect(v.parse(Media, { url: "/uploads/a.jpg", focalPoint: null }).focalPoint).toBeNull();
    expect(v.parse(Media, { url: "/uploads/a.jpg" }).focalPoint ?? null).toBeNull();
    for (const odd of ["centre", { x: "30%", y: 50 }, [30, 50]]) expect(v.parse(Media, { url: "/uploads/a.jpg", focalPoint: odd }).focalPoint).toBeNull();
  });
});
