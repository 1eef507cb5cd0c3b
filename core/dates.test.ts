import { describe, expect, it } from "vitest";
import { formatDay, formatPeriod, formatShortDay, formatTime } from "./dates";

describe("dates in the page's language, Paris time", () => {
  it("writes a day in French and in English", () => {
    expect(formatDay("2026-12-01T09:00:00Z", "fr")).toBe("1 décembre 2026");
    expect(formatDay("2026-12-01T09:00:00Z", "en")).toBe("1 December 2026");
    expect(formatShortDay("2026-12-01T09:00:00Z", "fr")).toBe("01 déc.");
    expect(formatDay("not a date", "en")).toBe("");
  });

  it("counts the day and the hour in Paris, not in UTC", () => {
    expect(formatDay("2026-11-30T23:30:00Z", "en")).toBe("1 December 2026");
    expect(formatTime("2026-06-01T12:00:00Z", "fr")).toBe("14:00");
  });

  it("writes a period, or one day when it starts and ends the same day", () => {
    expect(formatPeriod("2027-03-03T09:00:00Z", "2027-03-05T17:00:00Z", "fr")).toBe("Du 3 mars 2027 au 5 mars 2027");
    expect(formatPeriod("2027-03-03T09:00:00Z", "2027-03-05T17:00:00Z", "en")).toBe("From 3 March 2027 to 5 March 2027");
    expect(formatPeriod("2027-03-03T09:00:00Z", "2027-03-03T17:00:00Z", "en")).toBe("3 March 2027");
  });
});
