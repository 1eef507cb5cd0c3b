/**
 * The publish's three consumers, each a batch of its queue: webhooks make a version move (move.ts), refetch messages
 * fetch their answers (refetch.ts) or send out the rest of a refetch (fanout.ts), dead letters are logged. A message
 * that cannot be read is logged and dropped; one whose work failed comes back later (pace.ts), and after max_retries
 * goes to the dead-letter queue.
 */
import * as v from "valibot";
import { moveVersion, type MoveDeps } from "./move";
import { fanOut, type FanoutDeps } from "./fanout";
import { RefetchQueueMessage, WebhookMessage, type FanoutMessage, type RefetchMessage } from "./messages";
import { retryDelaySeconds } from "./pace";
import { refetch } from "./refetch";

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

/** The refetch of one message's answers: retried later for what the CMS failed to give. */
async function refetchOne(deps: FanoutDeps, message: Message, body: RefetchMessage): Promise<void> {
  const { fetched, skipped, left } = await refetch(deps, body, message.attempts === 1);
  if (left) console.warn(`Publish refetch for version ${body.to}: ${left} answers left after the CMS failed, back in ${retryDelaySeconds(message.attempts)} s`);
  if (left) retryLater(message);
  else message.ack();
  console.info(`Publish refetch for version ${body.to}: ${fetched} fetched, ${skipped} skipped, ${left} left`);
}

async function fanOutOne(deps: FanoutDeps, message: Message, body: FanoutMessage): Promise<void> {
  const sent = await fanOut(deps, body);
  message.ack();
  console.info(`Publish refetch for version ${body.to}: ${sent} more answers sent out to be fetched`);
}

export async function onRefetch(batch: MessageBatch, deps: FanoutDeps): Promise<void> {
  for (const { message, body } of readable(batch, RefetchQueueMessage)) {
    try {
      if (body.kind === "fanout") await fanOutOne(deps, message, body);
      else await refetchOne(deps, message, body);
    } catch (error) {
      console.error(`Publish refetch for version ${body.to} failed, back later:`, String(error));
      retryLater(message);
    }
  }
}

const givenUp = (body: { kind?: string; answers?: unknown[]; to?: string; event?: string; model?: string }) => {
  if (body.kind === "refetch") return `${body.answers?.length} answers of version ${body.to} left to their first visitor`;
  if (body.kind === "fanout") return `the rest of version ${body.to}'s refetch never sent out: those answers are left to their first visitor`;
  return `webhook ${body.event} on ${body.model}: the content version did not move for it`;
};

/** What kept failing: the version did not move (a webhook), or answers are left to their first visitor (a refetch, a fan-out). */
export function onDeadLetters(batch: MessageBatch): void {
  for (const message of batch.messages) {
    console.error(`Publish gave up after ${message.attempts} attempts: ${givenUp(message.body as Parameters<typeof givenUp>[0])}`);
    message.ack();
  }
}
