/**
 * The publish's three consumers, each a batch of its queue: webhooks make a version move (move.ts), refetch messages
 * fetch their answers (refetch.ts), dead letters are logged. A message that cannot be read is logged and dropped;
 * one whose work failed comes back later (pace.ts), and after max_retries goes to the dead-letter queue.
 */
import * as v from "valibot";
import { moveVersion, type MoveDeps } from "./move";
import { RefetchMessage, WebhookMessage } from "./messages";
import { retryDelaySeconds } from "./pace";
import { refetch, type RefetchDeps } from "./refetch";

/** The messages whose body fits the schema; the others are logged and acknowledged (never retried: they never will fit). */
function readable<S extends v.GenericSchema>(batch: MessageBatch, schema: S): { message: Message; body: v.InferOutput<S> }[] {
  return batch.messages.flatMap((message) => {
    const parsed = v.safeParse(schema, message.body);
    if (parsed.success) return [{ message, body: parsed.output }];
    console.error(`Queue ${batch.queue}: message ${message.id} dropped, not a message of this queue:`, JSON.stringify(message.body).slice(0, 200));
    message.ack();
    return [];
  });
}

const retryLater = (message: Message) => message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });

export async function onWebhooks(batch: MessageBatch, deps: MoveDeps): Promise<void> {
  const webhooks = readable(batch, WebhookMessage);
  if (!webhooks.length) return;
  try {
    const { version, answers } = await moveVersion(deps, webhooks.map(({ message }) => message), batch.metadata?.metrics?.backlogCount ?? 0);
    const events = [...new Set(webhooks.map(({ body }) => `${body.event} on ${body.model}`))].slice(0, 5).join(", ");
    console.info(
      version === null
        ? `CMS publish: ${webhooks.length} webhooks (${events}) covered by the current content version`
        : `CMS publish: ${webhooks.length} webhooks (${events}) made content version ${version}, ${answers} answers to fetch again`,
    );
    for (const { message } of webhooks) message.ack();
  } catch (error) {
    console.error("CMS publish failed, the webhooks come back later:", String(error));
    for (const { message } of webhooks) retryLater(message);
  }
}

export async function onRefetch(batch: MessageBatch, deps: RefetchDeps): Promise<void> {
  for (const { message, body } of readable(batch, RefetchMessage)) {
    try {
      const { fetched, skipped, left } = await refetch(deps, body, message.attempts === 1);
      if (left) console.warn(`Publish refetch for version ${body.to}: ${left} answers left after the CMS failed, back in ${retryDelaySeconds(message.attempts)} s`);
      if (left) retryLater(message);
      else message.ack();
      console.info(`Publish refetch for version ${body.to}: ${fetched} fetched, ${skipped} skipped, ${left} left`);
    } catch (error) {
      console.error(`Publish refetch for version ${body.to} failed, back later:`, String(error));
      retryLater(message);
    }
  }
}

/** What kept failing: the version did not move (a webhook), or answers are left to their first visitor (a refetch). */
export function onDeadLetters(batch: MessageBatch): void {
  for (const message of batch.messages) {
    const body = message.body as { kind?: string; answers?: unknown[]; to?: string; event?: string; model?: string };
    const what = body.kind === "refetch" ? `${body.answers?.length} answers of version ${body.to} left to their first visitor` : `webhook ${body.event} on ${body.model}: the content version did not move for it`;
    console.error(`Publish gave up after ${message.attempts} attempts: ${what}`);
    message.ack();
  }
}
