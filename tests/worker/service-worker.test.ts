/** /sw.js as the worker serves it: this build's file list, the right headers, a script a browser can run. */
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import manifest from "../../dist/client/.vite/manifest.json";
import app from "../../worker/index";
import { precacheList, serviceWorkerSource } from "../../worker/routes/service-worker";

const get = (path: string) => app.request(`https://www.ecole.test${path}`, {}, env, createExecutionContext());

describe("/sw.js", () => {
  it("is served as JavaScript that browsers revalidate on every update check", async () => {
    const res = await get("/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("precaches every hashed file of this build, the offline page and the install icons", async () => {
    const source = await (await get("/sw.js")).text();
    const entry = (manifest as Record<string, { file: string }>)["ui/client.tsx"]!.file;
    expect(source).toContain(`"/${entry}"`);
    for (const file of ["/offline", "/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png"]) expect(source).toContain(`"${file}"`);
  });

  it("names its caches after the file list, so a new build is a new version", () => {
    const version = (files: string[]) => serviceWorkerSource(files).match(/\], "([a-z0-9]+)", "\/offline"\)/)?.[1];
    expect(version(["/assets/a-1.js"])).toMatch(/^[a-z0-9]+$/);
    expect(version(["/assets/a-1.js"])).toBe(version(["/assets/a-1.js"]));
    expect(version(["/assets/a-2.js"])).not.toBe(version(["/assets/a-1.js"]));
  });

  it("leaves /api, /crm/confirm and the webhook to the network, and carries no bundler helper it lacks", () => {
    const source = serviceWorkerSource(["/assets/a.js"]);
    expect(source).toContain("api|crm\\/confirm|__cms");
    expect(source).not.toMatch(/__vite|import\s*\(|\bexport\b/);
    expect(source.startsWith('"use strict";\nvar __name = (fn) => fn;\n(')).toBe(true);
  });

  it("lists each file once, sorted", () => {
    const list = precacheList({ a: { file: "assets/x.js", css: ["assets/x.css"] }, b: { file: "assets/x.js" } });
    expect(list).toEqual([...new Set(list)].sort());
    expect(list).toContain("/assets/x.css");
  });
});
