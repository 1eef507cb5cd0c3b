/**
 * The image route in workerd, with the real Images binding (Miniflare's sharp): formats by Accept, listed widths only,
 * one transformation per picture, variant and format, and a clear refusal, never cached, for every bad source.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cacheKey } from "../../worker/endpoints/media/store";
import { edgeCache } from "../../worker/cms/cache/store";
import { app, executionContext } from "./app";
import { fakeCms, hang, testEnv, uniqueCmsUrl } from "./fake-cms";
import { bombPng, photoPng } from "./images/png";
import { CHROMIUM_ACCEPT, formatOf, IMAGES, photoJpeg, sizeOf } from "./images/pictures";

let files: Map<string, () => Response>;
let transformations = 0;
let cms: ReturnType<typeof fakeCms>;
let cmsUrl = "";
let names = 0;

/** The Images binding, counting the transformations asked of it. */
const countingImages = {
  info: (stream: ReadableStream<Uint8Array>, options?: ImageInputOptions) => IMAGES.info(stream, options),
  input: (stream: ReadableStream<Uint8Array>, options?: ImageInputOptions) => {
    transformations++;
    return IMAGES.input(stream, options);
  },
};

beforeEach(() => {
  files = new Map();
  transformations = 0;
  cmsUrl = uniqueCmsUrl();
  cms = fakeCms((call) => files.get(call.url.pathname)?.() ?? new Response("Not Found", { status: 404 }));
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** A file in the CMS under a name no other test uses (the edge's caches are keyed by path). */
function upload(bytes: Uint8Array | string, extension: string, type = "application/octet-stream"): string {
  const path = `/uploads/file_${Date.now().toString(36)}_${++names}.${extension}`;
  files.set(path, () => new Response(bytes, { headers: { "content-type": type } }));
  return path;
}

async function get(path: string, accept = CHROMIUM_ACCEPT, vars: Record<string, string> = {}) {
  const { ctx, settled } = executionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, { headers: { accept } }), { ...testEnv, CMS_URL: cmsUrl, IMAGES: countingImages, ...vars }, ctx);
  const bytes = new Uint8Array(await res.arrayBuffer());
  await settled();
  return { res, bytes, transformed: /(^|, )transform;dur=\d/.test(res.headers.get("server-timing") ?? "") };
}

const fetchesOf = (path: string) => cms.calls.filter((call) => call.url.pathname === path).length;

/** Encoding AVIF takes seconds on a busy machine. */
const SLOW = { timeout: 60_000 };

describe("the image route", SLOW, () => {
  it("resizes and re-encodes a photo: AVIF for a browser that names it, else WebP, else the photo's own JPEG", async () => {
    const jpeg = await photoJpeg(1600, 1067);
    const path = upload(jpeg, "jpg", "image/jpeg");
    const avif = await get(`/media/w640${path}`);
    expect(avif.res.status).toBe(200);
    expect(avif.res.headers.get("content-type")).toBe("image/avif");
    expect(formatOf(avif.bytes)).toBe("avif");
    expect(await sizeOf(avif.bytes)).toEqual({ width: 640, height: 427 });
    expect(avif.bytes.length).toBeLessThan(jpeg.length / 4);
    expect(avif.res.headers.get("vary")).toBe("Accept");
    expect(avif.res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(avif.transformed).toBe(true);

    const webp = await get(`/media/w640${path}`, "image/webp,*/*");
    expect([webp.res.headers.get("content-type"), formatOf(webp.bytes)]).toEqual(["image/webp", "webp"]);
    expect(await sizeOf(webp.bytes)).toEqual({ width: 640, height: 427 });
    const plain = await get(`/media/w640${path}`, "image/avif;q=0, */*");
    expect([plain.res.headers.get("content-type"), formatOf(plain.bytes)]).toEqual(["image/jpeg", "jpeg"]);
    expect(await sizeOf(plain.bytes)).toEqual({ width: 640, height: 427 });

    const png = upload(await photoPng(400, 300), "png", "image/png");
    const lossless = await get(`/media/w240${png}`, "*/*");
    expect([lossless.res.headers.get("content-type"), formatOf(lossless.bytes)]).toEqual(["image/png", "png"]);
    expect(await sizeOf(lossless.bytes)).toEqual({ width: 240, height: 180 });
  });

  it("never enlarges: a width past the picture's own gives the picture's own size", async () => {
    const path = upload(await photoJpeg(300, 200), "jpg", "image/jpeg");
    const { res, bytes } = await get(`/media/w640${path}`, "image/webp");
    expect(res.status).toBe(200);
    expect(await sizeOf(bytes)).toEqual({ width: 300, height: 200 });
  });

  it("transforms once per picture, width and format: the data centre's copy, then the global tier's, answer the rest", async () => {
    const path = upload(await photoJpeg(1200, 800), "jpg", "image/jpeg");
    const first = await get(`/media/w480${path}`);
    expect([first.transformed, transformations, fetchesOf(path)]).toEqual([true, 1, 1]);
    const again = await get(`/media/w480${path}`);
    expect(again.res.status).toBe(200);
    expect(again.res.headers.get("server-timing")).toBeNull();
    expect(again.bytes).toEqual(first.bytes);
    expect([transformations, fetchesOf(path)]).toEqual([1, 1]);
    // another data centre: its Cache API has nothing, KV has the picture
    expect(await edgeCache().delete(cacheKey(`avif/w480${path}`))).toBe(true);
    const elsewhere = await get(`/media/w480${path}`);
    expect([elsewhere.transformed, transformations, fetchesOf(path)]).toEqual([false, 1, 1]);
    expect(elsewhere.bytes).toEqual(first.bytes);
    expect(await edgeCache().match(cacheKey(`avif/w480${path}`))).toBeDefined();
    // another format is another picture, made once too
    const webp = await get(`/media/w480${path}`, "image/webp");
    const webpAgain = await get(`/media/w480${path}`, "image/webp");
    expect([webp.transformed, webpAgain.transformed, transformations]).toEqual([true, false, 2]);
  });

  it("answers an unlisted width with a move to the listed width at or above it, transforming nothing", async () => {
    const path = upload(await photoJpeg(1200, 800), "jpg", "image/jpeg");
    const { res } = await get(`/media/w1000${path}`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/media/w1080${path}`);
    expect([transformations, fetchesOf(path)]).toEqual([0, 0]);
  });

  it("answers 404 outside /uploads and for any other variant, reading nothing", async () => {
    const path = upload(await photoJpeg(400, 300), "jpg", "image/jpeg");
    for (const address of [
      "/media/w640/assets/logo.png",
      "/media/w640/uploads/..%2F..%2Fwrangler.toml",
      "/media/w640/http://evil.test/x.jpg",
      `/media/og-30-50${path}`,
      `/media/w640.webp${path}`,
      `/media/avif${path}`,
      `/media/svg${path}`,
      "/media/",
    ]) {
      const { res, bytes } = await get(address);
      expect(res.status, address).toBe(404);
      expect(res.headers.get("cache-control"), address).toBe("no-store");
      expect(new TextDecoder().decode(bytes), address).not.toMatch(/<|Error/);
    }
    expect([transformations, cms.calls.length]).toEqual([0, 0]);
  });

  it("crops the share image to a 1200 × 630 JPEG whatever the browser takes, and keeps it", async () => {
    const path = upload(await photoJpeg(2000, 1500), "jpg", "image/jpeg");
    const share = await get(`/media/og-50-25${path}`);
    expect([share.res.status, share.res.headers.get("content-type"), formatOf(share.bytes)]).toEqual([200, "image/jpeg", "jpeg"]);
    expect(await sizeOf(share.bytes)).toEqual({ width: 1200, height: 630 });
    expect(share.res.headers.get("vary")).toBeNull();
    expect((await get(`/media/og-50-25${path}`, "*/*")).transformed).toBe(false);
    expect(transformations).toBe(1);
  });

  it("serves an SVG as it is, under headers that keep a script from running, never rasterised", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="200" height="50" fill="#12325f"/></svg>';
    const path = upload(svg, "svg", "image/svg+xml");
    const { res, bytes, transformed } = await get(`/media/svg${path}`);
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(bytes)).toBe(svg);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect([transformed, transformations]).toEqual([false, 0]);
    await get(`/media/svg${path}`);
    expect(fetchesOf(path)).toBe(1);
  });
});

describe("bad sources", SLOW, () => {
  /** Asked twice: a clear refusal each time, the source read again (nothing was kept), nothing transformed. */
  async function refused(address: string, path: string, status: number, text: RegExp, accept = CHROMIUM_ACCEPT) {
    for (const attempt of [1, 2]) {
      const { res, bytes } = await get(address, accept);
      expect(res.status, `${address} #${attempt}`).toBe(status);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(new TextDecoder().decode(bytes)).toMatch(text);
      expect(fetchesOf(path), `${address} #${attempt}`).toBe(attempt);
    }
    expect(transformations, address).toBe(0);
  }

  it("refuses a file that is not an image", async () => {
    const path = upload("%PDF-1.4 this is no picture", "jpg", "image/jpeg");
    await refused(`/media/w640${path}`, path, 422, /n’est pas une image/);
  });

  it("refuses a JPEG cut short", async () => {
    const jpeg = await photoJpeg(1200, 800);
    const path = upload(jpeg.slice(0, Math.floor(jpeg.length * 0.6)), "jpg", "image/jpeg");
    await refused(`/media/w640${path}`, path, 422, /incomplète ou illisible/);
  });

  it("refuses a decompression bomb by its header: a 20,000 × 20,000 PNG of a few dozen kilobytes", async () => {
    const bomb = await bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const path = upload(bomb, "png", "image/png");
    // Miniflare's info() itself refuses to read past sharp's 268-megapixel limit; production's reads the header
    await refused(`/media/w640${path}`, path, 422, /dépasse 50 millions de pixels|n’est pas une image/);
    const wide = await bombPng(10_000, 6_000);
    const widePath = upload(wide, "png", "image/png");
    await refused(`/media/w640${widePath}`, widePath, 422, /Cette image dépasse 50 millions de pixels\./);
  });

  it("refuses an SVG holding a script, an event handler, a javascript: address or an XML entity", async () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="java&#x09;script:alert(1)"><rect width="9" height="9"/></a></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
    ]) {
      const path = upload(svg, "svg", "image/svg+xml");
      await refused(`/media/svg${path}`, path, 422, /contient un script ou une entité XML/);
    }
  });

  it("never rasterises an SVG under a bitmap's name", async () => {
    const path = upload('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', "png", "image/png");
    await refused(`/media/w640${path}`, path, 422, /n’est pas une image/);
  });

  it("refuses a file past 25 MB without reading it all", async () => {
    const path = `/uploads/heavy_${++names}.jpg`;
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    files.set(path, () => {
      let left = 40;
      return new Response(new ReadableStream({ pull: (controller) => void (left-- > 0 ? (sent++, controller.enqueue(chunk)) : controller.close()) }));
    });
    await refused(`/media/w640${path}`, path, 422, /Ce fichier dépasse 25\u00a0Mo\./);
    // each attempt stopped a little past 25 MB of the 40 on offer (the stream reads a chunk ahead)
    expect(sent).toBeLessThanOrEqual(2 * 28);
  });

  it("answers 404 for a file the CMS does not have, and 504 when it does not answer, keeping neither", async () => {
    await refused("/media/w640/uploads/gone_1.jpg", "/uploads/gone_1.jpg", 404, /n'existe pas/);
    vi.restoreAllMocks();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    cms = fakeCms(hang);
    const slow = await get("/media/w640/uploads/slow_1.jpg", CHROMIUM_ACCEPT, { CMS_TIMEOUT_MS: "30" });
    expect([slow.res.status, slow.res.headers.get("cache-control")]).toEqual([504, "no-store"]);
    expect(transformations).toBe(0);
  });
});
