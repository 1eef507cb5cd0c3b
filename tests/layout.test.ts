/** The layout's rules, read from the import graph: imports run downwards, URL stages stay free of React. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../core/routes";

const root = join(dirname(new URL(import.meta.url).pathname), "..");
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sources(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Each specifier of a file: relative ones as repository paths, packages by name. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(IMPORT)].map((m) => {
    const spec = (m[1] ?? m[2])!;
    if (!spec.startsWith(".")) return spec;
    const base = join(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find((p) => existsSync(join(root, p)) && statSync(join(root, p)).isFile());
    return relative(root, join(root, found ?? base));
  });
}

/** Every module a file reaches, itself included. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const target of importsOf(file)) {
    if (/\.tsx?$/.test(target)) closure(target, seen);
    else seen.add(target);
  }
  return seen;
}

const offenders = (folder: string, forbidden: RegExp) =>
  sources(folder).flatMap((file) => importsOf(file).filter((target) => forbidden.test(target)).map((target) => `${file} → ${target}`));

describe("layout", () => {
  it("keeps core/ and the content contract free of ui/, worker/ and any framework", () => {
    expect([...offenders("core", /^(ui|worker|contract)\/|^(react|hono|jotai)/), ...offenders("contract", /^(ui|worker)\/|^(react|hono|jotai)/)]).toEqual([]);
  });

  it("lets ui/ import nothing from worker/", () => {
    expect(offenders("ui", /^worker\//)).toEqual([]);
  });

  it("renders errors through render/, never through routes/", () => {
    expect(offenders("worker/errors", /^worker\/routes\//)).toEqual([]);
  });

  it("runs loaders and the CMS layer below the routes", () => {
    expect([...offenders("worker/loaders", /^worker\/(routes|middleware)\//), ...offenders("worker/cms", /^worker\/(routes|loaders|render)\//)]).toEqual([]);
  });

  it("keeps islands apart from the server's pages: nothing under ui/islands/ imports the rest of ui/", () => {
    expect(offenders("ui/islands", /^ui\/(?!islands\/|styles\/)/)).toEqual([]);
  });

  it("keeps the URL stage free of React", () => {
    const reached = [...closure("worker/middleware/url-rules/index.ts")];
    expect(reached.filter((module) => /^react|^ui\//.test(module))).toEqual([]);
  });

  it("builds the site's addresses with routePath: no page path of the route table written by hand", () => {
    // a route's fixed part as a string or template literal: "/agenda", `/formations/${…}`, "/formations?…"
    const fixed = ROUTES.map((r) => r.pattern.split("/:")[0]!).filter((path) => path.length > 1);
    const written = new RegExp(`["'\`](?:${[...new Set(fixed)].map((p) => p.replace(/[-/]/g, "\\$&")).join("|")})(?:["'\`?]|/\\$\\{)`);
    const found = ["worker", "ui", "core", "contract"].flatMap(sources)// the CMS layer names the CMS API's own paths (/formations there is a collection)
      // and the speculation rules' selector names the menu's two triggers as the French chrome writes them
      // the route modules write their own patterns, which the generated table copies
      .filter((file) => !["core/routes.gen.ts", "ui/islands/navigation/speculation.ts"].includes(file) && !/^worker\/(cms|pages\/routes)\//.test(file))
      .flatMap((file) =>
      readFileSync(join(root, file), "utf8").split("\n").flatMap((line, i) => (written.test(line) && !/^\s*(\/\/|\*|\/\*\*)/.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
