/** The hashed client files of this build, read from Vite's manifest at bundle time. */
import manifest from "../../dist/client/.vite/manifest.json";
import type { AssetLinks } from "../../content/page";
import type { ManifestChunk } from "../../ui/service-worker/precache";

const CLIENT_ENTRY = "ui/client.tsx";
/** Every chunk of the client build, by source path: the one reader of Vite's manifest. */
const chunks = manifest as Record<string, ManifestChunk>;
const entry = chunks[CLIENT_ENTRY];
if (!entry) throw new Error(`The client build has no ${CLIENT_ENTRY}: run npm run build`);

export const clientEntry = `/${entry.file}`;
export const assetLinks: AssetLinks = {
  styles: (entry.css ?? []).map((file) => `/${file}`),
  /** Chunks the entry imports statically: preloaded so they download in parallel with it. */
  modulePreloads: (entry.imports ?? []).flatMap((key) => (chunks[key] ? [`/${chunks[key].file}`] : [])),
};

/** Names this build: every hashed file a page links, so a page cached by another build is never served. */
export const buildId = [clientEntry, ...assetLinks.styles, ...assetLinks.modulePreloads].join(" ");
