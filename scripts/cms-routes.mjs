// Writes cms/src/preview/site-routes.json: the site's patterns of the pages an editor previews, from core/routes.ts.
// The CMS is a package apart (its own build, HTTP only), so it reads them from this file; tests/cms-routes.test.ts
// fails when the file and the route table disagree.
import { writeFileSync } from "node:fs";
import { runnerImport } from "vite";

const { previewRoutes } = (await runnerImport("./core/preview-routes.ts", { logLevel: "error" })).module;
const file = new URL("../cms/src/preview/site-routes.json", import.meta.url);
writeFileSync(file, `${JSON.stringify(previewRoutes(), null, 2)}\n`);
console.log(`Wrote ${file.pathname}`);
