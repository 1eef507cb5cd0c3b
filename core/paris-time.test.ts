import { describe, expect, it } from "vitest";
import { endOfParisDay, parisTime } from "./paris-time";

/** The runtime's own time-zone data, as the oracle. */
const intl = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});
const byIntl = (at: Date) => {
  const parts = Object.fromEntries(intl.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
};

describe("parisTime", () => {
  it("agrees with the time-zone database every 7 hours and 13 minutes from 1997 to 2040", () => {
    const step = (7 * 60 + 13) * 60_000;
    let disagreements = 0;
    for (let at = Date.UTC(1997, 0, 1); at < Date.UTC(2040, 0, 1); at += step) {
      if (JSON.stringify(parisTime(new Date(at))) !== JSON.stringify(byIntl(new Date(at)))) disagreements++;
    }
    expect(disagreements).toBe(0);
  });

  it("switches to summer time at 01:00 UTC on the last Sunday of March, back on the last Sunday of October", () => {
    expect(parisTime(new Date("2026-03-29T00:59:00Z"))).toMatchObject({ day: 29, hour: 1, minute: 59 });
    expect(parisTime(new Date("2026-03-29T01:00:00Z"))).toMatchObject({ day: 29, hour: 3, minute: 0 });
    expect(parisTime(new Date("2026-10-25T00:59:00Z"))).toMatchObject({ day: 25, hour: 2, minute: 59 });
    expect(parisTime(new Date("2026-10-25T01:00:00Z"))).toMatchObject({ day: 25, hour: 2, minute: 0 });
  });

  it("turns the year at midnight in Paris", () => {
    expect(parisTime(new Date("2026-12-31T23:00:00Z"))).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 0 });
  });
});

describe("endOfParisDay", () => {
  it("is the next midnight on Paris clocks for every day from 2024 to 2031, by the time-zone database", () => {
    const wrong: string[] = [];
    for (let at = Date.UTC(2024, 0, 1, 12); at < Date.UTC(2031, 0, 1); at += 24 * 3_600_000) {
      const day = new Date(at).toISOString().slice(0, 10);
      const end = endOfParisDay(day);
      const justBefore = byIntl(new Date(end - 60_000));
      const atEnd = byIntl(new Date(end));
      if (justBefore.hour !== 23 || justBefore.minute !== 59 || atEnd.hour !== 0 || atEnd.minute !== 0) wrong.push(day);
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
