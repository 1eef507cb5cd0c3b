/** Home (student profile): the campus headline and the next events. */
import { CAMPUS_COUNT_HEADLINE, HOME_EVENTS_SHOWN } from "../../core/constants";
import { upcomingEvents } from "../cms/calls/events";
import { websiteSettings } from "../cms/calls/settings";
import { messagesFor } from "../../core/messages";
import { organisationLd } from "./structured-data";
import type { HomeData } from "../../content/pages";
import type { Loader } from "./types";

export const home: Loader<HomeData> = async ({ cms, today, url, locale }) => {
  const [events, settings] = await Promise.all([cms.get(upcomingEvents(today)), cms.silent(websiteSettings())]);
  const m = messagesFor(locale).home;
  return {
    head: {
      title: m.title,
      description: m.description(CAMPUS_COUNT_HEADLINE),
      structuredData: [organisationLd(settings, url, locale)],
    },
    data: { campusCount: CAMPUS_COUNT_HEADLINE, events: events.slice(0, HOME_EVENTS_SHOWN) },
  };
};
