/** The pop-in's atoms: the pure transitions wired to /api lookups (fetch answered by a fake), in one store. */
import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dispatchPopinAtom, openPopinAtom, popinStateAtom } from "../../ui/browser/state/popin";
import { bootAtom } from "../../ui/browser/state/page";
import type { BootData, PageRef } from "../../contract/page";
import { closedPopin } from "../../core/popin";

const ANSWERS: Record<string, unknown> = {
  "/api/crm-links/actions": { registration: [{ id: 1, name: "BTS CG", slug: "bts-cg" }, { id: 2, name: "DCG", slug: "dcg" }], contact: [], brochure: [] },
  "/api/crm-links/registration/bts-cg/campuses": [{ id: 3, name: "Campus de Lyon", slug: "lyon" }, { id: 4, name: "Campus de Paris", slug: "paris" }],
  "/api/crm-links/registration/dcg/campuses": [{ id: 4, name: "Campus de Paris", slug: "paris" }],
  "/api/campuses/lyon": { title: "Campus de Lyon", slug: "lyon" },
};

/** Answers by path; `asked` lists what was fetched, query included. */
function answerFetch(asked: string[] = []) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    asked.push(String(input));
    const body = ANSWERS[String(input).split("?")[0]!];
    return body === undefined ? new Response("{}", { status: 404 }) : new Response(JSON.stringify(body), { status: 200 });
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function storeOn(page: Partial<PageRef> | null, locale: BootData["locale"] = "fr") {
  const store = createStore();
  store.set(bootAtom, { page: { path: "/", route: null, ...page }, locale, config: { CONSENT_REQUIRED: true } } as BootData);
  return store;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("pop-in atoms", () => {
  it("opened on a formation page: the lookups' answers come back into the state", async () => {
    answerFetch();
    const store = storeOn({ route: { name: "formation", layout: "default", path: "/formations/bts-cg", locale: "fr", params: { slug: "bts-cg" } } });
    store.set(openPopinAtom, "registration");
    expect(store.get(popinStateAtom)).toMatchObject({ open: true, action: "registration" });
    await settle();
    expect(store.get(popinStateAtom)).toMatchObject({
      course: { name: "BTS CG", slug: "bts-cg" },
      campuses: [{ name: "Campus de Lyon", slug: "lyon" }, { name: "Campus de Paris", slug: "paris" }],
    });
  });

  it("opened on a campus page: the campus title is loaded; a new course clears a campus it is not taught on", async () => {
    answerFetch();
    const store = storeOn({ route: { name: "campus", layout: "default", path: "/campus/lyon", locale: "fr", params: { slug: "lyon" } } });
    store.set(openPopinAtom, "registration");
    await settle();
    expect(store.get(popinStateAtom).campus).toEqual({ name: "Campus de Lyon", slug: "lyon" });
    store.set(dispatchPopinAtom, { type: "choose-course", slug: "dcg" });
    await settle();
    expect(store.get(popinStateAtom)).toMatchObject({ course: { slug: "dcg" }, campus: null });
  });

  it("a failing lookup shows the generic error line", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("offline"));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const store = storeOn(null);
    store.set(openPopinAtom, "brochure");
    await settle();
    expect(store.get(popinStateAtom).error).toBe("failed");
  });

  it("asks /api in the page's language", async () => {
    const asked: string[] = [];
    answerFetch(asked);
    const store = storeOn({ route: { name: "formation", layout: "default", path: "/en/formations/bts-cg", locale: "en", params: { slug: "bts-cg" } } }, "en");
    store.set(openPopinAtom, "registration");
    await settle();
    expect(asked.sort()).toEqual(["/api/crm-links/actions?locale=en", "/api/crm-links/registration/bts-cg/campuses?locale=en"]);
  });

  it("starts from the edge's state, and closing clears the choices", () => {
    const store = createStore();
    const edge = { ...closedPopin("contact"), open: true, course: { name: "DCG", slug: "dcg" } };
    store.set(bootAtom, { popin: edge } as unknown as BootData);
    expect(store.get(popinStateAtom)).toMatchObject({ open: true, action: "contact" });
    store.set(dispatchPopinAtom, { type: "close" });
    expect(store.get(popinStateAtom)).toMatchObject({ open: false, course: null, campus: null });
  });
});
