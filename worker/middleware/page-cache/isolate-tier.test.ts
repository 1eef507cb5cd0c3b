import { describe, expect, it } from "vitest";
import type { PageEntry } from "./entry";
import { isolateTier } from "./isolate-tier";

const entry = (size: number): PageEntry => ({ bytes: new Uint8Array(size), headers: [], storedAt: 0, slots: [], nonceLength: 0 });

describe("the isolate's page-cache tier", () => {
  it("gives back what it keeps, under its key only", () => {
    const tier = isolateTier(1000);
    const page = entry(10);
    tier.set("/a", page);
    expect(tier.get("/a")).toBe(page);
    expect(tier.get("/b")).toBeUndefined();
  });

  it("drops the least recently used entries past its byte budget", () => {
    const tier = isolateTier(800);
    tier.set("/a", entry(100));
    tier.set("/b", entry(100));
    tier.get("/a");
    for (const key of ["/c", "/d", "/e", "/f", "/g", "/h"]) tier.set(key, entry(100));
    tier.set("/i", entry(100));
    expect(tier.get("/b")).toBeUndefined();
    expect(tier.get("/a")).toBeDefined();
    expect(tier.get("/i")).toBeDefined();
  });

  it("counts a replaced entry once", () => {
    const tier = isolateTier(300);
    for (let i = 0; i < 10; i++) tier.set("/a", entry(30));
    tier.set("/b", entry(30));
    tier.set("/c", entry(30));
    expect(["/a", "/b", "/c"].map((key) => tier.get(key) !== undefined)).toEqual([true, true, true]);
  });

  it("never keeps one answer big enough to flush the others", () => {
    const tier = isolateTier(800);
    tier.set("/a", entry(100));
    tier.set("/huge", entry(101));
    expect(tier.get("/huge")).toBeUndefined();
    expect(tier.get("/a")).toBeDefined();
  });

  it("forgets a deleted entry", () => {
    const tier = isolateTier(800);
    tier.set("/a", entry(100));
    tier.delete("/a");
    expect(tier.get("/a")).toBeUndefined();
  });
});
