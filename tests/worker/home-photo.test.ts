/**
 * The home page's photograph (the settings' homeImage), through the whole pipeline in workerd with a fake CMS: drawn
 * behind the headline as the page's one priority image, at the edge's listed widths, never at the original's address,
 * and kept out of the islands' boot data; no photograph, no picture.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { request } from "./app";
import { fakeCms, json, uniqueCmsUrl, type SeenCall } from "./fake-cms";

const PHOTO = { url: "/uploads/accueil_ecole_exemple_f62ad30113.jpg", width: 2400, height: 1600, alternativeText: "Des étudiants devant l’entrée d’un campus" };

let settings: Record<string, unknown>;
function strapi(call: SeenCall) {
  if (call.url.pathname === "/api/users/me") return json(settings);
  if (call.url.pathname === "/api/events") return json({ data: [] });
  return json({ data: [] });
}

let vars: Record<string, string>;
beforeEach(() => {
  settings = { siteName: "École Exemple", siteUrl: "https://www.example-ecole.fr", homeImage: PHOTO };
  fakeCms(strapi);
  vars = { CMS_URL: uniqueCmsUrl() };
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

async function home() {
  const { res, settled } = await request("/", {}, vars);
  const html = await res.text();
  await settled();
  expect(res.status).toBe(200);
  return html;
}

const imagesOf = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];

describe("the home page's photograph", () => {
  it("is the page's one priority image, behind the headline, resized by the edge for every screen", async () => {
    const html = await home();
    const [photo, ...others] = imagesOf(html).filter((tag) => tag.includes("hero__photo"));
    expect(others).toEqual([]);
    expect(photo).toContain('fetchPriority="high"');
    expect(photo).toContain('loading="eager"');
    // the screen's width, said narrower to screens denser than the site draws at (2 dots per pixel)
    expect(photo).toContain('sizes="(min-resolution: 3dppx) 66.666vw, (min-resolution: 2.5dppx) 80vw, 100vw"');
    const widths = [...photo!.matchAll(/\/media\/w(\d+)\/uploads\/accueil_ecole_exemple_f62ad30113\.jpg (\d+)w/g)].map((m) => Number(m[1]));
    // a phone of 320 px at 1 dot per pixel up to a wide screen at 2.5 (capped by the list)
    expect(widths[0]).toBe(320);
    expect(widths.at(-1)).toBe(1920);
    expect(imagesOf(html).filter((tag) => tag.includes('fetchPriority="high"'))).toHaveLength(1);
    // the headline comes after it: the parser finds the picture first
    expect(html.indexOf("hero__photo")).toBeLessThan(html.indexOf("hero__title"));
  });

  it("never names the original file in the page, nor in the islands' boot data", async () => {
    const html = await home();
    expect(html).not.toMatch(/(?<!\/media\/[\w-]+)\/uploads\/accueil_ecole_exemple_f62ad30113\.jpg/);
    const boot = /window\.__BOOT__=(\{.*?\});/s.exec(html)![1]!;
    expect(boot).not.toContain("accueil_ecole_exemple");
  });

  it("is left out when the settings have none: the headline on its gradient", async () => {
    settings = { ...settings, homeImage: null };
    const html = await home();
    expect(html).toContain("hero__title");
    expect(html).not.toContain("hero__photo");
  });
});
