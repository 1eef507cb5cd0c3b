/**
 * Issue 23's attacks on the site replayed against the real stack (wrangler dev and Strapi): each test fails if its
 * hole reopens. The production-secrets refusal runs in workerd (tests/worker/attacks.test.ts); the CMS's own
 * attacks are the CMS's tests (cms/README.md).
 */
import { request } from "node:http";
import { describe, expect, inject, it } from "vitest";
// The same shapes as the workerd test and the bench.
import { hostileUserAgents, NORMAL_USER_AGENT } from "../worker/hostile-user-agents";
import { DESKTOP, chromiumForFile } from "./browser";
import { wakeIslands } from "./page-tools";

const site = inject("siteUrl");
const PREVIEW_SECRET = inject("previewSecret");
const browser = chromiumForFile();

const timing = (res: Response, name: string) => res.headers.get("server-timing")?.match(new RegExp(`${name};desc="([^"]+)"`))?.[1];
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A GET with a Host header (fetch would send the URL's own) and other headers of the attacker's choice. */
function withHost(path: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; location?: string; body: string }> {
  const { hostname, port } = new URL(site);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { ...headers, host } }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("finding 2: a hostile User-Agent", () => {
  it("costs a rendered page what a normal one costs, in every shape", { timeout: 180_000 }, async () => {
    // A query never asked before is a render, reading the device for the key and the page (about 40 requests: under the search's rate limit).
    let searches = 0;
    const timed = async (userAgent: string) => {
      const start = performance.now();
      const res = await fetch(`${site}/recherche?q=ua${Date.now().toString(36)}${++searches}`, { headers: { "user-agent": userAgent } });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      return performance.now() - start;
    };
    const rounds = async (userAgent: string) => {
      const samples: number[] = [];
      for (let i = 0; i < 5; i++) samples.push(await timed(userAgent));
      return median(samples);
    };
    await rounds(NORMAL_USER_AGENT);
    const normal = await rounds(NORMAL_USER_AGENT);
    for (const [shape, userAgent] of Object.entries(hostileUserAgents())) {
      // Generous for a shared machine; the backtracking test took seconds per request on half this length.
      expect(await rounds(userAgent), shape).toBeLessThan(normal + 300);
    }
  });
});

describe("finding 4: addresses from configuration, never from Host", () => {
  it("names the site by its configured address in canonical links, the sitemap and robots.txt whatever the Host", async () => {
    for (const path of ["/formations", "/sitemap.xml", "/robots.txt", "/actualites/rss.xml"]) {
      const { status, body } = await withHost(path, "evil.example");
      expect(status, path).toBe(200);
      expect(body, path).not.toContain("evil.example");
    }
  });

  it("never redirects to the Host, or the forwarded host, the request named", async () => {
    const redirecting = [
      "/crm/confirm?action=registration&course=bts-cg&campus=lyon",
      "/Formations/",
      "/recherche/",
      "/actualites/page/1",
      "/nos-formations",
      "/en/formations",
      "/formations?campus=nulle-part",
      "/__cms/preview/exit?url=/",
    ];
    const forwarded = { "x-forwarded-host": "evil.example", forwarded: "host=evil.example;proto=https" };
    for (const path of redirecting) {
      for (const [host, headers] of [["evil.example", {}], [new URL(site).host, forwarded]] as const) {
        const { status, location } = await withHost(path, host, headers);
        expect(status, path).toBeGreaterThanOrEqual(300);
        expect(status, path).toBeLessThan(400);
        expect(location ?? "", path).not.toContain("evil.example");
      }
    }
  });
});

describe("finding 5: headers", () => {
  it("gives static HTML files the pages' CSP, nosniff, frame, COOP and CORP rules", async () => {
    for (const path of ["/offline.html", "/group-footer"]) {
      const res = await fetch(`${site}${path}`);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).toMatch(/style-src 'self' 'sha256-/);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(res.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      expect(res.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
  });

  it("states HSTS, COOP, CORP and Cache-Control on every HTML answer, and a CSP without open img-src, form-action, inline <style> or style attributes", async () => {
    // pages reached inside the site; a landing's answer to a visitor who has not answered the banner is theirs alone
    const inside = { referer: `${site}/` };
    for (const [path, status, cache, headers] of [
      ["/", 200, "no-cache", inside],
      ["/agenda", 200, "no-cache", inside],
      ["/pas-de-page", 404, "no-store", inside],
      ["/error/debug?code=503", 503, "no-store", inside],
      ["/agenda?utm_source=salon", 200, "private, no-store", {}],
    ] as const) {
      const res = await fetch(`${site}${path}`, { headers });
      expect(res.status, path).toBe(status);
      expect(res.headers.get("strict-transport-security"), path).toMatch(/^max-age=\d{7,}/);
      expect(res.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      expect(res.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      expect(res.headers.get("cache-control"), path).toBe(cache);
      const directives = Object.fromEntries((res.headers.get("content-security-policy") ?? "").split("; ").map((d) => [d.split(" ")[0], d]));
      expect(directives["img-src"], path).not.toMatch(/ https:( |$)/);
      expect(directives["form-action"], path).not.toMatch(/ https:( |$)/);
      expect(directives["style-src"], path).not.toContain("'unsafe-inline'");
      expect(directives["style-src-attr"], path).toBe("style-src-attr 'none'");
      expect(await res.text(), path).not.toMatch(/<[a-z][^>]* style="/);
    }
  });

  it("gives every answer that is not a page (JSON, XML, text) a CSP that allows nothing, nosniff besides", async () => {
    for (const path of ["/recherche/index.json", "/sitemap.xml", "/actualites/rss.xml", "/robots.txt", "/api/crm-links/actions"]) {
      const res = await fetch(`${site}${path}`);
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("draws the home page and the offline page in Chromium without a single CSP violation", async () => {
    const page = await browser().newPage(DESKTOP);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    for (const path of ["/", "/offline.html"]) {
      await page.goto(`${site}${path}`, { waitUntil: "load" });
      // Every island woken, so their scripts and styles run under the policy too.
      if (path === "/") await wakeIslands(page);
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), path).toEqual([]);
    }
    // The offline page's own <style> applied (allowed by its hash): its body is not the browser's default font.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toBe("\"Times New Roman\"");
    await page.close();
  });
});

describe("finding 6: cache and cost amplification", () => {
  it("answers a cache-buster from the page cache: an unknown parameter never splits the key", async () => {
    for (const path of ["/", "/sitemap.xml"]) {
      // Until the plain address is in the cache: a render from stale CMS answers is not stored.
      await expect
        .poll(async () => {
          const plain = await fetch(`${site}${path}`);
          await plain.arrayBuffer();
          return timing(plain, "page");
        }, { timeout: 15_000, interval: 200 })
        .toMatch(/^(hit|stale)$/);
      const busted = await fetch(`${site}${path}${path.includes("?") ? "&" : "?"}cb=${Date.now()}${Math.random()}`);
      await busted.arrayBuffer();
      // Served from the cache either way: fresh ("hit"), or the copy a render is replacing ("stale").
      expect(["hit", "stale"], path).toContain(timing(busted, "page"));
    }
  });

  it("answers a made-up list page with 404 from the cached page count, without a CMS call of its own", async () => {
    await (await fetch(`${site}/actualites`)).arrayBuffer();
    for (const n of [99_999, 54_321]) {
      const res = await fetch(`${site}/actualites/page/${n}`);
      await res.arrayBuffer();
      expect(res.status).toBe(404);
      // Every CMS answer the 404 needed came from the CMS layer's cache: nothing was fetched for page n.
      expect(timing(res, "cms")).toMatch(/^hit/);
    }
  });

  it("answers a made-up slug on a detail page with 404 from the cached list of slugs, without a CMS call of its own", async () => {
    for (const base of ["/formations", "/campus", "/fiches-metiers", "/actualites", "/blog", "/agenda", "/alumni"]) {
      // The first reads the collection's list of slugs, if nothing did yet.
      await (await fetch(`${site}${base}/made-up-first`)).arrayBuffer();
      for (const slug of ["made-up-second", `zq${Date.now().toString(36)}`]) {
        const res = await fetch(`${site}${base}/${slug}`);
        await res.arrayBuffer();
        expect(res.status, `${base}/${slug}`).toBe(404);
        expect(timing(res, "cms"), `${base}/${slug}`).toMatch(/^hit/);
      }
    }
  });

  it("never takes the preview secret in the address", async () => {
    const res = await fetch(`${site}/__cms/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&url=/`, { redirect: "manual" });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
