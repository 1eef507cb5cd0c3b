import { describe, expect, it } from "vitest";
import { parisTime } from "./paris-time";

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
