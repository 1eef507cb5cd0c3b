// npm start: build, then the embedded CMS on 127.0.0.1:1337 and the site on 127.0.0.1:8787 (CMS_PORT, PORT, HOST override).
// npm run dev: the same, rebuilding the client on change (wrangler reloads the worker by itself).
import { spawn } from "node:child_process";
import { run, startStack } from "./stack.mjs";

const dev = process.argv.includes("--dev");
await run("node", ["scripts/build.mjs"]);
const stack = await startStack({
  host: process.env.HOST ?? "127.0.0.1",
  cmsPort: Number(process.env.CMS_PORT ?? 1337),
  sitePort: Number(process.env.PORT ?? 8787),
});
const watcher = dev ? spawn("npx", ["vite", "build", "--watch", "--emptyOutDir", "false", "--logLevel", "warn"], { stdio: "inherit" }) : null;
console.log(`\nThe site is on ${stack.siteUrl} (CMS on ${stack.cmsUrl}). Ctrl+C stops both.\n`);

const shutdown = () => {
  watcher?.kill();
  stack.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
stack.site.on("exit", shutdown);
stack.cms.on("exit", shutdown);
