/**
 * A Strapi Release is a storm of webhooks (update and publish per entry and locale, to whichever data centre), and it
 * must make one version move. Two rules do it:
 * - a webhook received before the current version began is covered by it: that move listed and fetches everything
 *   after the change was saved, so it moves nothing again (a version is the time its move began);
 * - a batch waits for the storm to settle before it moves: while the queue's backlog still grows, webhooks are still
 *   coming; each of them, received before the move begins, is then covered by it.
 * The consumer takes one batch at a time (max_concurrency = 1), so nothing drains the backlog while it waits.
 */

/**
 * The storm is over once no webhook has come for this long: a Release's webhooks come milliseconds apart, and Strapi
 * sends an entry's `entry.update` before it has saved its publication (`entry.publish` follows, tens of ms later): a
 * move between the two would be a second move a second later.
 */
export const QUIET_MS = 250;
/** How often the backlog is read meanwhile. */
export const POLL_MS = 50;
/** A longer storm is cut here: its later webhooks make the next move (VERSION_GAP_MS later at the soonest). */
export const SETTLE_MAX_MS = 6000;

/** The last time one of these webhooks was received. */
export const lastReceived = (messages: readonly { timestamp: Date }[]) => Math.max(...messages.map(({ timestamp }) => timestamp.getTime()));

/** Whether the current version (its move's start, in ms) already covers a webhook received at receivedAt. */
export const covered = (receivedAt: number, version: string) => receivedAt < Number(version);

/**
 * Waits until no webhook has come for QUIET_MS (the batch's last one received at quietSince; the queue's backlog not
 * grown since), or SETTLE_MAX_MS; answers how many times it read the backlog (each is a subrequest). A queue that
 * cannot say (an older runtime) is taken as settled.
 */
export async function settle(queue: Queue, backlog: number, quietSince: number): Promise<number> {
  const deadline = Date.now() + SETTLE_MAX_MS;
  let reads = 0;
  while (Date.now() < deadline && Date.now() - quietSince < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    reads++;
    const now = await queue.metrics().then(
      (metrics) => metrics.backlogCount,
      () => backlog,
    );
    if (now > backlog) [backlog, quietSince] = [now, Date.now()];
  }
  return reads;
}
