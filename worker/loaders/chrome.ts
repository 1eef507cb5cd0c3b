/** The data every page's chrome needs (settings, menus, campuses, next events), loaded alongside the page's own. */
import { CAMPUS_MENU_EVENTS_SHOWN } from "../../core/constants";
import { parisDay } from "../../core/dates";
import type { ChromeData } from "../../contract/page";
import { upcomingEvents } from "../cms/calls/events";
import { menu, menuCampuses } from "../cms/calls/menus";
import { websiteSettings } from "../cms/calls/settings";
import type { CmsClient } from "../cms/client";

/** Chrome data is never worth an error page: a failing call is logged and leaves its part empty. */
export async function loadChrome(cms: CmsClient, today = parisDay(new Date())): Promise<ChromeData> {
  const [settings, navbar, footer, campuses, events] = await Promise.all([
    cms.silent(websiteSettings()),
    cms.silent(menu("navbarproto")),
    cms.silent(menu("footer")),
    cms.silent(menuCampuses()),
    cms.silent(upcomingEvents(today)),
  ]);
  return {
    settings,
    navbar: navbar ?? [],
    footer: footer ?? [],
    campuses: campuses ?? [],
    events: (events ?? []).slice(0, CAMPUS_MENU_EVENTS_SHOWN),
  };
}
