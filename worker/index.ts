/** The worker's entry: the site's pipeline (worker/app.ts) answers every request; the publish's queues are consumed by worker/queue.ts. */
import { buildApp } from "./app";
import type { Bindings } from "./env";
import { queue } from "./queue";

const app = buildApp();

export default { fetch: app.fetch, queue } satisfies ExportedHandler<Bindings>;
