import { describe, expect, it } from "vitest";
import { eventSequence, isOver, openDayKind, openDaysHref, registrationLink, registrationOpen, type EventFacts } from "./events";

const planned: EventFacts = {
  type: "portes-ouvertes",
  campus: { slug: "lyon" },
  attendance: null,
  eventStatus: "prevu",
  // 10:00–17:00 in Paris on Saturday 5 December 2026
  dateStart: "2026-12-05T09:00:00.000Z",
  dateEnd: "2026-12-05T16:00:00.000Z",
  url: "https://candidature.example-ecole.fr/jpo/lyon",
  takesRegistration: true,
};

describe("openDayKind", () => {
  it("is an admissions day for the admission type; otherwise online or on campus as the editor says", () => {
    expect(openDayKind(planned)).toBe("sur-le-campus");
    expect(openDayKind({ ...planned, attendance: "en-ligne" })).toBe("en-ligne");
    expect(openDayKind({ ...planned, type: "epreuve-admission", attendance: "en-ligne" })).toBe("admission");
  });

  it("without a word from the editor (older content), online only when there is no campus", () => {
    expect(openDayKind({ ...planned, attendance: undefined })).toBe("sur-le-campus");
    expect(openDayKind({ ...planned, attendance: undefined, campus: null })).toBe("en-ligne");
  });
});

describe("registration", () => {
  it("stays open through the event's last day in Paris, then closes", () => {
    expect(isOver(planned, "2026-12-05")).toBe(false);
    expect(registrationOpen(planned, "2026-12-05")).toBe(true);
    expect(isOver(planned, "2026-12-06")).toBe(true);
    expect(registrationOpen(planned, "2026-12-06")).toBe(false);
    // 23:30 UTC on 5 December is already the 6th in Paris: over only on the 7th
    const lateNight = { ...planned, dateEnd: "2026-12-05T23:30:00.000Z" };
    expect(isOver(lateNight, "2026-12-06")).toBe(false);
    expect(isOver({ ...planned, dateEnd: null }, "2026-12-05")).toBe(false);
  });

  it("is never open for a cancelled event, nor one whose dates cannot be read", () => {
    expect(registrationOpen({ ...planned, eventStatus: "annule" }, "2026-12-01")).toBe(false);
    expect(registrationOpen({ ...planned, eventStatus: "reporte" }, "2026-12-01")).toBe(true);
    expect(registrationOpen({ ...planned, dateStart: "samedi", dateEnd: null }, "2026-12-01")).toBe(false);
  });

  it("leads to the event's own form, else the site's default, none when the event takes no registration", () => {
    expect(registrationLink(planned, "https://crm.example/jpo")).toBe(planned.url);
    expect(registrationLink({ ...planned, url: "  " }, "https://crm.example/jpo")).toBe("https://crm.example/jpo");
    expect(registrationLink({ ...planned, url: null }, null)).toBeNull();
    expect(registrationLink({ ...planned, takesRegistration: false }, "https://crm.example/jpo")).toBeNull();
  });
});

describe("eventSequence", () => {
  it("counts one more for a move and for a cancellation, so calendars replace their copy", () => {
    expect(eventSequence(planned)).toBe(0);
    expect(eventSequence({ ...planned, eventStatus: "reporte", previousDateStart: "2026-11-28T09:00:00.000Z" })).toBe(1);
    expect(eventSequence({ ...planned, eventStatus: "annule" })).toBe(1);
    expect(eventSequence({ ...planned, eventStatus: "annule", previousDateStart: "2026-11-28T09:00:00.000Z" })).toBe(2);
  });
});

describe("openDaysHref", () => {
  it("writes the filters chosen, in the order the page cache keys them", () => {
    expect(openDaysHref("/journees-portes-ouvertes", { campus: null, kind: null })).toBe("/journees-portes-ouvertes");
    expect(openDaysHref("/journees-portes-ouvertes", { campus: "lyon", kind: "en-ligne" })).toBe("/journees-portes-ouvertes?campus=lyon&format=en-ligne");
    expect(openDaysHref("/en/journees-portes-ouvertes", { campus: null, kind: "admission" })).toBe("/en/journees-portes-ouvertes?format=admission");
  });
});
