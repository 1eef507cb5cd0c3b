/** Home (student profile): the campus headline over the school's photograph, the next events and the next open days. */
import { CAMPUS_COUNT_HEADLINE, HOME_EVENTS_SHOWN, HOME_OPEN_DAYS_SHOWN } from "../../core/constants";
import { openDayEvents, upcomingEvents } from "../cms/calls/events";
import { messagesFor } from "../../core/messages";
import { menuCampuses } from "../cms/calls/menus";
import { websiteSettings } from "../cms/calls/settings";
import { feedLink } from "./news";
import { nextOpenDays, openDayOf } from "./open-days";
import { registrationRules, withRegistration } from "./registration";
import { organisationLd } from "./structured-data";
import type { HomeData } from "../../contract/pages";
import type { Loader } from "./types";

export const home: Loader<HomeData> = async (ctx) => {
  const { cms, today, locale } = ctx;
  // the settings are the chrome's call too, made once a request
  const [events, campuses, openDays, rules, settings] = await Promise.all([
    cms.get(upcomingEvents(today)),
    cms.silent(menuCampuses()),
    cms.silent(openDayEvents(today)),
    registrationRules(cms, ctx.config, today),
    cms.silent(websiteSettings()),
  ]);
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
    data: {
      campusCount: count,
      events: withRegistration(events.slice(0, HOME_EVENTS_SHOWN), rules, locale),
      openDays: nextOpenDays(openDays ?? [], HOME_OPEN_DAYS_SHOWN).map((event) => openDayOf(event, ctx, rules)),
      photo: settings?.homeImage ?? null,
    },
  };
};
