/**
 * GET /sw.js, served by the worker rather than as a static file: its precache list names this build's
 * hashed files (read from Vite's manifest at bundle time), so every deployment changes the script's
 * bytes, which is what makes browsers install the new worker and drop the old caches.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { chunks, type ManifestChunk } from "../render/assets";
import { serviceWorkerMain } from "./service-worker-script";

/** assets/offline.html, under the address static assets answer without a redirect (a redirected answer cannot serve a navigation). */
export const OFFLINE_PAGE = "/offline";

/** Files of assets/ the shell needs offline (the manifest, its icons, the pop-in image). */
const STATIC_SHELL = [OFFLINE_PAGE, "/favicon.svg", "/manifest.webmanifest", "/icons/icon.svg", "/icons/icon-192.png", "/icons/icon-512.png", "/images/popin.svg"];

export function precacheList(build: Record<string, ManifestChunk>): string[] {
  const built = Object.values(build).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]).map((file) => `/${file}`);
  return [...new Set([...built, ...STATIC_SHELL])].sort();
}

/** FNV-1a: a short, stable name for a list of files. */
function versionOf(files: string[]): string {
  let hash = 0x811c9dc5;
  for (const char of files.join("\n")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The script: the bundler may wrap named functions in `__name(...)` (wrangler's keep-names), a helper
 * that would not exist in the browser, hence the one-line stand-in before the call.
 */
export function serviceWorkerSource(files: string[]): string {
  const args = [files, versionOf(files), OFFLINE_PAGE].map((value) => JSON.stringify(value)).join(", ");
  return `"use strict";\nvar __name = (fn) => fn;\n(${serviceWorkerMain.toString()})(${args});\n`;
}

const source = serviceWorkerSource(precacheList(chunks));

export const serviceWorkerRoute = (c: Context<AppEnv>) =>
  c.body(source, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" });
