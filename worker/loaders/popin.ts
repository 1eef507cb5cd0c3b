/**
 * The pop-in as the edge renders it open (a `?popin=` link, or /crm/confirm answering an error): the
 * same transitions as in the browser, their lookups run against the CMS, and the campus list filled
 * for a form that works without JavaScript.
 */
import type { PopinAction } from "../../core/constants";
import { statusOf } from "../../core/errors";
import { closedPopin, isPopinAction, popinTransition, type Choice, type PopinError, type PopinEvent, type PopinLoad, type PopinRoute, type PopinState, type Transition } from "../../core/popin";
import { menuCampuses } from "../cms/calls/menus";
import { campusTitle, crmActions, crmCampuses } from "../cms/calls/crm-links";
import type { CmsClient } from "../cms/client";

const asChoices = (list: { name: string; slug: string }[]): Choice[] => list.map(({ name, slug }) => ({ name, slug }));

/** A 404 is an answer (no such course or campus): `missing` stands for it; other failures are thrown. */
async function orMissing<T>(load: Promise<T>, missing: T): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (statusOf(error) === 404) return missing;
    throw error;
  }
}

async function lookup(cms: CmsClient, load: PopinLoad): Promise<PopinEvent | null> {
  switch (load.kind) {
    case "courses":
      return { type: "courses-loaded", action: load.action, courses: asChoices((await cms.get(crmActions()))[load.action]) };
    case "campuses": {
      const campuses = await orMissing(cms.get(crmCampuses(load.action, load.course)), []);
      return { type: "campuses-loaded", action: load.action, course: load.course, campuses: asChoices(campuses) };
    }
    case "campus": {
      const campus = await orMissing(cms.get(campusTitle(load.slug)), null);
      return { type: "campus-loaded", slug: load.slug, name: campus?.data.title ?? null };
    }
    case "link":
      return null;
  }
}

/** Runs a transition's lookups and applies their answers in order; a failed lookup leaves its list empty. */
async function settle(cms: CmsClient, { state, loads }: Transition): Promise<PopinState> {
  const answers = await Promise.all(
    loads.map((load) =>
      lookup(cms, load).catch((error: unknown) => {
        console.warn(`Pop-in lookup ${load.kind} failed:`, String(error));
        return null;
      }),
    ),
  );
  return answers.reduce((current, answer) => (answer ? popinTransition(current, answer).state : current), state);
}

/** Without JavaScript the campus list cannot wait for a course: with none chosen, it offers every campus. */
async function everyCampus(cms: CmsClient): Promise<Choice[]> {
  const campuses = await cms.silent(menuCampuses());
  return (campuses ?? []).map(({ title, slug }) => ({ name: title, slug }));
}

/** Opened from a page: the route's preselection, lists filled. */
export async function openedPopin(cms: CmsClient, action: PopinAction, route: PopinRoute | null): Promise<PopinState> {
  const [state, all] = await Promise.all([settle(cms, popinTransition(closedPopin(action), { type: "open", action, route })), everyCampus(cms)]);
  return state.course ? state : { ...state, campuses: all };
}

/** Sent back by /crm/confirm: the visitor's choices kept where they exist, and the error line. */
export async function rejectedPopin(cms: CmsClient, action: PopinAction, chosen: { course: string; campus: string }, error: PopinError): Promise<PopinState> {
  const opened = popinTransition(closedPopin(action), { type: "open", action, route: null });
  const withCourse = chosen.course ? popinTransition(opened.state, { type: "choose-course", slug: chosen.course }) : { state: opened.state, loads: [] };
  const [state, all] = await Promise.all([settle(cms, { state: withCourse.state, loads: [...opened.loads, ...withCourse.loads] }), everyCampus(cms)]);
  const campuses = state.course ? state.campuses : all;
  const campus = [...campuses, ...all].find((c) => c.slug === chosen.campus) ?? null;
  return { ...state, campuses, campus, error };
}

/** For a page render: the pop-in a `?popin=<action>` link asks for, if any. */
export function popinFromQuery(cms: CmsClient, action: string | undefined, route: PopinRoute | null): Promise<PopinState> | undefined {
  return isPopinAction(action) ? openedPopin(cms, action, route) : undefined;
}
