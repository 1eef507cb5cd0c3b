/** The worker's queue handler: the publish's consumers, chosen by the role a queue's name ends with (wrangler.toml). */
import { meter } from "./cms/publish/budget";
import { onDeadLetters, onRefetch, onWebhooks } from "./cms/publish/consumers";
import { purgeZone } from "./cms/publish/purge-zone";
import { readConfig } from "./config";
import type { Bindings } from "./env";

export async function queue(batch: MessageBatch, env: Bindings): Promise<void> {
  const role = batch.queue.slice(batch.queue.lastIndexOf("-") + 1);
  const config = readConfig(env);
  const spending = meter();
  const kv = spending.kv(env.CMS_KV);
  const started = Date.now();
  try {
    if (role === "publish") {
      await onWebhooks(batch, { config, kv, meter: spending, publishQueue: env.PUBLISH_QUEUE!, refetchQueue: env.REFETCH_QUEUE!, purgeZone: () => purgeZone(config) });
    } else if (role === "refetch") await onRefetch(batch, { config, kv, meter: spending, refetchQueue: env.REFETCH_QUEUE! });
    else if (role === "dead") onDeadLetters(batch);
    else {
      console.error(`No consumer for queue ${batch.queue}: its messages come back later`);
      batch.retryAll();
    }
  } finally {
    // One line per invocation: what it spent against Cloudflare's limits (npm run bench -- publish reads it).
    console.info(`publish-invocation ${JSON.stringify({ role, messages: batch.messages.length, kv: spending.spent.kv, subrequests: spending.spent.subrequests, ms: Date.now() - started })}`);
  }
}
