/** The client bundle: hashed files in dist/client, served as static assets; the worker reads its manifest. */
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: "assets",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    sourcemap: false,
    rollupOptions: {
      input: "ui/client.tsx",
      // jotai's "use client" markers mean nothing outside React Server Components.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
});
