/** The iCalendar writer, its files read back with a maintained parser (ical.js): times, zone, escaping, folding, states. */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { fold, icsCalendar, type IcsEvent } from "./ics";

const stamp = new Date("2026-11-20T08:30:00.000Z");

const openDay: IcsEvent = {
  uid: "event-abc123@www.ecole.test",
  sequence: 0,
  // 10:00 and 17:00 in Paris (winter time, +01:00)
  start: "2026-12-05T09:00:00.000Z",
  end: "2026-12-05T16:00:00.000Z",
  summary: "Journée portes ouvertes – campus de Lyon",
  description: "Visite, ateliers; rencontres, questions\\réponses\nInscription : https://www.ecole.test/agenda/po-lyon/inscription",
  location: "Campus de Lyon, 47 rue de la République, 69002 Lyon",
  geo: { latitude: 45.764, longitude: 4.8357 },
  url: "https://www.ecole.test/agenda/po-lyon",
  cancelled: false,
  lastModified: "2026-11-02T10:00:00.000Z",
};

/** A line's length in UTF-8 octets: each escaped byte counted once, by the standard library's own encoder. */
const octetsOf = (line: string) => encodeURIComponent(line).replace(/%[0-9A-F]{2}/g, "x").length;

/** A property's value as a time. */
const timeOf = (component: ICAL.Component, name: string) => (component.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();

/** The file's events as ical.js reads them. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)) };
}

describe("icsCalendar", () => {
  it("writes a calendar ical.js reads, with every property of the event", () => {
    const { calendar, events } = parsed(icsCalendar({ productId: "-//École Exemple//Journées portes ouvertes//FR", stamp, events: [openDay] }));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//École Exemple//Journées portes ouvertes//FR");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toBe(openDay.uid);
    expect(event!.summary).toBe(openDay.summary);
    // escaped on the way out (\\, \;, \,, \n), read back whole
    expect(event!.description).toBe(openDay.description);
    expect(event!.location).toBe(openDay.location);
    expect(event!.sequence).toBe(0);
    const vevent = event!.component;
    expect(vevent.getFirstPropertyValue("url")).toBe(openDay.url);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(vevent.getFirstPropertyValue("geo")).toEqual([45.764, 4.8357]);
    expect(timeOf(vevent, "dtstamp")).toBe(stamp.toISOString());
    expect(timeOf(vevent, "last-modified")).toBe("2026-11-02T10:00:00.000Z");
  });

  it("gives start and end as Paris wall-clock times under TZID=Europe/Paris, which the file's VTIMEZONE turns back into the instants, summer and winter", () => {
    const summer = { ...openDay, uid: "summer@x", start: "2027-06-12T08:00:00.000Z", end: "2027-06-12T15:00:00.000Z" };
    // a fortnight after the clocks went forward (28 March 2027), a fortnight before they go back (31 October)
    const spring = { ...openDay, uid: "spring@x", start: "2027-04-10T08:00:00.000Z", end: "2027-04-10T15:00:00.000Z" };
    const autumn = { ...openDay, uid: "autumn@x", start: "2027-10-16T08:00:00.000Z", end: "2027-10-16T15:00:00.000Z" };
    // the night the clocks go back: 02:30 comes twice; this is the second (winter) one
    const changeover = { ...openDay, uid: "changeover@x", start: "2026-10-25T01:30:00.000Z", end: "2026-10-25T03:00:00.000Z" };
    const { calendar, events } = parsed(icsCalendar({ productId: "-//x//y//FR", stamp, events: [openDay, summer, changeover, spring, autumn] }));
    expect(calendar.getAllSubcomponents("vtimezone").map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual(["Europe/Paris"]);
    const start = (i: number) => events[i]!.startDate;
    expect([start(0).hour, start(0).minute, start(0).zone.tzid]).toEqual([10, 0, "Europe/Paris"]);
    expect(events[0]!.component.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Europe/Paris");
    expect([events[0]!.endDate.hour, events[1]!.startDate.hour]).toEqual([17, 10]);
    expect([events[3]!.startDate.hour, events[4]!.startDate.hour]).toEqual([10, 10]);
    for (const [i, event] of [openDay, summer, changeover, spring, autumn].entries()) {
      expect(events[i]!.startDate.toJSDate().toISOString(), event.uid).toBe(event.start);
      expect(events[i]!.endDate.toJSDate().toISOString(), event.uid).toBe(event.end);
    }
  });

  it("says a cancelled event is, with its sequence, so calendars replace the copy they hold", () => {
    const { events } = parsed(icsCalendar({ productId: "-//x//y//FR", stamp, events: [{ ...openDay, cancelled: true, sequence: 2 }] }));
    expect(events[0]!.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(events[0]!.sequence).toBe(2);
  });

  it("leaves out an unreadable start, and an end that is unreadable or not after the start", () => {
    const { events } = parsed(
      icsCalendar({
        productId: "-//x//y//FR",
        stamp,
        events: [
          { ...openDay, uid: "no-start@x", start: "demain" },
          { ...openDay, uid: "no-end@x", end: null },
          { ...openDay, uid: "bad-end@x", end: "plus tard" },
          { ...openDay, uid: "end-first@x", end: "2026-12-05T08:00:00.000Z" },
        ],
      }),
    );
    expect(events.map((e) => e.uid)).toEqual(["no-end@x", "bad-end@x", "end-first@x"]);
    for (const event of events) expect(event.component.hasProperty("dtend")).toBe(false);
  });

  it("names a subscribed calendar and asks its clients to read it again", () => {
    const { calendar } = parsed(icsCalendar({ productId: "-//x//y//FR", stamp, name: "Journées portes ouvertes – Campus de Lyon", refresh: "PT12H", events: [] }));
    expect(calendar.getFirstPropertyValue("name")).toBe("Journées portes ouvertes – Campus de Lyon");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Journées portes ouvertes – Campus de Lyon");
    expect(String(calendar.getFirstPropertyValue("refresh-interval"))).toBe("PT12H");
  });

  it("ends every line with CRLF and folds none past 75 octets, never inside a character", () => {
    const long = { ...openDay, description: "Journée d’échanges – « portes ouvertes » : ".repeat(12), summary: "é".repeat(80) };
    const text = icsCalendar({ productId: "-//x//y//FR", stamp, events: [long] });
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.slice(0, -2).split("\r\n");
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of lines) {
      expect(octetsOf(line), line).toBeLessThanOrEqual(75);
      expect(line.includes("\n") || line.includes("\r") || line.includes("\uFFFD")).toBe(false);
    }
    const { events } = parsed(text);
    expect(events[0]!.description).toBe(long.description);
    expect(events[0]!.summary).toBe(long.summary);
  });
});

describe("fold", () => {
  it("leaves a short line alone and continues a long one on lines starting with a space", () => {
    expect(fold("SUMMARY:Portes ouvertes")).toBe("SUMMARY:Portes ouvertes");
    const folded = fold(`DESCRIPTION:${"a".repeat(200)}`).split("\r\n");
    expect(folded.map((line) => line.length)).toEqual([75, 75, 64]);
    expect(folded.slice(1).every((line) => line.startsWith(" "))).toBe(true);
  });

  it("counts octets: a character of two or four bytes moves whole to the next line", () => {
    // 74 octets, then é (2) would make 76
    const [first, second] = fold(`X:${"a".repeat(72)}é🙂`).split("\r\n");
    expect(octetsOf(first!)).toBe(74);
    expect(second).toBe(" é🙂");
    // 73 octets, then 🙂 (4) would make 77
    expect(fold(`X:${"a".repeat(71)}🙂`).split("\r\n")).toEqual([`X:${"a".repeat(71)}`, " 🙂"]);
  });
});
