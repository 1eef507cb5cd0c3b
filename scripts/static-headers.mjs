// Writes dist/client/_headers: the static HTML files (offline page, group footer) get the pages' security headers,
// from the worker's own policy module (worker/middleware/security-headers/policy.ts), their <style> allowed by hash;
// the build's hashed files are kept for a year.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { runnerImport } from "vite";

const CLIENT = "dist/client";

const { contentSecurityPolicy, EVERY_ANSWER, htmlAnswer } = (await runnerImport("./worker/middleware/security-headers/policy.ts", { logLevel: "error" })).module;

/** The headers hono's secure-headers writes with these options, as the worker's answers get them. */
async function written(options) {
  const app = new Hono().use(secureHeaders(options)).get("/", () => new Response(null));
  return Object.fromEntries((await app.request("/")).headers);
}
const everyAnswer = await written(EVERY_ANSWER);
const html = await written(htmlAnswer(false));

const styleHashes = (html) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => `sha256-${createHash("sha256").update(css).digest("base64")}`);

/** One block per file, under both addresses static assets answer it at (/name and /name.html). */
function fileBlock(name) {
  const text = readFileSync(`${CLIENT}/${name}`, "utf8");
  const headers = {
    "content-security-policy": contentSecurityPolicy({ styleHashes: styleHashes(text) }),
    ...html,
    // Shown when the network is gone, or framed on every page: kept by the browser but asked again.
    "cache-control": "no-cache",
  };
  const lines = Object.entries(headers).map(([header, value]) => `  ${header}: ${value}`);
  return [`/${name.replace(/\.html$/, "")}`, `/${name}`].map((path) => [path, ...lines].join("\n")).join("\n");
}

const every = ["/*", ...Object.entries(everyAnswer).map(([header, value]) => `  ${header}: ${value}`)].join("\n");
// Their names change with their bytes: asked again on every page (static assets' default, max-age=0), the stylesheet
// costs a round trip before a page fetched ahead can paint.
const hashed = ["/assets/*", "  cache-control: public, max-age=31536000, immutable"].join("\n");
const pages = readdirSync(CLIENT).filter((name) => name.endsWith(".html"));
writeFileSync(`${CLIENT}/_headers`, `${[every, hashed, ...pages.map(fileBlock)].join("\n\n")}\n`);
console.log(`_headers: ${pages.join(", ")}`);
