/** Abuse limits at the edge: per-client rate limits on what reaches the CMS, on the search and on the webhook, methods checked. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { request } from "./app";
import { fakeCms, json, uniqueCmsUrl } from "./fake-cms";
import { seedCms } from "./seed-cms";

afterEach(() => vi.restoreAllMocks());

const from = (ip: string, init: RequestInit = {}) => ({ ...init, headers: { "cf-connecting-ip": ip, ...(init.headers as Record<string, string>) } });

describe("rate limits", () => {
  it("answers 429 with Retry-After once a client passes the pop-in's limit; other clients go on", async () => {
    fakeCms(() => json({ registration: [], contact: [], brochure: [] }));
    const vars = { CMS_URL: uniqueCmsUrl() };
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 130 && !refused; i += 1) {
      const { res } = await request("/api/crm-links/actions", from("203.0.113.7"), vars);
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(100);
    expect(refused?.headers.get("retry-after")).toBe("10");
    expect(await refused?.json()).toEqual({ statusCode: 429, errorText: "Une erreur est survenue." });
    expect((await request("/api/crm-links/actions", from("198.51.100.9"), vars)).res.status).toBe(200);
  });

  it("shows the error page to a form sent too often to /crm/confirm", { timeout: 60_000 }, async () => {
    fakeCms(() => json({ data: [] }));
    // sent together: the limit counts requests in a 10 s window, and each page takes a while to draw here
    const vars = { CMS_URL: uniqueCmsUrl() };
    const answers = await Promise.all(Array.from({ length: 120 }, () => request("/crm/confirm?action=contact", from("203.0.113.8"), vars)));
    const last = answers.map(({ res }) => res).find((res) => res.status === 429);
    expect(last?.status).toBe(429);
    expect(last?.headers.get("content-type")).toMatch(/html/);
    expect(await last?.text()).toContain("Une erreur est survenue.");
  });
});

describe("the search's rate limit", () => {
  it("answers 429 with the error page and Retry-After once a client passes the search's limit; other clients and other pages go on", { timeout: 60_000 }, async () => {
    fakeCms(seedCms);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const vars = { CMS_URL: uniqueCmsUrl(), ENGLISH_ENABLED: "true" };
    const statuses: number[] = [];
    let refused: { res: Response; body: string } | undefined;
    for (let i = 0; i < 90 && !refused; i += 1) {
      const { res } = await request(`/${i % 2 ? "en/" : ""}recherche?q=bts`, from("203.0.113.21"), vars);
      const body = await res.text();
      statuses.push(res.status);
      if (res.status === 429) refused = { res, body };
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(60);
    expect(refused?.res.headers.get("retry-after")).toBe("10");
    expect(refused?.res.headers.get("content-type")).toMatch(/html/);
    expect(refused?.body).toContain("Une erreur est survenue.");
    expect((await request("/recherche?q=bts", from("198.51.100.21"), vars)).res.status).toBe(200);
    expect((await request("/recherche/index.json", from("203.0.113.21"), vars)).res.status).toBe(200);
    expect((await request("/formations", from("203.0.113.21"), vars)).res.status).toBe(200);
  });
});

describe("methods", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH"])("refuses %s on a page with 405 and Allow", async (method) => {
    fakeCms(() => json({ data: [] }));
    const { res } = await request("/formations", { method, body: method === "DELETE" ? null : "x" }, { CMS_URL: uniqueCmsUrl() });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });
});
