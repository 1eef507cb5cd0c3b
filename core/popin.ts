/**
 * The pop-in's transitions as a pure reducer: each event gives the next state and
 * the lookups to run, described as data. The browser runs them through /api, the no-JS form on the edge.
 */
import { POPIN_ACTIONS, type PopinAction } from "./constants";
import type { Messages } from "./messages";

/** The query parameter of a pop-in button's link: the edge renders the page with the pop-in open. */
export const POPIN_QUERY = "popin";

export const isPopinAction = (value: unknown): value is PopinAction => (POPIN_ACTIONS as readonly unknown[]).includes(value);

/** The error line, by what went wrong; its words are the messages' (popin.errors), in the page's language. */
export type PopinError = keyof Messages["popin"]["errors"];

/** A course or a campus as the dropdowns show it. */
export interface Choice {
  name: string;
  slug: string;
}

export interface PopinState {
  open: boolean;
  action: PopinAction;
  course: Choice | null;
  campus: Choice | null;
  /** The courses offered for the action. */
  courses: Choice[];
  /** The campuses offered: those of the chosen course (the no-JS form may list them all). */
  campuses: Choice[];
  error: PopinError | null;
}

/** A lookup the reducer asks for; its answer comes back as an event. */
export type PopinLoad =
  | { kind: "courses"; action: PopinAction }
  | { kind: "campuses"; action: PopinAction; course: string }
  | { kind: "campus"; slug: string }
  | { kind: "link"; action: PopinAction; course: string; campus: string };

/** Where the pop-in is opened: the route's name and parameters decide the starting choices. */
export interface PopinRoute {
  name: string;
  params: Record<string, string>;
}

export type PopinEvent =
  | { type: "open"; action: PopinAction; route: PopinRoute | null }
  | { type: "close" }
  | { type: "choose-course"; slug: string }
  | { type: "choose-campus"; slug: string }
  | { type: "confirm" }
  | { type: "courses-loaded"; action: PopinAction; courses: Choice[] }
  | { type: "campuses-loaded"; action: PopinAction; course: string; campuses: Choice[] }
  /** name null: the campus does not exist. */
  | { type: "campus-loaded"; slug: string; name: string | null }
  | { type: "link-missing" }
  | { type: "failed" };

export interface Transition {
  state: PopinState;
  loads: PopinLoad[];
}

export const closedPopin = (action: PopinAction = "brochure"): PopinState => ({
  open: false,
  action,
  course: null,
  campus: null,
  courses: [],
  campuses: [],
  error: null,
});

const unnamed = (slug: string): Choice => ({ name: "", slug });
const find = (list: Choice[], slug: string) => list.find((choice) => choice.slug === slug) ?? null;

/** A formation page preselects its course, a campus page its campus, any other page nothing. */
function opened(action: PopinAction, route: PopinRoute | null): Transition {
  const slug = route?.params.slug;
  const state: PopinState = { ...closedPopin(action), open: true };
  if (slug && route?.name === "formation") {
    return { state: { ...state, course: unnamed(slug) }, loads: [{ kind: "courses", action }, { kind: "campuses", action, course: slug }] };
  }
  if (slug && route?.name === "campus") {
    const campus = unnamed(slug);
    return { state: { ...state, campus, campuses: [campus] }, loads: [{ kind: "courses", action }, { kind: "campus", slug }] };
  }
  return { state, loads: [{ kind: "courses", action }] };
}

/** With no course, the campus list is the chosen campus alone (the edge may have listed them all). */
const campusesWithoutCourse = (state: PopinState) => (state.campus ? [state.campus] : []);

export function popinTransition(state: PopinState, event: PopinEvent): Transition {
  const next = (changes: Partial<PopinState>, loads: PopinLoad[] = []): Transition => ({ state: { ...state, ...changes }, loads });
  switch (event.type) {
    case "open":
      return opened(event.action, event.route);
    case "close":
      return next({ open: false, error: null, course: null, campus: null, campuses: [] });
    case "choose-course": {
      if (!event.slug) return next({ course: null, error: null, campuses: campusesWithoutCourse(state) });
      const course = find(state.courses, event.slug) ?? unnamed(event.slug);
      return next({ course, error: null }, [{ kind: "campuses", action: state.action, course: course.slug }]);
    }
    case "choose-campus": {
      if (!event.slug) return next({ campus: null, error: null });
      const campus = find(state.campuses, event.slug) ?? unnamed(event.slug);
      return next({ campus, error: null }, [{ kind: "courses", action: state.action }]);
    }
    case "confirm":
      if (!state.course || !state.campus) return next({ error: "missingChoice" });
      return next({ error: null }, [{ kind: "link", action: state.action, course: state.course.slug, campus: state.campus.slug }]);
    case "courses-loaded": {
      if (event.action !== state.action) return next({});
      // A course preselected by the route takes its name from the list; one the action does not offer is dropped.
      const course = state.course ? find(event.courses, state.course.slug) : null;
      if (state.course && !course) return next({ courses: event.courses, course: null, campuses: campusesWithoutCourse(state) });
      return next({ courses: event.courses, course });
    }
    case "campuses-loaded": {
      if (event.action !== state.action || event.course !== state.course?.slug) return next({});
      const campus = state.campus ? find(event.campuses, state.campus.slug) : null;
      return next({ campuses: event.campuses, campus });
    }
    case "campus-loaded": {
      if (event.slug !== state.campus?.slug) return next({});
      if (event.name === null) return next({ campus: null, campuses: state.course ? state.campuses : [] });
      const campus = { slug: event.slug, name: event.name };
      return next({ campus, campuses: state.campuses.map((c) => (c.slug === event.slug ? campus : c)) });
    }
    case "link-missing":
      return next({ error: "missingLink" });
    case "failed":
      return next({ error: "failed" });
  }
}

/** The campus dropdown waits until a course or a campus is chosen. */
export const campusChoiceDisabled = (state: PopinState) => !state.course && !state.campus;
