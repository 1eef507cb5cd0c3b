/** User-Agents built to make a backtracking mobile test slow, in several shapes: the worker test and `npm run bench -- user-agent` share them. */

/**
 * The worst a visitor can send: workerd, like Cloudflare's edge, answers 431 before the worker runs once a
 * request's headers pass 128 KB, so the User-Agent takes all of that but room for the request line and the rest.
 */
export const HOSTILE_LENGTH = 128 * 1024 - 512;

export const NORMAL_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const repeatTo = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Each shape by name: a "start.+end" test retries from every start, an alternation from every position. */
export function hostileUserAgents(length = HOSTILE_LENGTH): Record<string, string> {
  return {
    "Android repeated": repeatTo("Android", length),
    "Android then filler": `Android ${repeatTo("x", length - 8)}`,
    "near-miss Mobil": repeatTo("Android Mobil ", length),
    "Mozilla prefix, spaces": `Mozilla/5.0 (${repeatTo(" ", length - 13)}`,
    "opening brackets": repeatTo("(", length),
  };
}
