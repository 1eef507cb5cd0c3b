// The built worker (dist/worker, as deployed) with wrangler.toml's bindings, served by workerd through Miniflare alone:
// no `wrangler dev` proxy in front, no inspector, no live reload. The browser tests and the benches use it: wrangler
// dev's proxy now and then leaves a request unanswered once its pooled connection to the worker has idled about 5 s
// (cloudflare/workers-sdk#14641), which failed a browser test's page load in two full runs in a row.
// As a script (startStack's `server: "built"`): SITE_PORT, SITE_HOST, SITE_PERSIST and SITE_BINDINGS (JSON), until SIGTERM.
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

/** KV and the Cache API persist under persistTo, unless kvPersist or cachePersist say where (data centres sharing one KV). */
export async function builtSite({ port, host = "127.0.0.1", persistTo, kvPersist = `${persistTo}/kv`, cachePersist = `${persistTo}/cache`, bindings = {} }) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
  const mf = new Miniflare({
    host,
    port,
    log: new Log(LogLevel.WARN),
    logRequests: false,
    cf: false, // a placeholder request.cf, as local runs use
    kvPersist,
    cachePersist,
    workers: [{
      ...workerOptions,
      name: "ecole-site",
      modules: true,
      scriptPath: "dist/worker/index.js",
      bindings: { ...workerOptions.bindings, ...bindings },
    }],
  });
  await mf.ready;
  return mf;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  const mf = await builtSite({ port: Number(env.SITE_PORT), host: env.SITE_HOST, persistTo: env.SITE_PERSIST, bindings: JSON.parse(env.SITE_BINDINGS ?? "{}") });
  const quit = () => mf.dispose().finally(() => process.exit(0));
  process.once("SIGTERM", quit);
  process.once("SIGINT", quit);
}
