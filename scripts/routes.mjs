// npm run routes (the build runs it first): the route table and what derives from it, written from the route modules
// of worker/routes/ (scripts/routes/table.ts, loaded through Vite's module runner: Node 20 runs no TypeScript).
// A file is written only when its text changes, so a watching build sees no change for nothing.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { runnerImport } from "vite";

const root = new URL("../", import.meta.url);
const { ROUTES_FOLDER, generatedFiles } = (await runnerImport("./scripts/routes/table.ts", { logLevel: "error" })).module;
const folder = new URL(`${ROUTES_FOLDER}/`, root);
const sources = readdirSync(folder)
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(new URL(file, folder), "utf8") }));
for (const [path, text] of Object.entries(generatedFiles(sources))) {
  const file = new URL(path, root);
  if (existsSync(file) && readFileSync(file, "utf8") === text) continue;
  writeFileSync(file, text);
  console.log(`Wrote ${path}`);
}
