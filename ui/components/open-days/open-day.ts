/** What the open days' parts draw: an open day as its pages show it, and a campus's calendar of them. */
import type { EventStatus, OpenDayKind } from "../../../core/events";

/** An open day (or admissions day) as its pages show it, its dates written by the server in the page's language. */
export interface OpenDay {
  slug: string;
  title: string;
  kind: OpenDayKind;
  status: EventStatus;
  /** Its campus, with the address to find it: "47 rue de la République, 69002 Lyon". */
  campus: { title: string; slug: string; place: string } | null;
  dateStart: string;
  /** « samedi 5 décembre, 10 h – 17 h » */
  when: string;
  /** The day it was first announced for, once moved: « samedi 28 novembre ». */
  previously: string | null;
  registration: string | null;
}

/** A campus's open days as a calendar to subscribe to: the webcal:// address calendar apps open, and the same file over https. */
export interface CampusCalendar {
  campusTitle: string;
  subscribe: string;
  file: string;
}
