import { describe, expect, it } from "vitest";
import { endOfParisDay, formatDay, formatPeriod, formatShortDay, formatSlot, formatTime, formatWeekdayDay, monthOf, parisDay } from "./dates";

/** The texts with ordinary spaces, to read the words; the non-breaking ones are checked on their own. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("formatDay", () => {
  it("writes the first of the month as 1er in French, other days as numbers; plain numbers in English", () => {
    expect(plain(formatDay("2026-12-01T09:00:00+01:00", "fr"))).toBe("1er décembre 2026");
    expect(plain(formatDay("2026-11-21T09:00:00+01:00", "fr"))).toBe("21 novembre 2026");
    expect(plain(formatDay("2026-12-01T09:00:00+01:00", "en"))).toBe("1 December 2026");
  });

  it("keeps the day with its month (non-breaking space), in Paris time", () => {
    expect(formatDay("2026-12-01T09:00:00+01:00", "fr")).toBe("1er\u00a0décembre 2026");
    // 23:30 UTC on 30 November is already 1 December in Paris.
    expect(plain(formatDay("2026-11-30T23:30:00Z", "fr"))).toBe("1er décembre 2026");
    expect(plain(formatDay("2026-11-30T23:30:00Z", "en"))).toBe("1 December 2026");
  });

  it("says nothing of an unreadable date", () => {
    expect(formatDay("pas une date", "fr")).toBe("");
    expect(formatTime("not a date", "en")).toBe("");
  });
});

describe("formatShortDay and formatTime", () => {
  it("abbreviates the month for badges, 1er included", () => {
    expect(formatShortDay("2026-12-01T09:00:00+01:00", "fr")).toBe("1er\u00a0déc.");
    expect(plain(formatShortDay("2027-03-12T09:00:00+01:00", "fr"))).toBe("12 mars");
  });

  it("gives the hour in Paris, as each language writes it", () => {
    expect(formatTime("2026-06-01T12:00:00Z", "en")).toBe("14:00");
    expect(formatTime("2026-06-01T12:00:00Z", "fr")).toBe("14\u00a0h");
    expect(formatTime("2026-06-01T12:30:00Z", "fr")).toBe("14\u00a0h\u00a030");
  });
});

describe("formatPeriod", () => {
  it("is one day when there is no end, or it ends the day it starts", () => {
    expect(plain(formatPeriod("2026-12-01T09:00:00+01:00", undefined, "fr"))).toBe("1er décembre 2026");
    expect(plain(formatPeriod("2026-12-01T09:00:00+01:00", "2026-12-01T17:00:00+01:00", "fr"))).toBe("1er décembre 2026");
    expect(plain(formatPeriod("2026-12-01T09:00:00+01:00", null, "en"))).toBe("1 December 2026");
  });

  it("says the month and year once within a month", () => {
    expect(plain(formatPeriod("2026-11-21T09:00:00+01:00", "2026-11-23T17:00:00+01:00", "fr"))).toBe("du 21 au 23 novembre 2026");
    expect(plain(formatPeriod("2026-12-01T09:00:00+01:00", "2026-12-03T17:00:00+01:00", "fr"))).toBe("du 1er au 3 décembre 2026");
    expect(plain(formatPeriod("2026-11-21T09:00:00+01:00", "2026-11-23T17:00:00+01:00", "en"))).toBe("21 – 23 November 2026");
  });

  it("names both months across months, the year once", () => {
    expect(plain(formatPeriod("2026-11-30T09:00:00+01:00", "2026-12-02T17:00:00+01:00", "fr"))).toBe("du 30 novembre au 2 décembre 2026");
    expect(formatPeriod("2026-11-30T09:00:00+01:00", "2026-12-02T17:00:00+01:00", "fr")).toBe("du 30\u00a0novembre au 2\u00a0décembre 2026");
  });

  it("names both years across years", () => {
    expect(plain(formatPeriod("2026-12-30T09:00:00+01:00", "2027-01-02T17:00:00+01:00", "fr"))).toBe("du 30 décembre 2026 au 2 janvier 2027");
  });

  it("falls back to the start day when the end is unreadable, and to nothing when the start is", () => {
    expect(plain(formatPeriod("2026-12-01T09:00:00+01:00", "bientôt", "fr"))).toBe("1er décembre 2026");
    expect(formatPeriod("bientôt", "2026-12-01T09:00:00+01:00", "fr")).toBe("");
  });
});

describe("Paris time", () => {
  it("is the day in Paris", () => {
    expect(parisDay(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12-01");
  });

  it("switches to summer time at 01:00 UTC on the last Sunday of March", () => {
    expect(formatTime("2026-03-29T00:59:00Z", "en")).toBe("01:59");
    expect(formatTime("2026-03-29T01:00:00Z", "en")).toBe("03:00");
    expect(formatTime("2027-03-28T00:59:00Z", "en")).toBe("01:59");
    expect(formatTime("2027-03-28T01:00:00Z", "en")).toBe("03:00");
  });

  it("goes back to winter time at 01:00 UTC on the last Sunday of October", () => {
    expect(formatTime("2026-10-25T00:59:00Z", "en")).toBe("02:59");
    expect(formatTime("2026-10-25T01:00:00Z", "en")).toBe("02:00");
    expect(formatTime("2027-10-31T00:59:00Z", "en")).toBe("02:59");
    expect(formatTime("2027-10-31T01:00:00Z", "en")).toBe("02:00");
  });

  it("turns the day at midnight in Paris, an hour earlier in UTC in winter, two in summer", () => {
    expect(parisDay(new Date("2026-12-31T22:59:59Z"))).toBe("2026-12-31");
    expect(parisDay(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
    expect(formatTime("2026-12-31T23:00:00Z", "en")).toBe("00:00");
    expect(parisDay(new Date("2026-07-31T21:59:59Z"))).toBe("2026-07-31");
    expect(parisDay(new Date("2026-07-31T22:00:00Z"))).toBe("2026-08-01");
    expect(formatDay("2026-07-31T22:30:00Z", "fr")).toBe("1er\u00a0août 2026");
    expect(formatDay("2026-07-31T22:30:00Z", "en")).toBe("1\u00a0August 2026");
    expect(formatShortDay("2026-07-31T22:30:00Z", "fr")).toBe("1er\u00a0août");
    expect(formatShortDay("2026-07-01T09:00:00+02:00", "en")).toBe("1\u00a0Jul");
  });

  it("says the words of the catalogue, not the runtime's", () => {
    expect(formatShortDay("2026-07-14T09:00:00+02:00", "fr")).toBe("14\u00a0juil.");
    expect(formatShortDay("2026-09-14T09:00:00+02:00", "en")).toBe("14\u00a0Sept");
  });
});

describe("endOfParisDay", () => {
  /** Paris wall-clock hour and minute of an instant, read by a formatter of the test's own (made once: thousands of days). */
  const parisHourMinute = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "numeric", minute: "numeric", hourCycle: "h23" });
  const clock = (at: number) => {
    const parts = parisHourMinute.formatToParts(new Date(at));
    const read = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    return { hour: read("hour"), minute: read("minute") };
  };

  it("is the next midnight on Paris clocks for every day from 2024 to 2031", () => {
    const wrong: string[] = [];
    for (let at = Date.UTC(2024, 0, 1, 12); at < Date.UTC(2031, 0, 1); at += 24 * 3_600_000) {
      const day = new Date(at).toISOString().slice(0, 10);
      const end = endOfParisDay(day);
      const before = clock(end - 60_000);
      const after = clock(end);
      if (before.hour !== 23 || before.minute !== 59 || after.hour !== 0 || after.minute !== 0) wrong.push(day);
    }
    expect(wrong).toEqual([]);
  });

  it("ends the days around the clock changes at 22:00 or 23:00 UTC", () => {
    expect(new Date(endOfParisDay("2026-03-28")).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(new Date(endOfParisDay("2026-03-29")).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(new Date(endOfParisDay("2026-10-24")).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(new Date(endOfParisDay("2026-10-25")).toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("is NaN for a day it cannot read", () => {
    expect(endOfParisDay("demain")).toBeNaN();
  });
});

describe("formatSlot", () => {
  // Saturday 5 December 2026, 10:00 to 17:00 in Paris (+01:00)
  const start = "2026-12-05T09:00:00.000Z";
  const end = "2026-12-05T16:00:00.000Z";

  it("writes the weekday, the day and the hours in French typography: « samedi 5 décembre, 10 h – 17 h »", () => {
    expect(formatSlot(start, end, "fr", "2026-11-20")).toBe("samedi 5\u00a0décembre, 10\u00a0h\u00a0– 17\u00a0h");
    expect(plain(formatSlot("2026-12-01T08:30:00.000Z", null, "fr", "2026-11-20"))).toBe("mardi 1er décembre, 9 h 30");
  });

  it("in English, the 24-hour clock", () => {
    expect(plain(formatSlot(start, end, "en", "2026-11-20"))).toBe("Saturday 5 December, 10:00 – 17:00");
  });

  it("reads the Paris clock across the time change, and says the year only outside the current one", () => {
    // summer time: 08:00 UTC is 10:00 in Paris
    expect(plain(formatSlot("2027-06-12T08:00:00.000Z", "2027-06-12T15:00:00.000Z", "fr", "2026-11-20"))).toBe("samedi 12 juin 2027, 10 h – 17 h");
    expect(plain(formatSlot("2027-06-12T08:00:00.000Z", null, "fr", "2027-01-02"))).toBe("samedi 12 juin, 10 h");
  });

  it("over several days, both ends with their hours", () => {
    expect(plain(formatSlot("2026-12-04T09:00:00.000Z", end, "fr", "2026-11-20"))).toBe("du vendredi 4 décembre à 10 h au samedi 5 décembre à 17 h");
    expect(plain(formatSlot("2026-12-04T09:00:00.000Z", end, "en", "2026-11-20"))).toBe("from Friday 4 December, 10:00 to Saturday 5 December, 17:00");
  });

  it("says nothing of an unreadable start, and leaves out an unreadable end", () => {
    expect(formatSlot("samedi", end, "fr", "2026-11-20")).toBe("");
    expect(plain(formatSlot(start, "plus tard", "fr", "2026-11-20"))).toBe("samedi 5 décembre, 10 h");
    expect(formatWeekdayDay("samedi", "fr", "2026-11-20")).toBe("");
  });
});

describe("monthOf", () => {
  it("gives the Paris month's key and its heading", () => {
    // 23:30 UTC on 31 December is already January in Paris
    expect(monthOf("2026-12-31T23:30:00.000Z", "fr")).toEqual({ key: "2027-01", label: "Janvier 2027" });
    expect(monthOf("2026-12-05T09:00:00.000Z", "en")).toEqual({ key: "2026-12", label: "December 2026" });
    expect(monthOf("bientôt", "fr")).toBeNull();
  });
});
