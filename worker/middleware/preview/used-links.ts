/**
 * Preview links open a preview once: the nonce of each link used is recorded in KV until the link expires, and a link
 * whose nonce is there opens nothing. KV is eventually consistent: the record is read at once in the data centre that
 * wrote it and within about a minute everywhere else (KV caches reads at the edge), so a copy replayed from another
 * data centre within that minute of the first use may still open its preview. Accepted: the editor's admin opens a
 * link the moment it is made, a copy found later in a log or a history is refused everywhere, and strict single use
 * would take a Durable Object on every preview start.
 */

const usedKey = (nonce: string) => `preview:used-link:${nonce}`;

/** KV keeps nothing for less than 60 s. */
const KV_MIN_TTL_S = 60;

/** Records the link's nonce as used; false when it already was. */
export async function useLink(kv: KVNamespace, nonce: string, expiresAtS: number, nowMs = Date.now()): Promise<boolean> {
  if ((await kv.get(usedKey(nonce))) !== null) return false;
  await kv.put(usedKey(nonce), "1", { expirationTtl: Math.max(KV_MIN_TTL_S, expiresAtS - Math.floor(nowMs / 1000)) });
  return true;
}
