/** The pop-in's /api allow-list in workerd: allowed shapes, validation, other paths and methods, no token leaks. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeCms, json, uniqueCmsUrl, type SeenCall } from "../../tests/worker/fake-cms";
import { request } from "../../tests/worker/app";

const choice = (id: number, name: string, slug: string) => ({ id, documentId: `doc-${id}`, name, slug });

/** The CMS, answering like the embedded Strapi (bare JSON for crm-links, `{data}` for campuses). */
function popinCms(link: (call: SeenCall) => Response = () => json({ url: "https://crm.example/bts-cg/lyon" })) {
  return fakeCms((call) => {
    const path = call.url.pathname;
    if (path === "/api/crm-links/actions") {
      return json({ registration: [choice(1, "BTS Comptabilité et Gestion", "bts-cg")], contact: [], brochure: [choice(2, "Bachelor RH", "bachelor-rh")] });
    }
    if (path === "/api/crm-links/registration/bts-cg/campuses") return json([choice(3, "Lyon", "lyon")]);
    if (path.startsWith("/api/crm-links/")) return link(call);
    if (path === "/api/campuses/lyon") return json({ data: { id: 3, documentId: "d3", title: "Lyon", slug: "lyon", phone: "04" }, meta: {} });
    return json({ data: null, error: { status: 404, message: "Not Found" } }, 404);
  });
}

const get = (path: string, init: RequestInit = {}) => request(path, init, { CMS_URL: uniqueCmsUrl() });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/api allow-list", () => {
  it("answers the actions as lists of {id, name, slug}, publicly cacheable for a minute", async () => {
    const cms = popinCms();
    const { res } = await get("/api/crm-links/actions");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await res.json()).toEqual({
      registration: [{ id: 1, name: "BTS Comptabilité et Gestion", slug: "bts-cg" }],
      contact: [],
      brochure: [{ id: 2, name: "Bachelor RH", slug: "bachelor-rh" }],
    });
    expect(cms.calls[0]!.authorization).toBe("Bearer test-token");
    expect(cms.calls[0]!.url.searchParams.get("locale")).toBe("fr");
  });

  it("answers the campuses of a course and the campus title, narrowed", async () => {
    popinCms();
    expect(await (await get("/api/crm-links/registration/bts-cg/campuses")).res.json()).toEqual([{ id: 3, name: "Lyon", slug: "lyon" }]);
    expect(await (await get("/api/campuses/lyon")).res.json()).toEqual({ title: "Lyon", slug: "lyon" });
  });

  it("answers the link as {url}, from an object or the first item of a list", async () => {
    popinCms();
    expect(await (await get("/api/crm-links/registration/bts-cg/lyon")).res.json()).toEqual({ url: "https://crm.example/bts-cg/lyon" });
    vi.restoreAllMocks();
    popinCms(() => json([{ url: "https://crm.example/first" }, { url: "https://crm.example/second" }]));
    expect(await (await get("/api/crm-links/contact/bts-cg/lyon")).res.json()).toEqual({ url: "https://crm.example/first" });
  });

  it("answers {url: null} when the CMS has no link, or one that is not a web address", async () => {
    popinCms(() => json({ data: null, error: { status: 404, message: "No CRM link" } }, 404));
    expect(await (await get("/api/crm-links/brochure/bts-cg/lyon")).res.json()).toEqual({ url: null });
    vi.restoreAllMocks();
    popinCms(() => json({ url: "javascript:alert(1)" }));
    expect(await (await get("/api/crm-links/brochure/bts-cg/lyon")).res.json()).toEqual({ url: null });
    vi.restoreAllMocks();
    popinCms(() => json([]));
    expect(await (await get("/api/crm-links/brochure/bts-cg/lyon")).res.json()).toEqual({ url: null });
  });

  it("answers an unknown campus with 404 JSON", async () => {
    popinCms();
    const { res } = await get("/api/campuses/atlantis");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, errorText: "Oops cette page n'existe pas (ou plus)" });
  });

  it.each([
    "/api/crm-links/unknown/bts-cg/campuses",
    "/api/crm-links/registration/BTS-CG/campuses",
    "/api/crm-links/registration/-bts/lyon",
    `/api/crm-links/registration/${"a".repeat(201)}/lyon`,
    "/api/crm-links/registration/bts%2Fcg/lyon",
    "/api/campuses/ly%20on",
    "/api/campuses/lyon/extra",
    "/api/events",
    "/api/users/me",
    "/api/login",
    "/api",
  ])("answers %s with 404 JSON and never asks the CMS", async (path) => {
    const cms = popinCms();
    const { res } = await get(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404 });
    expect(cms.calls).toHaveLength(0);
  });

  it("answers other methods with 405", async () => {
    const cms = popinCms();
    for (const method of ["POST", "PUT", "DELETE"]) {
      const { res } = await get("/api/crm-links/actions", { method });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
    }
    expect(cms.calls).toHaveLength(0);
  });

  it("answers a CMS failure with its status as JSON, never with the CMS's body", async () => {
    fakeCms(() => json({ error: { message: "token test-token refused" } }, 500));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { res } = await get("/api/crm-links/actions");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ statusCode: 503, errorText: "Erreur interne au serveur." });
  });

  it("never lets the token reach the browser", async () => {
    popinCms(() => json({ url: "https://crm.example/x", token: "test-token", authorization: "Bearer test-token" }));
    const paths = ["/api/crm-links/actions", "/api/crm-links/registration/bts-cg/campuses", "/api/crm-links/registration/bts-cg/lyon", "/api/campuses/lyon", "/api/nope"];
    for (const path of paths) {
      const { res } = await get(path);
      const all = `${[...res.headers].join("\n")}\n${await res.text()}`;
      expect(all).not.toContain("test-token");
    }
  });

  it("caches the answers like the rest of the CMS layer", async () => {
    const cms = popinCms();
    const vars = { CMS_URL: uniqueCmsUrl() };
    const first = await request("/api/crm-links/actions", {}, vars);
    await first.settled();
    expect(first.res.headers.get("server-timing")).toMatch(/cms;desc="miss"/);
    const second = await request("/api/crm-links/actions", {}, vars);
    expect(second.res.headers.get("server-timing")).toMatch(/cms;desc="hit-fresh"/);
    expect(cms.calls).toHaveLength(1);
  });
});
