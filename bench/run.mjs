// npm run bench: runs every bench/*.bench.mjs (or those whose name contains an argument), one after the other.
// Each bench prints its own figures; nothing here asserts timings.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const dir = new URL(".", import.meta.url).pathname;
const filters = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((name) => name.endsWith(".bench.mjs"))
  .filter((name) => !filters.length || filters.some((f) => name.includes(f)))
  .sort();

if (!benches.length) {
  console.error(`No bench matches ${filters.join(", ") || "bench/*.bench.mjs"}`);
  process.exit(1);
}
let failed = 0;
for (const name of benches) {
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync(process.execPath, [`${dir}${name}`], { stdio: "inherit", cwd: `${dir}..` });
  if (status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
