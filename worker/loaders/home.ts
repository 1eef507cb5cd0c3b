/** Home (student profile): the campus headline and the next events. */
import { CAMPUS_COUNT_HEADLINE, HOME_EVENTS_SHOWN } from "../../core/constants";
import { upcomingEvents } from "../cms/calls/events";
import { menuCampuses } from "../cms/calls/menus";
import { feedLink } from "./news";
import { organisationLd } from "./structured-data";
import type { HomeData } from "../../content/pages";
import type { Loader } from "./types";

export const home: Loader<HomeData> = async ({ cms, today }) => {
  const [events, campuses] = await Promise.all([cms.get(upcomingEvents(today)), cms.silent(menuCampuses())]);
  // The campuses the CMS lists (the mega-menu's call, made once a request); the headline's figure when it lists none.
  const count = campuses?.length || CAMPUS_COUNT_HEADLINE;
  return {
    head: {
      title: "Écoles de commerce, gestion, comptabilité et paie",
      description: `Formations du BTS au Bac+5 en alternance ou en initial, dans nos ${count} campus partout en France.`,
      structuredData: ({ page, settings }) => [organisationLd(settings, page)],
      feeds: [feedLink("news"), feedLink("blog")],
    },
    data: { campusCount: count, events: events.slice(0, HOME_EVENTS_SHOWN) },
  };
};
