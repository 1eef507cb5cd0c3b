// One build: the hashed client bundle (Vite), the service worker with its file list, the static files' _headers, then the
// worker bundle checked by wrangler (deployable as is).
import { run } from "./stack.mjs";

await run("npx", ["vite", "build", "--logLevel", "warn"]);
await run("npx", ["vite", "build", "--config", "vite.sw.config.ts", "--logLevel", "warn"]);
await run("node", ["scripts/static-headers.mjs"]);
await run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", "dist/worker"], { env: { ...process.env, WRANGLER_LOG: "warn", WRANGLER_SEND_METRICS: "false" } });
