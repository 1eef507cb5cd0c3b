/** The route table and what derives from it are what scripts/routes.mjs writes from the route modules, in the router's order. */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bySpecificity, FLAGS, GENERATED_FILES, generatedFiles, ordered, readRoute, ROUTES_FOLDER } from "../scripts/routes/table";

const root = new URL("../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

describe("the generated route files", () => {
  const sources = readdirSync(new URL(`${ROUTES_FOLDER}/`, root))
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file, text: read(`${ROUTES_FOLDER}/${file}`) }));

  it.each(GENERATED_FILES)("%s is what the route modules give now (run npm run routes; never edit it)", (path) => {
    expect(read(path)).toBe(generatedFiles(sources)[path]);
  });
});

describe("bySpecificity", () => {
  const sort = (patterns: string[]) => [...patterns].sort(bySpecificity);

  it("puts a fixed segment before a parameter, a required parameter before an optional one", () => {
    expect(sort(["/:rubrique/:slug", "/actualites/:slug", "/actualites/page/:page?", "/:rubrique", "/actualites"])).toEqual([
      "/actualites",
      "/actualites/page/:page?",
      "/actualites/:slug",
      "/:rubrique",
      "/:rubrique/:slug",
    ]);
    expect(sort(["/a/:page?", "/a/:slug"])).toEqual(["/a/:slug", "/a/:page?"]);
  });

  it("decides at the first segment that differs, the leftmost fixed one winning", () => {
    expect(sort(["/:a/x", "/b/:c"])).toEqual(["/b/:c", "/:a/x"]);
  });

  it("puts a pattern before the longer ones it begins, the home page first", () => {
    expect(sort(["/:rubrique", "/", "/a/:page?", "/a"])).toEqual(["/", "/a", "/a/:page?", "/:rubrique"]);
  });
});

describe("ordered", () => {
  it("refuses two routes of one shape", () => {
    const routes = [
      { name: "a", pattern: "/x/:slug", layout: "default", preview: false },
      { name: "b", pattern: "/x/:id", layout: "default", preview: false },
    ];
    expect(() => ordered(routes)).toThrow("a (/x/:slug) and b (/x/:id) would answer the same paths");
  });
});

/** The flags every module says, as a module writes them. */
const FLAGS_WRITTEN = `sitemap: false, preview: false, english: true, cache: { globalTier: true }`;

describe("readRoute", () => {
  it("reads the name from the file, pattern, layout and whether an editor previews it from the default export's object", () => {
    expect(readRoute("crm-brochure.tsx", `export default route({ pattern: "/crm/brochure", layout: "dynamics", ${FLAGS_WRITTEN}, load, Page });`)).toEqual({
      name: "crm-brochure",
      pattern: "/crm/brochure",
      layout: "dynamics",
      preview: false,
    });
    expect(readRoute("alumni.ts", `export default fixedArticleRoute({ pattern: "/alumni", ${FLAGS_WRITTEN.replace("preview: false", "preview: true")} });`)).toMatchObject({
      layout: "default",
      preview: true,
    });
  });

  it("refuses what it cannot read as written, saying which file and why", () => {
    expect(() => readRoute("home.ts", `const pattern = "/";\nexport default route({ pattern, ${FLAGS_WRITTEN}, load, Page });`)).toThrow(
      "worker/routes/home.ts: `pattern` must be written as a string literal",
    );
    expect(() => readRoute("home.ts", `export default route({ pattern: \`/\${x}\`, ${FLAGS_WRITTEN}, load, Page });`)).toThrow("`pattern` must be written as a string literal");
    expect(() => readRoute("home.ts", `export const home = route({ pattern: "/" });`)).toThrow("expected `export default route(");
    expect(() => readRoute("home.ts", `export default route({ ${FLAGS_WRITTEN}, load, Page });`)).toThrow("no `pattern`");
    expect(() => readRoute("Home.ts", `export default route({ pattern: "/", ${FLAGS_WRITTEN} });`)).toThrow("file name is its name");
    expect(() => readRoute("home.ts", `export default route({ pattern: "/a/*", ${FLAGS_WRITTEN} });`)).toThrow('pattern "/a/*"');
  });

  it.each(FLAGS)("refuses a module without its `%s` flag, naming the file and the flag", (flag) => {
    const without = FLAGS_WRITTEN.split(/, (?=[a-z]+:)/).filter((written) => !written.startsWith(`${flag}:`)).join(", ");
    expect(() => readRoute("agenda.tsx", `export default route({ pattern: "/agenda", ${without}, load, Page });`)).toThrow(
      `worker/routes/agenda.tsx: no \`${flag}\` flag`,
    );
  });

  it("refuses flags it cannot read as written", () => {
    const written = (flags: string) => () => readRoute("agenda.tsx", `export default route({ pattern: "/agenda", ${flags}, load, Page });`);
    expect(written(FLAGS_WRITTEN.replace("preview: false", "preview: PREVIEW"))).toThrow("`preview` must be written true or false");
    expect(written(FLAGS_WRITTEN.replace("english: true", "english: !off"))).toThrow("`english` must be written true or false");
    expect(written(FLAGS_WRITTEN.replace("sitemap: false", 'sitemap: "list"'))).toThrow("`sitemap` must be written false or");
    expect(written(FLAGS_WRITTEN.replace("cache: { globalTier: true }", "cache: RULE"))).toThrow("`cache` must be written as an object");
  });
});

describe("generatedFiles", () => {
  it("gives the CMS the patterns of the routes an editor previews, and only those", () => {
    const module = (name: string, pattern: string, preview: boolean) => ({
      file: `${name}.tsx`,
      text: `export default route({ pattern: "${pattern}", ${FLAGS_WRITTEN.replace("preview: false", `preview: ${preview}`)}, load, Page });`,
    });
    const files = generatedFiles([module("campus", "/campus/:slug", true), module("campus-list", "/campus", false)]);
    expect(JSON.parse(files["cms/src/preview/site-routes.json"])).toEqual({ campus: "/campus/:slug" });
  });
});
