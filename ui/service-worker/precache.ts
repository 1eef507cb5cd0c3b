/** What the service worker keeps for offline use: this build's hashed files and the app shell, under a version named after them. */

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** assets/offline.html, under the address static assets answer without a redirect (a redirected answer cannot serve a navigation). */
export const OFFLINE_PAGE = "/offline";

/** Files of assets/ the shell needs offline (the manifest, its icons, the pop-in image). */
const STATIC_SHELL = [OFFLINE_PAGE, "/favicon.svg", "/manifest.webmanifest", "/icons/icon.svg", "/icons/icon-192.png", "/icons/icon-512.png", "/images/popin.svg"];

export function precacheList(build: Record<string, ManifestChunk>): string[] {
  const built = Object.values(build).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]).map((file) => `/${file}`);
  return [...new Set([...built, ...STATIC_SHELL])].sort();
}

/**
 * FNV-1a of the list: a short, stable name. Every deployment changes it, and with it the script's
 * bytes, which is what makes browsers install the new worker and drop the old caches.
 */
export function versionOf(files: string[]): string {
  let hash = 0x811c9dc5;
  for (const char of files.join("\n")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
