/** Home (student profile): the campus headline over the school's photograph, and the next events. */
import { CAMPUS_COUNT_HEADLINE, HOME_EVENTS_SHOWN } from "../../core/constants";
import { upcomingEvents } from "../cms/calls/events";
import { messagesFor } from "../../core/messages";
import { menuCampuses } from "../cms/calls/menus";
import { websiteSettings } from "../cms/calls/settings";
import { feedLink } from "./news";
import { organisationLd } from "./structured-data";
import type { HomeData } from "../../contract/pages";
import type { Loader } from "./types";

export const home: Loader<HomeData> = async ({ cms, today, locale }) => {
  // the settings are the chrome's call too, made once a request
  const [events, campuses, settings] = await Promise.all([cms.get(upcomingEvents(today)), cms.silent(menuCampuses()), cms.silent(websiteSettings())]);
  // The campuses the CMS lists (the mega-menu's call, made once a request); the headline's figure when it lists none.
  const count = campuses?.length || CAMPUS_COUNT_HEADLINE;
  const m = messagesFor(locale).home;
  return {
    head: {
      title: m.title,
      description: m.description(count),
      structuredData: ({ page, settings }) => [organisationLd(settings, page, locale)],
      feeds: [feedLink("news"), feedLink("blog")],
    },
    data: { campusCount: count, events: events.slice(0, HOME_EVENTS_SHOWN), photo: settings?.homeImage ?? null },
  };
};
