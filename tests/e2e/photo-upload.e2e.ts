/**
 * A photo as an editor uploads it, against the real Strapi and the site in workerd: a 2400 × 1600 JPEG of about 1 MB
 * sent through Strapi's upload API, made the Lyon campus's image and published; a phone at 390 px (3 dots per pixel)
 * then gets `/campus/lyon` with that photo as an AVIF or a WebP under 150 KB, and never the file itself. Read from the
 * page as a browser does (the <img> naming the upload, its currentSrc, the answer's type and size). Lyon's own picture
 * is put back and the upload deleted afterwards.
 */
import { createRequire } from "node:module";
import { setTimeout as sleep } from "node:timers/promises";
import type { Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { createWriteToken, loginAdmin } from "../../cms/tests/admin-api.mjs";
import { chromiumForFile, PHONE } from "./browser";

const siteUrl = inject("siteUrl");
const cmsUrl = inject("cmsUrl");
const browser = chromiumForFile();
/** The demo's photograph generator, as the CMS compiled it (the stack prepared it): a scene the seed does not use. */
const { photoJpeg } = createRequire(import.meta.url)("../../cms/dist/src/seed/photos/photo.js") as { photoJpeg: (n: number) => Promise<Buffer> };

let writeToken: string;
let lyon: { documentId: string; image: { id: number } | null };
let upload: { id: number; url: string; size: number; width: number };

async function cms(path: string, init: { method?: string; body?: BodyInit; json?: unknown } = {}) {
  const res = await fetch(`${cmsUrl}${path}`, {
    method: init.method ?? "GET",
    headers: { authorization: `Bearer ${writeToken}`, ...(init.json === undefined ? {} : { "content-type": "application/json" }) },
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  });
  const answer = await res.json().catch(() => null);
  expect(res.ok, `${init.method ?? "GET"} ${path} answered ${res.status}: ${JSON.stringify(answer)}`).toBe(true);
  return answer;
}

const setLyonImage = (image: number | null) =>
  cms(`/api/campuses/${lyon.documentId}?status=published&locale=fr`, { method: "PUT", json: { data: { image } } });

beforeAll(async () => {
  writeToken = await createWriteToken(cmsUrl, await loginAdmin(cmsUrl));
  const found = await cms("/api/campuses?filters[slug][$eq]=lyon&locale=fr&fields[0]=slug&populate[image][fields][0]=id");
  lyon = found.data[0];
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(await photoJpeg(4242))], { type: "image/jpeg" }), "campus-lyon-facade.jpg");
  form.append("fileInfo", JSON.stringify({ alternativeText: "La façade du campus de Lyon" }));
  [upload] = await cms("/api/upload", { method: "POST", body: form });
  await setLyonImage(upload.id);
  // The publish reaches the site through its webhook and queue: wait for the page to name the new file.
  const name = upload.url.split("/").pop()!;
  for (let waited = 0; !(await (await fetch(`${siteUrl}/campus/lyon`)).text()).includes(name); waited += 500) {
    if (waited > 30_000) throw new Error(`/campus/lyon did not show ${name} within 30 s of its publish`);
    await sleep(500);
  }
}, 120_000);

afterAll(async () => {
  if (!lyon) return;
  await setLyonImage(lyon.image?.id ?? null);
  if (upload) await cms(`/api/upload/files/${upload.id}`, { method: "DELETE" });
});

describe("a photo uploaded in the CMS", () => {
  it("is a photo as editors send them: 2400 px wide, about 1 MB", () => {
    expect(upload.width).toBe(2400);
    // Strapi gives sizes in kB
    expect(upload.size).toBeGreaterThan(500);
  });

  it("reaches a phone at 390 px on /campus/lyon as an AVIF or a WebP under 150 KB, never as the file itself", async () => {
    const context = await browser().newContext({ ...PHONE, deviceScaleFactor: 3 });
    const page = await context.newPage();
    const answers: Response[] = [];
    page.on("response", (response) => answers.push(response));
    await page.goto(`${siteUrl}/campus/lyon`, { waitUntil: "networkidle" });
    const file = upload.url.split("/").pop()!;
    const shown = await page.$$eval("img", (images, name) => images.filter((image) => (image.currentSrc || image.src).includes(name) && image.complete).map((image) => image.currentSrc), file);
    expect(shown, `an <img> of ${file} drawn on the page`).toHaveLength(1);
    const answer = answers.find((response) => response.url() === shown[0]);
    expect(answer, `the answer for ${shown[0]}`).toBeDefined();
    expect(answer!.status()).toBe(200);
    expect(answer!.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);
    const body = await answer!.body();
    expect(body.length).toBeLessThan(150 * 1024);
    // The original never reaches the browser: nothing was asked at its address.
    expect(answers.filter((response) => new URL(response.url()).pathname === upload.url).map((response) => response.url())).toEqual([]);
    await page.screenshot({ path: "/tmp/photo-upload-e2e-390.png" });
    await context.close();
  });
});
