/** /sw.js as the build leaves it among the static files: this build's file list, a classic script a browser can run. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import manifest from "../../dist/client/.vite/manifest.json";
import { precacheList, versionOf } from "../../ui/service-worker/precache";

const get = (path: string) => (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(`https://www.ecole.test${path}`);

describe("/sw.js", () => {
  it("is served as JavaScript by the static files, without cookies", async () => {
    const res = await get("/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("precaches every hashed file of this build, the offline page and the install icons, under the list's version", async () => {
    const source = await (await get("/sw.js")).text();
    const files = precacheList(manifest);
    const entry = (manifest as Record<string, { file: string }>)["ui/browser/client.tsx"]!.file;
    expect(source).toContain(`"/${entry}"`);
    for (const file of ["/offline", "/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png"]) expect(source).toContain(`"${file}"`);
    expect(source).toContain(`shell-${versionOf(files)}`);
  });

  it("leaves /api, /crm/confirm and the webhook to the network, and is no module", async () => {
    const source = await (await get("/sw.js")).text();
    expect(source).toContain("api|crm\\/confirm|__cms");
    expect(source).not.toMatch(/__vite|import\s*\(|\bexport\b|__PRECACHE__/);
  });

  it("names its caches after the file list, so a new build is a new version", () => {
    expect(versionOf(["/assets/a-1.js"])).toMatch(/^[a-z0-9]+$/);
    expect(versionOf(["/assets/a-1.js"])).toBe(versionOf(["/assets/a-1.js"]));
    expect(versionOf(["/assets/a-2.js"])).not.toBe(versionOf(["/assets/a-1.js"]));
  });

  it("lists each file once, sorted", () => {
    const list = precacheList({ a: { file: "assets/x.js", css: ["assets/x.css"] }, b: { file: "assets/x.js" } });
    expect(list).toEqual([...new Set(list)].sort());
    expect(list).toContain("/assets/x.css");
  });
});
