/** The client bundle: hashed files in dist/client, served as static assets; the worker reads its manifest. */
import type { Plugin as CssPlugin } from "postcss";
import { defineConfig } from "vite";
import { retryFailedImports } from "./scripts/retry-imports.ts";
import {
  AVATAR_PX, BREAKPOINTS, COMPACT_NAVBAR_MAX_WIDTH, FOCUS_STEPS, HASH_SCROLL_OFFSET_PX, IMAGE_BOXES, LOADING_BAR, LOGO_HEIGHT_PX, MOBILE_MAX_WIDTH, POPIN_MIN_HEIGHT_PX,
} from "./core/constants.ts";

/** The stylesheets' custom media, from the one place the widths live. */
const CUSTOM_MEDIA: Record<string, string> = {
  "--mobile": `(max-width: ${MOBILE_MAX_WIDTH}px)`,
  "--beyond-mobile": `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`,
  "--compact": `(max-width: ${COMPACT_NAVBAR_MAX_WIDTH}px)`,
  "--md": `(min-width: ${BREAKPOINTS.md}px)`,
  "--lg": `(min-width: ${BREAKPOINTS.lg}px)`,
};

/** A PostCSS step (after the partials are inlined) writing `@media (--name)` out as its query; an unknown name fails the build. */
const customMedia = {
  postcssPlugin: "custom-media",
  AtRule: {
    media(rule: { params: string }) {
      rule.params = rule.params.replace(/\((--[a-z-]+)\)/g, (_token, name: string) => {
        const query = CUSTOM_MEDIA[name];
        if (!query) throw new Error(`Unknown custom media ${name}`);
        return query;
      });
    },
  },
};

/** Numbers the stylesheets share with the scripts, as custom properties of :root. */
const CUSTOM_PROPERTIES: Record<string, string> = {
  "--hash-scroll-offset": `${HASH_SCROLL_OFFSET_PX}px`,
  "--loading-duration": `${LOADING_BAR.durationMs}ms`,
  "--popin-min-height": `${POPIN_MIN_HEIGHT_PX}px`,
  // the image slots' sizes and boxes, which their srcset, width and height are written for (core/images/slots.ts)
  "--logo-height": `${LOGO_HEIGHT_PX}px`,
  "--avatar-size": `${AVATAR_PX}px`,
  "--card-box": IMAGE_BOXES.card.join(" / "),
  "--campus-card-box": IMAGE_BOXES.campusCard.join(" / "),
  "--inline-box": IMAGE_BOXES.inline.join(" / "),
};

/** A focal point's classes (core/images/focus.ts): `.focus-x-25` moves a cropped picture's position to 25 % across. */
const FOCUS_CLASSES = FOCUS_STEPS.flatMap((step) => (["x", "y"] as const).map((axis) => [`.focus-${axis}-${step}`, `--focus-${axis}`, `${step}%`] as const));

/** A PostCSS step writing CUSTOM_PROPERTIES at the top of the stylesheet, and the focus classes at its end. */
const customProperties: CssPlugin = {
  postcssPlugin: "custom-properties",
  Once(root, { Rule, Declaration }) {
    // Written as if from the stylesheet itself, so Vite can tell where they came from.
    const source = root.source;
    const declarations = Object.entries(CUSTOM_PROPERTIES).map(([prop, value]) => new Declaration({ prop, value, source }));
    root.prepend(new Rule({ selector: ":root", source }).append(declarations));
    for (const [selector, prop, value] of FOCUS_CLASSES) root.append(new Rule({ selector, source }).append(new Declaration({ prop, value, source })));
  },
};

const isReactDom = (chunk: { facadeModuleId: string | null }) => chunk.facadeModuleId?.includes("/react-dom/") ?? false;

export default defineConfig({
  publicDir: "assets",
  plugins: [retryFailedImports()],
  css: { postcss: { plugins: [customMedia, customProperties] } },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    sourcemap: false,
    rollupOptions: {
      input: "ui/browser/client.tsx",
      output: {
        // What both the runtime and the islands import (the hydrated flag's context, the page's atoms) in a chunk of its
        // own, not in the runtime's: a chunk a dynamic import loads must not be imported statically, or a retry under a
        // fresh address (scripts/retry-imports.ts) would evaluate it twice.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: "island-root", test: /\/ui\/browser\/(IslandRoot\.tsx|state\/(page|navigation)\.ts)$/ },
            // The library apart from the site's own field-data code, so each one's size can be read (README, Field data).
            { name: "web-vitals", test: /\/node_modules\/web-vitals\// },
          ],
        },
        // React DOM's chunk would otherwise take the name "client", like the entry.
        chunkFileNames: (chunk) => `assets/${isReactDom(chunk) ? "react-dom" : "[name]"}-[hash].js`,
        // V8's compile hint: hydration calls much of React DOM, so all of it is compiled while the file streams in, off
        // the main thread, instead of function by function in hydration's tasks.
        postBanner: (chunk) => (isReactDom(chunk) ? "//# allFunctionsCalledOnLoad" : ""),
      },
      // jotai's "use client" markers mean nothing outside React Server Components.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
});
