/**
 * Editors' preview through the whole pipeline in workerd: the route's refusals and redirect, links used once, the
 * cookie it sets and each preview answer renews, and what a preview answer is (drafts read, no cache read or filled, not cacheable, not indexable,
 * framable by the CMS admin only) — and what a forged or expired cookie is not.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { encodeBase64Url } from "hono/utils/encode";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PREVIEW_IDLE_S, PREVIEW_SESSION_MAX_S } from "../../core/constants";
import { PREVIEW_LINK_MAX_AGE_S, signPreviewLink } from "../../worker/middleware/preview/link";
import { app } from "./app";
import { fakeCms, json, testEnv, uniqueCmsUrl, type SeenCall } from "./fake-cms";
import { previewCookieHeader } from "./preview-cookie";
import { ACCEPTED_CONSENT } from "./consent-cookie";

const SECRET = "preview-test-secret";

const event = (title: string) => ({
  title,
  slug: "jpo",
  description: "",
  url: "https://inscription.example-ecole.fr/jpo",
  dateStart: "2099-03-10T09:00:00.000Z",
  dateEnd: null,
  campus: { title: "Lyon", slug: "lyon" },
});

/** The CMS keeps a published event and a newer draft of it; everything else is missing. */
const answer = (call: SeenCall) => {
  if (call.url.pathname !== "/api/events") return json({ data: null, error: { status: 404, message: "Not Found" } }, 404);
  return json({ data: [event(call.url.searchParams.get("status") === "draft" ? "Journée en brouillon" : "Journée publiée")] });
};

let cmsUrl: string;
let cms: ReturnType<typeof fakeCms>;
/** Each test is a client of its own: the preview link's rate limit counts per client. */
let client = 0;
beforeEach(() => {
  client += 1;
  cmsUrl = uniqueCmsUrl();
  cms = fakeCms(answer);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function get(target: string, { cookie, vars = {} }: { cookie?: string; vars?: Record<string, string> } = {}) {
  const ctx = createExecutionContext();
  const url = /^https?:/.test(target) ? target : `http://localhost${target}`;
  const headers = { "cf-connecting-ip": `192.0.2.${client}`, ...(cookie ? { cookie } : {}) };
  const res = await app.request(url, { headers, redirect: "manual" }, { ...testEnv, CMS_URL: cmsUrl, PREVIEW_SECRET: SECRET, ...vars }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  const timing = res.headers.get("server-timing") ?? "";
  return { res, body, page: /page;desc="(\w+)"/.exec(timing)?.[1], cms: /cms;desc="([\w-]+)"/.exec(timing)?.[1] };
}

const secondsFromNow = (s: number) => Math.floor(Date.now() / 1000) + s;

const newNonce = () => encodeBase64Url(crypto.getRandomValues(new Uint8Array(16)).buffer).replace(/=+$/, "");

/** A preview link as Strapi makes it (cms/src/preview/path.ts): the path, an expiry ten minutes ahead, a nonce of its own, their MAC. */
async function linkTo(path: string, signing: { secret?: string; expiresAtS?: number; signedPath?: string; nonce?: string; signedNonce?: string } = {}) {
  const { secret = SECRET, expiresAtS = secondsFromNow(600), signedPath = path, nonce = newNonce() } = signing;
  const token = await signPreviewLink(secret, signedPath, expiresAtS, signing.signedNonce ?? nonce);
  return `/__cms/preview?url=${encodeURIComponent(path)}&expires=${expiresAtS}&nonce=${nonce}&token=${token}`;
}

/** The cookie of a Set-Cookie, as the browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

/** The preview route's own cookie, as the browser sends it back. */
async function previewCookie(path = "/"): Promise<string> {
  const { res } = await get(await linkTo(path));
  return sentBack(res.headers.getSetCookie()[0]!);
}

/** When the preview a cookie carries was opened, and until when it lasts (seconds). */
const timesOf = (cookie: string) => /^ecole-preview=(\d+)\.(\d+)\./.exec(cookie)!.slice(1).map(Number);

describe("the preview route", () => {
  it("refuses a missing, forged, expired or overlong link with 401, echoing nothing and setting no cookie", async () => {
    const links = [
      "/__cms/preview?url=/",
      // the secret itself is no longer a way in: it must never travel in a URL
      `/__cms/preview?secret=${SECRET}&url=/`,
      `/__cms/preview?url=/&expires=${secondsFromNow(600)}&nonce=${newNonce()}&token=nope`,
      (await linkTo("/")).replace(/&nonce=[\w-]+/, ""),
      await linkTo("/", { signedNonce: newNonce() }),
      await linkTo("/", { nonce: "short", signedNonce: "short" }),
      await linkTo("/", { secret: "nope" }),
      await linkTo("/", { signedPath: "/agenda" }),
      await linkTo("/", { expiresAtS: secondsFromNow(-1) }),
      await linkTo("/", { expiresAtS: secondsFromNow(PREVIEW_LINK_MAX_AGE_S + 60) }),
      (await linkTo("/")).replace(/expires=\d+/, `expires=${secondsFromNow(300)}`),
    ];
    for (const query of links) {
      const { res, body } = await get(query);
      expect(res.status, query).toBe(401);
      expect(JSON.parse(body)).toEqual({ statusCode: 401, errorText: "Utilisateur non authentifié." });
      expect(res.headers.getSetCookie(), query).toEqual([]);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(body).not.toContain("nope");
      expect(body).not.toContain(SECRET.slice(0, 8));
    }
  });

  it("refuses anything but a path of this site with 400", async () => {
    const hostile = [
      "",
      "https://evil.example/",
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "\\/evil.example",
      "javascript:alert(1)",
      "evil.example/actualites",
      " /actualites",
      "/actualites\r\nSet-Cookie: x=1",
      "/\t/evil.example",
      "/actualités",
      `/${"a".repeat(2048)}`,
    ];
    for (const url of hostile) {
      const { res, body } = await get(await linkTo(url));
      expect(res.status, JSON.stringify(url)).toBe(400);
      expect(res.headers.get("location")).toBeNull();
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(body).not.toContain("evil");
    }
  });

  it("with a link the secret signed, sets a 30 minutes' HttpOnly preview cookie and sends the editor to the page", async () => {
    const { res } = await get(await linkTo("/actualites/rentree-2026?vue=1#suite"));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/actualites/rentree-2026?vue=1#suite");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const [cookie, ...others] = res.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(new RegExp(`^ecole-preview=\\d+\\.\\d+\\.[\\w%-]+; Max-Age=${PREVIEW_IDLE_S}; Path=/; HttpOnly; SameSite=Lax$`));
    const [openedAtS, expiresAtS] = timesOf(cookie!);
    expect(expiresAtS! - openedAtS!).toBe(PREVIEW_IDLE_S);
  });

  it("during a rotation takes links signed with the next secret too, and signs the cookie with the one in force", async () => {
    const rotating = { PREVIEW_SECRET_NEXT: "preview-next-secret" };
    const { res } = await get(await linkTo("/agenda", { secret: "preview-next-secret" }), { vars: rotating });
    expect(res.status).toBe(302);
    const cookie = sentBack(res.headers.getSetCookie()[0]!);
    expect((await get("/agenda", { cookie, vars: rotating })).cms).toBe("bypass");
    expect((await get(await linkTo("/", { secret: "preview-other-secret" }), { vars: rotating })).res.status).toBe(401);
    // without the rotation, the next secret is nobody's
    expect((await get(await linkTo("/", { secret: "preview-next-secret" }))).res.status).toBe(401);
  });

  it("on https, marks the cookie so that Strapi's admin frame on another site gets it", async () => {
    const { res } = await get(`https://www.ecole.test${await linkTo("/")}`);
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()[0]).toMatch(/; HttpOnly; Secure; SameSite=None; Partitioned$/);
  });

  it("lets Strapi's frame reload an expired or used link while the editor's preview is live, starting nothing new", async () => {
    const link = await linkTo("/agenda");
    const cookie = sentBack((await get(link)).res.headers.getSetCookie()[0]!);
    for (const again of [link, await linkTo("/agenda", { expiresAtS: secondsFromNow(-60) })]) {
      const { res } = await get(again, { cookie });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/agenda");
      // the same preview, renewed: opened when the first link was
      const [renewal, ...others] = res.headers.getSetCookie();
      expect(others).toEqual([]);
      expect(timesOf(renewal!)[0]).toBe(timesOf(cookie)[0]);
    }
  });

  it("opens a preview once per link: used again without the editor's cookie, it is refused with 401 and sets nothing", async () => {
    const link = await linkTo("/campus/lyon");
    expect((await get(link)).res.status).toBe(302);
    for (const origin of ["http://localhost", "https://www.ecole.test"]) {
      const { res, body } = await get(`${origin}${link}`);
      expect(res.status).toBe(401);
      expect(JSON.parse(body)).toEqual({ statusCode: 401, errorText: "Utilisateur non authentifié." });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    // the next link Strapi makes opens it again
    expect((await get(await linkTo("/campus/lyon"))).res.status).toBe(302);
  });

  it("answers 429 to a client that tries too many links, other clients going on", async () => {
    const from = (ip: string) => ({ headers: { "cf-connecting-ip": ip }, redirect: "manual" as const });
    const vars = { ...testEnv, CMS_URL: cmsUrl, PREVIEW_SECRET: SECRET };
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const res = await app.request(`http://localhost/__cms/preview?url=/&expires=${secondsFromNow(600)}&token=${"A".repeat(43)}`, from("203.0.113.50"), vars, createExecutionContext());
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.at(-1)).toBe(429);
    const other = await app.request(`http://localhost${await linkTo("/")}`, from("198.51.100.50"), vars, createExecutionContext());
    expect(other.status).toBe(302);
  });

  it("leaves preview through /exit: the cookie cleared, not renewed, back to the page", async () => {
    const { res } = await get("/__cms/preview/exit?url=/agenda", { cookie: await previewCookie() });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/agenda");
    expect(res.headers.getSetCookie()).toEqual(["ecole-preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax"]);
    expect((await get("/__cms/preview/exit")).res.headers.get("location")).toBe("/");
    expect((await get("/__cms/preview/exit?url=//evil.example")).res.status).toBe(400);
  });

  it("is off (404) while no PREVIEW_SECRET is configured, and a cookie then counts for nothing", async () => {
    const cookie = await previewCookie();
    const off = { PREVIEW_SECRET: "" };
    expect((await get("/__cms/preview?secret=&url=/", { vars: off })).res.status).toBe(404);
    expect((await get("/__cms/preview/exit?url=/", { vars: off })).res.status).toBe(404);
    const page = await get("/", { cookie, vars: off });
    expect(page.body).toContain("Journée publiée");
    expect(page.body).not.toContain("preview-banner");
  });
});

describe("the preview while the editor works", () => {
  it("is renewed 30 minutes ahead by each preview answer, and ends 30 minutes after the last one", async () => {
    const start = Date.now();
    let cookie = await previewCookie("/campus/lyon");
    const [openedAtS] = timesOf(cookie);
    for (const minutes of [20, 40, 60]) {
      vi.useFakeTimers({ toFake: ["Date"], now: start + minutes * 60_000 });
      const { res, cms: read } = await get("/", { cookie });
      expect(read, `after ${minutes} minutes`).toBe("bypass");
      const renewal = res.headers.getSetCookie().find((line) => line.startsWith("ecole-preview="))!;
      expect(renewal).toContain(`; Max-Age=${PREVIEW_IDLE_S};`);
      expect(timesOf(renewal)).toEqual([openedAtS, Math.floor(Date.now() / 1000) + PREVIEW_IDLE_S]);
      cookie = sentBack(renewal);
    }
    vi.useFakeTimers({ toFake: ["Date"], now: start + (60 + 31) * 60_000 });
    const abandoned = await get("/", { cookie });
    expect(abandoned.body).toContain("Journée publiée");
    expect(abandoned.res.headers.getSetCookie().some((line) => line.startsWith("ecole-preview="))).toBe(false);
  });

  it("shows drafts on the lists the editor browses to from the previewed page", async () => {
    const cookie = await previewCookie("/agenda/jpo");
    const list = await get("/", { cookie });
    expect(list.body).toContain("Journée en brouillon");
    expect(list.cms).toBe("bypass");
  });
});

describe("a preview answer", () => {
  it("shows drafts (status=draft on every CMS call), with the banner, and is neither cacheable nor indexable", async () => {
    const { res, body } = await get("/", { cookie: await previewCookie() });
    expect(res.status).toBe(200);
    expect(body).toContain("Journée en brouillon");
    expect(body).not.toContain("Journée publiée");
    expect(cms.calls.length).toBeGreaterThan(0);
    for (const call of cms.calls) expect(call.url.searchParams.get("status"), call.url.pathname).toBe("draft");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(body).toContain('<meta name="robots" content="noindex"/>');
    expect(body).toContain("Aperçu\u00a0: cette page montre les brouillons.");
    expect(body).toContain('href="/__cms/preview/exit?url=%2F"');
    expect(body).toMatch(/"preview":true/);
  });

  it("lets the CMS admin frame it, and only it", async () => {
    const preview = await get("/", { cookie: await previewCookie() });
    expect(preview.res.headers.get("content-security-policy")).toContain(`frame-ancestors 'self' ${new URL(cmsUrl).origin}`);
    expect(preview.res.headers.get("x-frame-options")).toBeNull();
    const admin = await get("/", { cookie: await previewCookie(), vars: { CMS_ADMIN_ORIGIN: "https://admin.ecole.test/admin" } });
    expect(admin.res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'self' https:\/\/admin\.ecole\.test(;|$)/);
    const visitor = await get("/");
    expect(visitor.res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'self'(;|$)/);
    expect(visitor.res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("is never served from the caches, nor stored in them", async () => {
    // A visitor fills the CMS and page caches with the published page.
    expect((await get("/")).page).toBe("miss");
    expect((await get("/")).page).toBe("hit");
    const callsBefore = cms.calls.length;

    const cookie = await previewCookie();
    const preview = await get("/", { cookie });
    expect(preview.page).toBe("bypass");
    expect(preview.cms).toBe("bypass");
    expect(preview.body).toContain("Journée en brouillon");
    expect(cms.calls.length).toBeGreaterThan(callsBefore);

    // The visitor still gets the published page from the cache.
    const visitor = await get("/");
    expect(visitor.page).toBe("hit");
    expect(visitor.body).toContain("Journée publiée");
  });

  it("leaves nothing behind in the caches for the next visitor", async () => {
    const cookie = await previewCookie();
    await get("/", { cookie });
    const callsBefore = cms.calls.length;
    const visitor = await get("/");
    expect(visitor.page).toBe("miss");
    expect(visitor.cms).toBe("miss");
    expect(visitor.body).toContain("Journée publiée");
    const visitorCalls = cms.calls.slice(callsBefore);
    expect(visitorCalls.length).toBeGreaterThan(0);
    expect(visitorCalls.some((call) => call.url.searchParams.has("status"))).toBe(false);
  });

  it("does not count the editor as a marketing landing", async () => {
    const preview = await get("/?utm_source=newsletter", { cookie: `${await previewCookie()}; ${ACCEPTED_CONSENT}` });
    expect(preview.res.headers.getSetCookie().map(sentBack).filter((cookie) => !cookie.startsWith("ecole-preview="))).toEqual([]);
    const visitor = await get("/?utm_source=newsletter", { cookie: ACCEPTED_CONSENT });
    expect(visitor.res.headers.getSetCookie().join("\n")).toContain("utm_source=newsletter");
  });
});

describe("a cookie that is not a live preview", () => {
  const forged = async () => [
    "ecole-preview=1",
    `ecole-preview=${secondsFromNow(0)}.${secondsFromNow(600)}.${"A".repeat(43)}%3D`,
    await previewCookieHeader("another-secret"),
    await previewCookieHeader(SECRET, { expiresAtS: secondsFromNow(-1) }),
    // renewed past its working day: no longer a preview
    await previewCookieHeader(SECRET, { openedAtS: secondsFromNow(-PREVIEW_SESSION_MAX_S), expiresAtS: secondsFromNow(600) }),
  ];

  it("is ignored: published content, cacheable, no banner, not framable", async () => {
    for (const cookie of await forged()) {
      // a visitor who said yes earlier: to one who has not, a landing's answer carries the landing, and is never stored
      const { res, body, page } = await get("/", { cookie: `${cookie}; ${ACCEPTED_CONSENT}` });
      expect(res.status, cookie).toBe(200);
      expect(body, cookie).toContain("Journée publiée");
      expect(body).not.toContain("preview-banner");
      expect(body).toMatch(/"preview":false/);
      expect(page).toMatch(/^(miss|hit)$/);
      expect(res.headers.get("cache-control") ?? "").not.toMatch(/no-store/);
      expect(res.headers.get("x-robots-tag")).toBeNull();
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    }
    expect(cms.calls.some((call) => call.url.searchParams.has("status"))).toBe(false);
  });
});
