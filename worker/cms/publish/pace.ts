/**
 * The pace of a refetch: CMS_PUBLISH_RATE requests per second at most, so a publish never stalls Strapi. The refetch
 * consumer runs one message at a time (max_concurrency = 1 in wrangler.toml), so the pace of one message is the pace
 * of the whole publish. Failures come back later and later (Queues' retry with a delay), then go to the dead letters.
 */

/** When the request of rank `rank` may start, in milliseconds after the message began. */
export const startOffsetMs = (rank: number, perSecond: number) => (rank * 1000) / perSecond;

/** The delay before attempt `attempts + 1` of a message whose CMS fetches failed: 10 s, 20 s, 40 s… at most 5 min. */
export const retryDelaySeconds = (attempts: number) => Math.min(10 * 2 ** Math.max(0, attempts - 1), 300);
