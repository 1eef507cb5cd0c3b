// One build: the route table from the route modules (scripts/routes.mjs), the hashed client bundle (Vite), the service
// worker with its file list, the static files' _headers, then the worker bundle checked by wrangler (deployable as is).
import { run } from "./stack.mjs";

// Production whoever calls: under a test runner NODE_ENV is "test", and Vite would then emit React's development JSX
// calls, which the production React bundle does not have.
const production = { env: { ...process.env, NODE_ENV: "production" } };
await run("node", ["scripts/routes.mjs"]);
await run("npx", ["vite", "build", "--logLevel", "warn"], production);
await run("npx", ["vite", "build", "--config", "vite.sw.config.ts", "--logLevel", "warn"], production);
await run("node", ["scripts/static-headers.mjs"]);
await run("npx", ["wrangler", "deploy", "--dry-run", "--env=", "--outdir", "dist/worker"], { env: { ...process.env, WRANGLER_LOG: "warn", WRANGLER_SEND_METRICS: "false" } });
