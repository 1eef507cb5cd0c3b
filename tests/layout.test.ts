/** The layout's rules, read from the import graph: imports run downwards and never in a circle, URL stages stay free of React. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../core/routes";

const root = join(dirname(new URL(import.meta.url).pathname), "..");
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
/** The same, type-only imports left out: the compiler erases them, so they make no cycle a module could run into. */
const VALUE_IMPORT = /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sources(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Each specifier of a file: relative ones as repository paths, packages by name. */
function importsOf(file: string, pattern = IMPORT): string[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(pattern)].map((m) => {
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

/** The groups of nodes that import one another in a circle (strongly connected, more than one), by Tarjan's algorithm. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** A module's folder: its first two levels (worker/routes, ui/browser); a file at the first level is its own. */
const folderOf = (file: string) => file.split("/").slice(0, 2).join("/");

const offenders = (folder: string, forbidden: RegExp) =>
  sources(folder).flatMap((file) => importsOf(file).filter((target) => forbidden.test(target)).map((target) => `${file} → ${target}`));

describe("layout", () => {
  it("keeps core/ and the content contract free of ui/, worker/ and any framework", () => {
    expect([...offenders("core", /^(ui|worker|contract)\/|^(react|hono|jotai)/), ...offenders("contract", /^(ui|worker)\/|^(react|hono|jotai)/)]).toEqual([]);
  });

  it("lets ui/ import nothing from worker/", () => {
    expect(offenders("ui", /^worker\//)).toEqual([]);
  });

  it("renders errors through render/, never through a route or an endpoint", () => {
    expect(offenders("worker/errors", /^worker\/(routes|endpoints)\//)).toEqual([]);
  });

  it("runs loaders and the CMS layer below the routes", () => {
    expect([
      ...offenders("worker/loaders", /^worker\/(routes|endpoints|router|middleware)\//),
      ...offenders("worker/cms", /^worker\/(routes|endpoints|router|loaders|render)\//),
    ]).toEqual([]);
  });

  it("lets a route module draw with ui/ and load with worker/cms and worker/loaders, never reach an endpoint, a middleware or the router", () => {
    expect(offenders("worker/routes", /^worker\/(endpoints|middleware|router)\//)).toEqual([]);
  });

  it("keeps the browser's code apart from the server's pages: nothing under ui/browser/ imports the rest of ui/", () => {
    expect(offenders("ui/browser", /^ui\/(?!browser\/|styles\/)/)).toEqual([]);
  });

  it("keeps in ui/browser/islands/ only what hydrates: nothing imports it but the islands themselves and their registry", () => {
    const outside = ["ui", "worker"].flatMap(sources).filter((file) => !file.startsWith("ui/browser/islands/") && file !== "ui/browser/registry.ts");
    expect(outside.flatMap((file) => importsOf(file).filter((target) => target.startsWith("ui/browser/islands/")).map((target) => `${file} → ${target}`))).toEqual([]);
  });

  it("has no import cycle, between modules or between folders", () => {
    const modules = new Map<string, Set<string>>();
    const folders = new Map<string, Set<string>>();
    for (const file of ["core", "contract", "worker", "ui"].flatMap(sources)) {
      const targets = importsOf(file, VALUE_IMPORT).filter((target) => /\.tsx?$/.test(target));
      modules.set(file, new Set(targets));
      const folder = folders.get(folderOf(file)) ?? new Set<string>();
      for (const target of targets) if (folderOf(target) !== folderOf(file)) folder.add(folderOf(target));
      folders.set(folderOf(file), folder);
    }
    expect(cycles(modules)).toEqual([]);
    expect(cycles(folders)).toEqual([]);
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
      .filter((file) => !["core/routes.gen.ts", "ui/browser/navigation/speculation.ts"].includes(file) && !/^worker\/(cms|routes)\//.test(file))
      .flatMap((file) =>
      readFileSync(join(root, file), "utf8").split("\n").flatMap((line, i) => (written.test(line) && !/^\s*(\/\/|\*|\/\*\*)/.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
