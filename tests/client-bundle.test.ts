/**
 * The browser's bundle, built as `npm run build` builds it and read module by module: ui/browser/ is exactly what it
 * ships of ui/ (the entry and runtime, the islands under ui/browser/islands/, their state and the parts they draw),
 * beside the shared rules of core/, the contract's types, the stylesheet and packages; no page, layout or worker
 * module, and nothing under ui/browser/ the browser never gets.
 */
import { readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { build, type Rollup } from "vite";
import { beforeAll, describe, expect, it } from "vitest";

const root = join(dirname(new URL(import.meta.url).pathname), "..");

/** Every module of the client build, as repository paths (packages and the bundler's own modules as they come). */
async function clientModules(): Promise<string[]> {
  const mode = process.env.NODE_ENV;
  // as scripts/build.mjs: in production, React's production JSX runtime is the one bundled
  process.env.NODE_ENV = "production";
  try {
    const built = (await build({ root, configFile: join(root, "vite.config.ts"), logLevel: "silent", build: { write: false } })) as Rollup.RollupOutput;
    const ids = built.output.flatMap((item) => (item.type === "chunk" ? item.moduleIds : []));
    return [...new Set(ids)].map((id) => (id.startsWith(root) ? relative(root, id) : id)).sort();
  } finally {
    process.env.NODE_ENV = mode;
  }
}

function sources(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const SHIPPED_FOLDERS = /^(ui\/browser\/|ui\/styles\/|core\/|contract\/)|(^|\/)node_modules\/|^\0/;

describe("the client bundle", () => {
  let shipped: string[] = [];
  beforeAll(async () => {
    shipped = await clientModules();
  }, 120_000);

  it("holds ui/browser/, the shared rules, the contract's types, the stylesheet and packages, nothing else", () => {
    expect(shipped.filter((module) => module.startsWith("ui/browser/")).length).toBeGreaterThan(10);
    expect(shipped.filter((module) => !SHIPPED_FOLDERS.test(module))).toEqual([]);
  });

  it("holds every module of ui/browser/: server-only code lives elsewhere under ui/", () => {
    expect(sources("ui/browser").filter((module) => !shipped.includes(module))).toEqual([]);
  });

  it("formats no date and renders no markdown in the browser: core/dates and the markdown library stay on the server", () => {
    expect(shipped.filter((module) => /^core\/dates\.ts$|(^|\/)node_modules\/markdown-it\//.test(module))).toEqual([]);
  });
});
