/** /uploads/* in workerd: media proxied from the CMS, kept at the edge, paths validated. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeCms, hang, json, uniqueCmsUrl } from "../../tests/worker/fake-cms";
import { request } from "../../tests/worker/app";

const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const media = (type: string) => () => new Response(png, { headers: { "content-type": type, etag: '"e1"', "set-cookie": "a=b", server: "strapi" } });
let files = 0;
/** A file name no other test asked for: the edge cache is shared by the whole test file. */
const fileName = (ext = "png") => `campus_Lyon_${Date.now().toString(36)}${++files}.${ext}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/uploads/*", () => {
  it("proxies a CMS file with its type, a long cache lifetime and no CMS headers, then serves it from the edge", async () => {
    const cms = fakeCms(media("image/png"));
    const cmsUrl = uniqueCmsUrl();
    const name = fileName();
    const first = await request(`/uploads/${name}`, {}, { CMS_URL: cmsUrl });
    expect(first.res.status).toBe(200);
    expect(new Uint8Array(await first.res.arrayBuffer())).toEqual(png);
    expect(first.res.headers.get("content-type")).toBe("image/png");
    expect(first.res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.res.headers.get("set-cookie")).toBeNull();
    expect(first.res.headers.get("content-disposition")).toBeNull();
    expect(cms.calls[0]!.url.toString()).toBe(`${cmsUrl}/uploads/${name}`);
    expect(cms.calls[0]!.authorization).toBeNull();
    await first.settled();
    const second = await request(`/uploads/${name}`, {}, { CMS_URL: cmsUrl });
    expect(second.res.status).toBe(200);
    expect(new Uint8Array(await second.res.arrayBuffer())).toEqual(png);
    expect(cms.calls).toHaveLength(1);
  });

  it("serves what a page should not show inline (SVG, HTML) as a sandboxed download", async () => {
    fakeCms(media("image/svg+xml"));
    const { res } = await request(`/uploads/${fileName("svg")}`, {}, { CMS_URL: uniqueCmsUrl() });
    expect(res.headers.get("content-disposition")).toBe("attachment");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });

  it.each(["/uploads/", "/uploads/.env", "/uploads/a/../../admin", "/uploads/%2e%2e/x.png", "/uploads/a%2Fb.png", "/uploads/a b.png"])(
    "answers %s with 404 without asking the CMS for a file",
    async (path) => {
      const file = media("image/png");
      const cms = fakeCms((call) => (call.url.pathname.startsWith("/uploads") ? file() : json({ data: null }, 404)));
      const { res } = await request(path, {}, { CMS_URL: uniqueCmsUrl() });
      expect(res.status).toBe(404);
      // a path the URL parser resolves out of /uploads is a page like any other: its 404 page still draws the chrome
      expect(cms.calls.filter((call) => call.url.pathname.startsWith("/uploads"))).toHaveLength(0);
    },
  );

  it("with MEDIA_URL, reads the file from the bucket under that URL's path, never from the CMS", async () => {
    const bucket = fakeCms(media("image/png"));
    const name = fileName();
    const { res } = await request(`/uploads/${name}`, {}, { CMS_URL: uniqueCmsUrl(), MEDIA_URL: "http://127.0.0.1:5001/media/" });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
    expect(bucket.calls.map((call) => call.url.toString())).toEqual([`http://127.0.0.1:5001/media/uploads/${name}`]);
  });

  it("lets pages show images from MEDIA_URL's origin (Strapi writes bucket URLs whole), and only that one", async () => {
    fakeCms(() => json({ error: { status: 404, message: "Not Found" } }, 404));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const vars = { CMS_URL: uniqueCmsUrl() };
    const page = async (extra: Record<string, string>) => (await request("/pas/de/page", {}, { ...vars, ...extra })).res.headers.get("content-security-policy") ?? "";
    expect(await page({ MEDIA_URL: "http://127.0.0.1:5001/media" })).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:5001(;| )/);
    expect(await page({})).not.toContain("5001");
  });

  it("answers 404 for an object a bucket hides with 403 (it does not let the public list it)", async () => {
    fakeCms(() => new Response("<Error><Code>AccessDenied</Code></Error>", { status: 403 }));
    const { res } = await request(`/uploads/${fileName()}`, {}, { MEDIA_URL: "https://media.ecole.test" });
    expect(res.status).toBe(404);
  });

  it("answers a 403 from the CMS itself as a fault (503), not as a missing file", async () => {
    fakeCms(() => new Response("Forbidden", { status: 403 }));
    const { res } = await request(`/uploads/${fileName()}`, {}, { CMS_URL: uniqueCmsUrl() });
    expect(res.status).toBe(503);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("passes a CMS 404 on, and a CMS timeout as 504", async () => {
    fakeCms(() => new Response("nope", { status: 404 }));
    expect((await request(`/uploads/${fileName()}`, {}, { CMS_URL: uniqueCmsUrl() })).res.status).toBe(404);
    vi.restoreAllMocks();
    fakeCms(hang);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await request(`/uploads/${fileName()}`, {}, { CMS_URL: uniqueCmsUrl(), CMS_TIMEOUT_MS: "30" })).res.status).toBe(504);
  });
});
