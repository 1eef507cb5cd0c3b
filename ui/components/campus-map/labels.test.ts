/** The campus map's label placement: beside the point, clear of the labels already placed, inside the map. */
import { describe, expect, it } from "vitest";
import { placeLabels } from "./labels";

describe("placeLabels", () => {
  it("puts a label right of its point when that side is free and inside the map", () => {
    const [label] = placeLabels([{ x: 100, y: 100, label: "Lyon" }], 20, 5, 600, 600);
    expect(label).toMatchObject({ anchor: "start" });
    expect(label!.tx).toBeGreaterThan(100);
  });

  it("moves a label to another side when the right one is taken or leaves the map", () => {
    const [, second] = placeLabels([{ x: 100, y: 100, label: "Paris" }, { x: 100, y: 110, label: "Orléans" }], 20, 5, 600, 600);
    expect(second!.anchor).not.toBe("start");
    const [edge] = placeLabels([{ x: 590, y: 300, label: "Strasbourg" }], 20, 5, 600, 600);
    expect(edge!.anchor).toBe("end");
  });
});
