/** Home (student profile): the campus headline and the next events. */
import { CAMPUS_COUNT_HEADLINE, HOME_EVENTS_SHOWN } from "../../core/constants";
import { upcomingEvents } from "../cms/calls/events";
import { feedLink } from "./news";
import { organisationLd } from "./structured-data";
import type { HomeData } from "../../content/pages";
import type { Loader } from "./types";

export const home: Loader<HomeData> = async ({ cms, today }) => {
  const events = await cms.get(upcomingEvents(today));
  return {
    head: {
      title: "Écoles de commerce, gestion, comptabilité et paie",
      description: `Formations du BTS au Bac+5 en alternance ou en initial, dans nos ${CAMPUS_COUNT_HEADLINE} campus partout en France.`,
      structuredData: ({ page, settings }) => [organisationLd(settings, page)],
      feeds: [feedLink("news"), feedLink("blog")],
    },
    data: { campusCount: CAMPUS_COUNT_HEADLINE, events: events.slice(0, HOME_EVENTS_SHOWN) },
  };
};
