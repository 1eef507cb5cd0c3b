import { describe, expect, it } from "vitest";
import { campusChoiceDisabled, closedPopin, popinTransition, type PopinEvent, type PopinState } from "./popin";

const BTS = { name: "BTS Comptabilité et Gestion", slug: "bts-cg" };
const DCG = { name: "DCG", slug: "dcg" };
const LYON = { name: "Campus de Lyon", slug: "lyon" };
const PARIS = { name: "Campus de Paris", slug: "paris" };

/** Runs events in order, returning the last state and every lookup asked for. */
function run(events: PopinEvent[], from: PopinState = closedPopin()) {
  let state = from;
  const loads = [];
  for (const event of events) {
    const t = popinTransition(state, event);
    state = t.state;
    loads.push(...t.loads);
  }
  return { state, loads };
}

describe("opening the pop-in", () => {
  it("on a formation page preselects the course and loads its campuses and the course list", () => {
    const { state, loads } = run([{ type: "open", action: "registration", route: { name: "formation", params: { slug: "bts-cg" } } }]);
    expect(state).toMatchObject({ open: true, action: "registration", course: { slug: "bts-cg", name: "" }, campus: null, error: null });
    expect(loads).toEqual([
      { kind: "courses", action: "registration" },
      { kind: "campuses", action: "registration", course: "bts-cg" },
    ]);
    expect(campusChoiceDisabled(state)).toBe(false);
  });

  it("gives the preselected course its name from the course list", () => {
    const { state } = run([
      { type: "open", action: "brochure", route: { name: "formation", params: { slug: "bts-cg" } } },
      { type: "courses-loaded", action: "brochure", courses: [DCG, BTS] },
      { type: "campuses-loaded", action: "brochure", course: "bts-cg", campuses: [LYON, PARIS] },
    ]);
    expect(state.course).toEqual(BTS);
    expect(state.campuses).toEqual([LYON, PARIS]);
  });

  it("drops a preselected course the action does not offer", () => {
    const { state } = run([
      { type: "open", action: "contact", route: { name: "formation", params: { slug: "bts-cg" } } },
      { type: "courses-loaded", action: "contact", courses: [DCG] },
      { type: "campuses-loaded", action: "contact", course: "bts-cg", campuses: [LYON] },
    ]);
    expect(state.course).toBeNull();
    expect(state.campuses).toEqual([]);
    expect(campusChoiceDisabled(state)).toBe(true);
  });

  it("on a campus page preselects the campus and loads its title", () => {
    const { state, loads } = run([
      { type: "open", action: "contact", route: { name: "campus", params: { slug: "lyon" } } },
      { type: "campus-loaded", slug: "lyon", name: "Campus de Lyon" },
    ]);
    expect(loads).toEqual([{ kind: "courses", action: "contact" }, { kind: "campus", slug: "lyon" }]);
    expect(state).toMatchObject({ course: null, campus: LYON, campuses: [LYON] });
    expect(campusChoiceDisabled(state)).toBe(false);
  });

  it("clears a preselected campus that does not exist", () => {
    const { state } = run([
      { type: "open", action: "contact", route: { name: "campus", params: { slug: "atlantis" } } },
      { type: "campus-loaded", slug: "atlantis", name: null },
    ]);
    expect(state.campus).toBeNull();
    expect(campusChoiceDisabled(state)).toBe(true);
  });

  it("anywhere else starts empty, the campus dropdown disabled", () => {
    const { state, loads } = run([{ type: "open", action: "brochure", route: { name: "home", params: {} } }]);
    expect(state).toMatchObject({ open: true, course: null, campus: null });
    expect(loads).toEqual([{ kind: "courses", action: "brochure" }]);
    expect(campusChoiceDisabled(state)).toBe(true);
    expect(run([{ type: "open", action: "brochure", route: null }]).state.course).toBeNull();
  });

  it("opening again starts afresh from the new route", () => {
    const { state } = run([
      { type: "open", action: "contact", route: { name: "campus", params: { slug: "lyon" } } },
      { type: "open", action: "registration", route: { name: "home", params: {} } },
    ]);
    expect(state).toMatchObject({ action: "registration", campus: null, campuses: [] });
  });
});

describe("choosing", () => {
  const open = run([
    { type: "open", action: "registration", route: null },
    { type: "courses-loaded", action: "registration", courses: [BTS, DCG] },
  ]).state;

  it("a course reloads its campuses and clears a campus not in the new list", () => {
    const withBoth = run(
      [
        { type: "choose-course", slug: "bts-cg" },
        { type: "campuses-loaded", action: "registration", course: "bts-cg", campuses: [LYON, PARIS] },
        { type: "choose-campus", slug: "paris" },
      ],
      open,
    ).state;
    expect(withBoth).toMatchObject({ course: BTS, campus: PARIS });

    const { state, loads } = run(
      [
        { type: "choose-course", slug: "dcg" },
        { type: "campuses-loaded", action: "registration", course: "dcg", campuses: [LYON] },
      ],
      withBoth,
    );
    expect(loads).toEqual([{ kind: "campuses", action: "registration", course: "dcg" }]);
    expect(state).toMatchObject({ course: DCG, campus: null, campuses: [LYON] });
  });

  it("keeps the campus when the new course is taught there", () => {
    const { state } = run(
      [
        { type: "choose-course", slug: "bts-cg" },
        { type: "campuses-loaded", action: "registration", course: "bts-cg", campuses: [LYON, PARIS] },
        { type: "choose-campus", slug: "lyon" },
        { type: "choose-course", slug: "dcg" },
        { type: "campuses-loaded", action: "registration", course: "dcg", campuses: [LYON] },
      ],
      open,
    );
    expect(state.campus).toEqual(LYON);
  });

  it("ignores campuses that arrive for a course no longer chosen", () => {
    const { state } = run(
      [
        { type: "choose-course", slug: "bts-cg" },
        { type: "choose-course", slug: "dcg" },
        { type: "campuses-loaded", action: "registration", course: "dcg", campuses: [LYON] },
        { type: "campuses-loaded", action: "registration", course: "bts-cg", campuses: [PARIS] },
      ],
      open,
    );
    expect(state.campuses).toEqual([LYON]);
  });

  it("a campus reloads the course list for the action", () => {
    const { loads } = run([{ type: "choose-course", slug: "bts-cg" }, { type: "choose-campus", slug: "lyon" }], open);
    expect(loads.at(-1)).toEqual({ kind: "courses", action: "registration" });
  });

  it("the empty option clears a choice", () => {
    const { state } = run([{ type: "choose-course", slug: "bts-cg" }, { type: "choose-course", slug: "" }], open);
    expect(state.course).toBeNull();
    expect(campusChoiceDisabled(state)).toBe(true);
  });
});

describe("confirming and closing", () => {
  it("asks for both choices", () => {
    const { state, loads } = run([{ type: "open", action: "brochure", route: null }, { type: "confirm" }]);
    expect(state.error).toBe("missingChoice");
    expect(loads).not.toContainEqual(expect.objectContaining({ kind: "link" }));
  });

  it("with both chosen, looks the link up; a missing link is an error", () => {
    const { state, loads } = run([
      { type: "open", action: "brochure", route: { name: "formation", params: { slug: "bts-cg" } } },
      { type: "campuses-loaded", action: "brochure", course: "bts-cg", campuses: [LYON] },
      { type: "choose-campus", slug: "lyon" },
      { type: "confirm" },
    ]);
    expect(loads.at(-1)).toEqual({ kind: "link", action: "brochure", course: "bts-cg", campus: "lyon" });
    expect(state.error).toBeNull();
    expect(popinTransition(state, { type: "link-missing" }).state.error).toBe("missingLink");
  });

  it("a new choice clears the error", () => {
    const { state } = run([{ type: "open", action: "brochure", route: null }, { type: "confirm" }, { type: "choose-course", slug: "bts-cg" }]);
    expect(state.error).toBeNull();
  });

  it("closing clears the error and both choices", () => {
    const { state } = run([
      { type: "open", action: "contact", route: { name: "campus", params: { slug: "lyon" } } },
      { type: "choose-course", slug: "bts-cg" },
      { type: "confirm" },
      { type: "link-missing" },
      { type: "close" },
    ]);
    expect(state).toMatchObject({ open: false, error: null, course: null, campus: null, campuses: [] });
  });

  it("ignores a late title for a campus no longer chosen", () => {
    const { state } = run([
      { type: "open", action: "contact", route: { name: "campus", params: { slug: "lyon" } } },
      { type: "choose-campus", slug: "" },
      { type: "campus-loaded", slug: "lyon", name: "Campus de Lyon" },
    ]);
    expect(state.campus).toBeNull();
  });
});
