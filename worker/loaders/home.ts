/** Home (student profile): the campus headline and the next events. */
import { CAMPUS_COUNT_HEADLINE, HOME_EVENTS_SHOWN } from "../../core/constants";
import { upcomingEvents } from "../cms/calls/events";
import { messagesFor } from "../../core/messages";
import { feedLink } from "./news";
import { organisationLd } from "./structured-data";
import type { HomeData } from "../../content/pages";
import type { Loader } from "./types";

export const home: Loader<HomeData> = async ({ cms, today, locale }) => {
  const events = await cms.get(upcomingEvents(today));
  const m = messagesFor(locale).home;
  return {
    head: {
      title: m.title,
      description: m.description(CAMPUS_COUNT_HEADLINE),
      structuredData: ({ page, settings }) => [organisationLd(settings, page, locale)],
      feeds: [feedLink("news"), feedLink("blog")],
    },
    data: { campusCount: CAMPUS_COUNT_HEADLINE, events: events.slice(0, HOME_EVENTS_SHOWN) },
  };
};
