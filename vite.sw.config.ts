/** The service worker's own build: one classic script at dist/client/sw.js, its precache list taken from the client build's manifest. */
import { readFileSync } from "node:fs";
import { defineConfig } from "vite";
import { OFFLINE_PAGE, precacheList, versionOf, type ManifestChunk } from "./ui/service-worker/precache.ts";

const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Record<string, ManifestChunk>;
const files = precacheList(manifest);

export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist/client",
    emptyOutDir: false,
    target: "es2022",
    lib: { entry: "ui/service-worker/sw.ts", formats: ["iife"], name: "serviceWorker", fileName: () => "sw.js" },
  },
  define: {
    // the bundler's define takes no arrays: the list goes in as JSON text
    __PRECACHE__: JSON.stringify(JSON.stringify(files)),
    __SW_VERSION__: JSON.stringify(versionOf(files)),
    __OFFLINE_PAGE__: JSON.stringify(OFFLINE_PAGE),
  },
});
