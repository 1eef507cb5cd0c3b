/**
 * The pace of a refetch: CMS_PUBLISH_RATE requests per second at most, so a publish never stalls Strapi. The refetch
 * consumer runs one message at a time (max_concurrency = 1 in wrangler.toml), so the pace of one message is the pace
 * of the whole publish. Failures come back later and later (Queues' retry with a delay), then go to the dead letters.
 */

/**
 * How far under the ceiling the turns are spaced: the CMS counts requests when they arrive, and one that took a
 * millisecond less on its way than the one a second before it would otherwise arrive inside that second.
 */
const ARRIVAL_MARGIN = 1.02;

/** The time between two turns at `perSecond` requests a second, a little more than 1/perSecond (above). */
const spacingMs = (perSecond: number) => (1000 / perSecond) * ARRIVAL_MARGIN;

/** When the request of rank `rank` may start, in milliseconds after the message began: its turn, at the pacer's spacing. */
export const startOffsetMs = (rank: number, perSecond: number) => rank * spacingMs(perSecond);

/**
 * Turns for requests at most `perSecond` a second, each counted from when the one before really started (a request
 * late by a KV write must not bring the next one closer). `done` waits out the last turn, so the next message cannot
 * start inside it.
 */
export function pacer(perSecond: number) {
  const interval = spacingMs(perSecond);
  let last = -Infinity;
  /** A second after the last request that went at once. */
  let burstUntil = -Infinity;
  let turns = Promise.resolve();
  const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
  return {
    /** A request that goes at once (at most perSecond of them): the second that follows is theirs. */
    now: () => {
      burstUntil = Date.now() + 1000;
    },
    turn: () =>
      (turns = turns.then(async () => {
        await sleepUntil(last + interval);
        last = Date.now();
      })),
    done: () => sleepUntil(Math.max(last + interval, burstUntil)),
  };
}

/** The delay before attempt `attempts + 1` of a message whose CMS fetches failed: 10 s, 20 s, 40 s… at most 5 min. */
export const retryDelaySeconds = (attempts: number) => Math.min(10 * 2 ** Math.max(0, attempts - 1), 300);
