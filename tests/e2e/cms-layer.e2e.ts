/**
 * The CMS layer against a real Strapi and the site in workerd, on a stack of its own (Strapi is
 * stopped in the last test): publish → purge, webhook secret, no token in any answer, pages served
 * from the cache when Strapi is gone.
 */
import { rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { freshSecrets, startStack } from "../../scripts/stack.mjs";
// @ts-expect-error plain ESM script without types
import { createWriteToken, loginAdmin, TEST_ADMIN_ENV } from "../../cms/tests/admin-api.mjs";

/** A stack of its own, beside the shared one (E2E_CMS_PORT, E2E_SITE_PORT), so parallel runs on other ports never meet. */
const CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 1347) + 7;
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 8797) + 7;
const DATABASE = `.tmp/e2e-cms-layer-${CMS_PORT}.db`;
const FRESH_SECONDS = 4;

interface Stack {
  cmsUrl: string;
  siteUrl: string;
  cms: { pid: number; exitCode: number | null; once(event: "exit", listener: () => void): void };
  stop(): void;
}
let stack: Stack;
/** This stack's own (scripts/stack.mjs): the site's token and the webhook's secret among them. */
let secrets: { CMS_API_TOKEN: string; WEBHOOK_SECRET: string };
/** The site's token only reads: the publish below is made with a write token of the test's own. */
let writeToken: string;

const cmsTiming = (res: Response) => /cms;desc="([a-z-]+)"/.exec(res.headers.get("server-timing") ?? "")?.[1];
const pageTiming = (res: Response) => /page;desc="([a-z-]+)"/.exec(res.headers.get("server-timing") ?? "")?.[1];

async function cmsJson(path: string, init: RequestInit = {}, token = secrets.CMS_API_TOKEN) {
  const res = await fetch(`${stack.cmsUrl}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
  });
  expect(res.ok, `${path} answered ${res.status}`).toBe(true);
  return res.json() as Promise<{ data: { documentId: string; title: string }[] | { title: string } }>;
}

/** The newest dated news, as /actualites lists it first. */
async function latestNews() {
  const answer = await cmsJson("/ecole-news?filters[kind][$eq]=news&filters[publishDate][$notNull]=true&sort[0]=publishDate:desc&pagination[limit]=1&fields[0]=title&populate=");
  return (answer.data as { documentId: string; title: string }[])[0]!;
}

const webhook = (headers: Record<string, string>, body = JSON.stringify({ event: "entry.update", model: "ecole-new", entry: { id: 1 } })) =>
  fetch(`${stack.siteUrl}/__cms/webhook`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

const page = (path: string) => fetch(`${stack.siteUrl}${path}`);

beforeAll(async () => {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`cms/${DATABASE}${suffix}`, { force: true });
  rmSync(`.wrangler/state-${SITE_PORT}`, { recursive: true, force: true });
  secrets = await freshSecrets();
  stack = await startStack({ cmsPort: CMS_PORT, sitePort: SITE_PORT, database: DATABASE, quiet: true, secrets, vars: { CMS_FRESH_SECONDS: String(FRESH_SECONDS) }, cmsEnv: TEST_ADMIN_ENV, server: "built" });
  writeToken = await createWriteToken(stack.cmsUrl, await loginAdmin(stack.cmsUrl));
});

afterAll(() => {
  stack?.stop();
});

describe("CMS layer end to end", () => {
  it("never sends the CMS token to the browser", async () => {
    const paths = [
      "/",
      "/actualites",
      "/campus",
      "/nope-404",
      "/api/crm-links/actions",
      "/api/crm-links/registration/bts-cg/campuses",
      "/api/crm-links/registration/bts-cg/lyon",
      "/api/campuses/lyon",
      "/api/users/me",
      "/uploads/nope.png",
    ];
    for (const path of paths) {
      const res = await page(path);
      const everything = `${[...res.headers].join("\n")}\n${await res.text()}`;
      expect(everything, path).not.toContain(secrets.CMS_API_TOKEN);
      expect(everything, path).not.toContain(secrets.WEBHOOK_SECRET);
    }
  });

  it("answers the pop-in's calls in their normalised shapes", async () => {
    const actions = (await (await page("/api/crm-links/actions")).json()) as Record<string, { id: number; name: string; slug: string }[]>;
    expect(Object.keys(actions).sort()).toEqual(["brochure", "contact", "registration"]);
    expect(Object.keys(actions.registration![0]!).sort()).toEqual(["id", "name", "slug"]);
    const course = actions.registration![0]!.slug;
    const campuses = (await (await page(`/api/crm-links/registration/${course}/campuses`)).json()) as { slug: string }[];
    expect(campuses.length).toBeGreaterThan(0);
    const link = (await (await page(`/api/crm-links/registration/${course}/${campuses[0]!.slug}`)).json()) as { url: string };
    expect(link.url).toMatch(/^https:\/\//);
    expect(await (await page(`/api/campuses/${campuses[0]!.slug}`)).json()).toMatchObject({ slug: campuses[0]!.slug });
    expect((await page("/api/campuses/atlantis")).status).toBe(404);
    expect((await fetch(`${stack.siteUrl}/api/crm-links/actions`, { method: "POST" })).status).toBe(405);
  });

  it("refuses a webhook without the right secret, and purges nothing", async () => {
    await page("/actualites");
    expect(pageTiming(await page("/actualites"))).toBe("hit");
    expect((await webhook({})).status).toBe(401);
    expect((await webhook({ authorization: "Bearer wrong" })).status).toBe(401);
    // Same content version: the page cache still answers.
    expect(pageTiming(await page("/actualites"))).toBe("hit");
  });

  it("shows a news title published in Strapi on /actualites within 2 seconds", async () => {
    const news = await latestNews();
    const title = `Titre publié ${Date.now()}`;
    expect(await (await page("/actualites")).text()).toContain(news.title);
    const published = Date.now();
    await cmsJson(`/ecole-news/${news.documentId}?status=published`, { method: "PUT", body: JSON.stringify({ data: { title } }) }, writeToken);
    let html = "";
    while (Date.now() - published < 2000) {
      html = await (await page("/actualites")).text();
      if (html.includes(title)) break;
      await sleep(100);
    }
    expect(html).toContain(title);
    expect(Date.now() - published).toBeLessThan(2000);
  });

  it("keeps answering pages with their content once Strapi is stopped", async () => {
    const { title } = await latestNews();
    expect(await (await page("/actualites")).text()).toContain(title);

    const exited = new Promise<void>((resolve) => stack.cms.once("exit", () => resolve()));
    process.kill(-stack.cms.pid, "SIGTERM");
    await exited;
    await expect(fetch(`${stack.cmsUrl}/_health`)).rejects.toThrow();

    // Past the fresh window: served stale while the (failing) refresh runs.
    await sleep(FRESH_SECONDS * 1000 + 500);
    const stale = await page("/actualites");
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain(title);
    expect(cmsTiming(stale)).toBe("hit-stale");

    // A publish webhook while Strapi is down: every read misses, the last good answers stand in.
    expect((await webhook({ authorization: `Bearer ${secrets.WEBHOOK_SECRET}` })).status).toBe(202);
    // The queue's consumer moves the version a moment later.
    let afterPurge = await page("/actualites");
    const deadline = Date.now() + 5000;
    while (cmsTiming(afterPurge) !== "stale-if-error" && Date.now() < deadline) {
      await sleep(100);
      afterPurge = await page("/actualites");
    }
    expect(afterPurge.status).toBe(200);
    expect(await afterPurge.text()).toContain(title);
    expect(cmsTiming(afterPurge)).toBe("stale-if-error");

    // A page never visited has nothing to fall back on: the 503 error page, not a hang.
    const never = await page("/actualites/page/2");
    expect(never.status).toBe(503);
    expect(await never.text()).toContain("Erreur interne au serveur.");
  });
});
