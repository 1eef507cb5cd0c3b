/** The route table and what derives from it are what scripts/routes.mjs writes from the route modules, in the router's order. */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bySpecificity, GENERATED_FILES, generatedFiles, ordered, readRoute, ROUTES_FOLDER } from "../scripts/routes/table";

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
      { name: "a", pattern: "/x/:slug", layout: "default" },
      { name: "b", pattern: "/x/:id", layout: "default" },
    ];
    expect(() => ordered(routes)).toThrow("a (/x/:slug) and b (/x/:id) would answer the same paths");
  });
});

describe("readRoute", () => {
  it("reads the name from the file, pattern and layout from the default export's object", () => {
    expect(readRoute("crm-brochure.ts", `export default route({ pattern: "/crm/brochure", layout: "dynamics", load, Page });`)).toEqual({
      name: "crm-brochure",
      pattern: "/crm/brochure",
      layout: "dynamics",
    });
    expect(readRoute("alumni.ts", `export default fixedArticleRoute({ pattern: "/alumni" });`)).toMatchObject({ layout: "default" });
  });

  it("refuses what it cannot read as written, saying which file and why", () => {
    expect(() => readRoute("home.ts", `const pattern = "/";\nexport default route({ pattern, load, Page });`)).toThrow(
      "worker/pages/routes/home.ts: `pattern` must be written as a string literal",
    );
    expect(() => readRoute("home.ts", "export default route({ pattern: `/${x}`, load, Page });")).toThrow("`pattern` must be written as a string literal");
    expect(() => readRoute("home.ts", `export const home = route({ pattern: "/" });`)).toThrow("expected `export default route(");
    expect(() => readRoute("home.ts", `export default route({ load, Page });`)).toThrow("no `pattern`");
    expect(() => readRoute("Home.ts", `export default route({ pattern: "/" });`)).toThrow("file name is its name");
    expect(() => readRoute("home.ts", `export default route({ pattern: "/a/*" });`)).toThrow('pattern "/a/*"');
  });
});
