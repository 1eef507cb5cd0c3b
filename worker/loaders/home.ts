/** Home (student profile): the campus headline and the next events. */
import { CAMPUS_COUNT_HEADLINE, HOME_EVENTS_SHOWN } from "../../core/constants";
import { upcomingEvents } from "../cms/calls/events";
import { menuCampuses } from "../cms/calls/menus";
import { websiteSettings } from "../cms/calls/settings";
import { organisationLd } from "./structured-data";
import type { HomeData } from "../../content/pages";
import type { Loader } from "./types";

export const home: Loader<HomeData> = async ({ cms, today, url }) => {
  const [events, settings, campuses] = await Promise.all([cms.get(upcomingEvents(today)), cms.silent(websiteSettings()), cms.silent(menuCampuses())]);
  // The campuses the CMS lists (the mega-menu's call, made once a request); the headline's figure when it lists none.
  const count = campuses?.length || CAMPUS_COUNT_HEADLINE;
  return {
    head: {
      title: "Écoles de commerce, gestion, comptabilité et paie",
      description: `Formations du BTS au Bac+5 en alternance ou en initial, dans nos ${count} campus partout en France.`,
      structuredData: [organisationLd(settings, url)],
    },
    data: { campusCount: count, events: events.slice(0, HOME_EVENTS_SHOWN) },
  };
};
