/**
 * The route table, read from the route modules (worker/routes/<name>.tsx): each file's name is its route's name,
 * its default export's first argument an object whose `pattern`, `layout` and flags are read as written, without
 * running the module. Pure: scripts/routes.mjs reads the folder and writes what `generatedFiles` returns;
 * tests/routes.test.ts fails when a written file is not what it returns now.
 */
import ts from "typescript";

export const ROUTES_FOLDER = "worker/routes";

export interface TableRoute {
  name: string;
  pattern: string;
  layout: string;
  /** An editor previews its pages from the CMS. */
  preview: boolean;
}

/**
 * The flags every route module says, so none is forgotten (worker/loaders/define.ts tells what each means): read here so
 * that a module lacking one, or writing one in a way the generator cannot read, is refused by name.
 */
export const FLAGS = ["sitemap", "preview", "english", "cache"] as const;

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Fixed segments and named parameters (routePath and the router read `:name` and `:name?`), no wildcard. */
const PATTERN = /^\/$|^(\/([a-z0-9-]+|:[a-z]+\??))+$/;
const LAYOUT = /^[a-z]+$/;

const refuse = (file: string, why: string): never => {
  throw new Error(`${ROUTES_FOLDER}/${file}: ${why}`);
};

/** A route module's name, pattern, layout ("default" when it names none) and preview flag, its other flags checked present; or an error saying what cannot be read. */
export function readRoute(file: string, text: string): TableRoute {
  const name = file.replace(/\.tsx?$/, "");
  if (!NAME.test(name) || !/\.tsx?$/.test(file)) refuse(file, "a route's file name is its name: lowercase words joined by hyphens, .ts or .tsx");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const exported = source.statements.find((s): s is ts.ExportAssignment => ts.isExportAssignment(s) && !s.isExportEquals);
  const call = exported?.expression;
  const def = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
  if (!def || !ts.isObjectLiteralExpression(def)) return refuse(file, "expected `export default route({ pattern: \"/…\", … })` (or another helper called with one object)");
  /** A property's value as written; `as` says what it must be, when it is written otherwise (`{ pattern }`). */
  const written = (key: string, as: string): ts.Expression | undefined => {
    const property = def.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === key);
    if (!property) return undefined;
    return ts.isPropertyAssignment(property) ? property.initializer : refuse(file, `\`${key}\` must be written as ${as}`);
  };
  const literal = (key: string): string | undefined => {
    const value = written(key, "a string literal");
    if (value && !ts.isStringLiteralLike(value)) return refuse(file, `\`${key}\` must be written as a string literal`);
    return value?.text;
  };
  const flags = Object.fromEntries(
    FLAGS.map((flag) => [flag, written(flag, "a literal") ?? refuse(file, `no \`${flag}\` flag: every route says it (worker/loaders/define.ts, RouteFlags)`)]),
  );
  const isBoolean = (value: ts.Expression) => value.kind === ts.SyntaxKind.TrueKeyword || value.kind === ts.SyntaxKind.FalseKeyword;
  for (const flag of ["preview", "english"] as const) if (!isBoolean(flags[flag]!)) refuse(file, `\`${flag}\` must be written true or false`);
  if (!isBoolean(flags.sitemap!) && !ts.isObjectLiteralExpression(flags.sitemap!)) refuse(file, "`sitemap` must be written false or { list: …, entries: … }");
  if (!ts.isObjectLiteralExpression(flags.cache!)) refuse(file, "`cache` must be written as an object ({ globalTier: true, … })");
  const pattern = literal("pattern") ?? refuse(file, "no `pattern`");
  if (!PATTERN.test(pattern)) refuse(file, `pattern ${JSON.stringify(pattern)}: "/" or segments of a-z, 0-9 and "-", or parameters ":name" and ":name?"`);
  const layout = literal("layout") ?? "default";
  if (!LAYOUT.test(layout)) refuse(file, `layout ${JSON.stringify(layout)} is no layout name`);
  return { name, pattern, layout, preview: flags.preview!.kind === ts.SyntaxKind.TrueKeyword };
}

const segments = (pattern: string) => pattern.split("/").filter(Boolean);
/** A fixed segment before a required parameter before an optional one. */
const rank = (segment: string) => (!segment.startsWith(":") ? 0 : segment.endsWith("?") ? 2 : 1);

/**
 * Which of two patterns the router must try first (Hono's PatternRouter takes the first that matches), segment by
 * segment: a fixed segment before a parameter, a required parameter before an optional one; where one pattern ends
 * first it goes first ("/a" before "/a/:page?"). Fixed segments that differ are in alphabetical order (no path matches
 * both). 0 only for two patterns of the same shape, which would answer the same paths.
 */
export function bySpecificity(a: string, b: string): number {
  const [as, bs] = [segments(a), segments(b)];
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const [x, y] = [as[i]!, bs[i]!];
    const order = rank(x) - rank(y);
    if (order) return order;
    if (rank(x) === 0 && x !== y) return x < y ? -1 : 1;
  }
  return as.length - bs.length;
}

/** The routes in the order the router tries them; two of one shape are refused. */
export function ordered(routes: readonly TableRoute[]): TableRoute[] {
  const sorted = [...routes].sort((a, b) => bySpecificity(a.pattern, b.pattern));
  sorted.forEach((route, i) => {
    const next = sorted[i + 1];
    if (next && bySpecificity(route.pattern, next.pattern) === 0) {
      throw new Error(`${ROUTES_FOLDER}: ${route.name} (${route.pattern}) and ${next.name} (${next.pattern}) would answer the same paths`);
    }
  });
  return sorted;
}

const HEADER = `// Generated by scripts/routes.mjs from ${ROUTES_FOLDER}/ (one module per route); the build writes it anew: do not edit.`;
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const key = (name: string) => (/^[a-z][a-z0-9]*$/.test(name) ? name : JSON.stringify(name));

const coreTable = (routes: readonly TableRoute[]) =>
  [
    HEADER,
    "// The route table, most specific pattern first: Hono's router takes the first that matches.",
    `import { routeLine, type RouteDef } from "./route-def";`,
    "",
    "export const ROUTES = [",
    ...routes.map(({ name, pattern, layout }) => `  routeLine(${[name, pattern, ...(layout === "default" ? [] : [layout])].map((s) => JSON.stringify(s)).join(", ")}),`),
    "] as const satisfies readonly RouteDef[];",
    "",
  ].join("\n");

const workerModules = (routes: readonly TableRoute[]) =>
  [
    HEADER,
    `import type { PatternOf, RouteName } from "../../core/routes";`,
    `import type { RouteModule } from "../loaders/define";`,
    ...routes.map(({ name }) => `import ${camel(name)}Route from "../routes/${name}";`),
    "",
    "/** Each route's module by its name: one missing, or whose pattern is not its line's of the table, does not build. */",
    "export const ROUTE_MODULES = {",
    ...routes.map(({ name }) => `  ${key(name)}: ${camel(name)}Route,`),
    "} satisfies { [N in RouteName]: RouteModule<PatternOf<N>> };",
    "",
  ].join("\n");

export const GENERATED_FILES = ["core/routes.gen.ts", "worker/router/modules.gen.ts", "cms/src/preview/site-routes.json"] as const;
type GeneratedFile = (typeof GENERATED_FILES)[number];

/**
 * Every file written from the route modules, by repository path: the route table (core/), the modules by name
 * (worker/), and the patterns of the pages an editor previews, for the CMS (a package apart, reading JSON).
 */
export function generatedFiles(sources: readonly { file: string; text: string }[]): Record<GeneratedFile, string> {
  const byName = sources.map(({ file, text }) => readRoute(file, text)).sort((a, b) => (a.name < b.name ? -1 : 1));
  const previewed = Object.fromEntries(byName.filter((route) => route.preview).map(({ name, pattern }) => [name, pattern]));
  return {
    "core/routes.gen.ts": coreTable(ordered(byName)),
    "worker/router/modules.gen.ts": workerModules(byName),
    "cms/src/preview/site-routes.json": `${JSON.stringify(previewed, null, 2)}\n`,
  };
}
