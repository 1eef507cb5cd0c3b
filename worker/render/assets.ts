/** The hashed client files of this build, read from Vite's manifest at bundle time. */
import manifest from "../../dist/client/.vite/manifest.json";
import type { AssetLinks } from "../../contract/page";
import type { ManifestChunk } from "../../ui/service-worker/precache";

const CLIENT_ENTRY = "ui/browser/client.tsx";
/** Every chunk of the client build, by source path: the one reader of Vite's manifest. */
const chunks = manifest as Record<string, ManifestChunk>;
const entry = chunks[CLIENT_ENTRY];
if (!entry) throw new Error(`The client build has no ${CLIENT_ENTRY}: run npm run build`);

/** Every chunk the entry may load, statically or when an island wakes (the entry itself among them when a chunk imports it back). */
function reachable(from: ManifestChunk, seen = new Set<string>()): Set<string> {
  for (const key of [...(from.imports ?? []), ...(from.dynamicImports ?? [])]) {
    const chunk = chunks[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    reachable(chunk, seen);
  }
  return seen;
}

export const clientEntry = `/${entry.file}`;
export const assetLinks: AssetLinks = {
  styles: (entry.css ?? []).map((file) => `/${file}`),
  /**
   * The islands' chunks: prefetched once the page has loaded and the browser is idle (never competing with its first
   * paint, and not compiled), so a tap finds them in the cache; evaluated only when an island wakes.
   */
  islandChunks: [...reachable(entry)]
    .filter((file) => file !== entry.file)
    .sort()
    .map((file) => `/${file}`),
};

/** Names this build: every hashed file a page links, so a page cached by another build is never served. */
export const buildId = [clientEntry, ...assetLinks.styles, ...assetLinks.islandChunks].join(" ");
