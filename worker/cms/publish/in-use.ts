/**
 * The answers a publish fetches again: those visitors asked for under the previous version within the stale window,
 * as KV's listing gives them (no value read), the most recently asked first. The move takes the hottest of them, the
 * fan-out (fanout.ts) the rest.
 */
import type { Config } from "../../config/schema";
import { answersAt, type Listed } from "../cache/global";
import { joinKey } from "./joined";
import type { RefetchAnswer } from "./messages";

/** Listing pages read at most (1,000 answers each): past 50,000 answers in use, the least recently asked are left to their first visitor. */
export const LIST_PAGES_MAX = 50;

/** The refetch of one listed answer, or null when no visitor asked for it within the stale window, or it is another CMS's. */
function toRefetch(config: Config, { id, note, expiration }: Listed, nowMs: number): RefetchAnswer | null {
  if (note.askedAt < nowMs - config.CMS_STALE_SECONDS * 1000) return null;
  if (note.url !== undefined && !note.url.startsWith(`${config.CMS_URL}/`)) return null;
  // Dated answers keep the end of their Paris day; the others get a full fresh and stale window from now.
  const keepMs = (config.CMS_FRESH_SECONDS + config.CMS_STALE_SECONDS) * 1000;
  const expiresAtMs = Math.min(nowMs + keepMs, expiration ? expiration * 1000 : Infinity);
  return { id, locale: note.locale, askedAt: note.askedAt, expiresAtMs, ...(note.url === undefined ? {} : { url: note.url }) };
}

/** The answers in use under a version, the most recently asked first: one KV operation per listing page. */
export async function answersInUse(config: Config, kv: KVNamespace, version: string): Promise<RefetchAnswer[]> {
  const now = Date.now();
  const found: RefetchAnswer[] = [];
  let pages = 0;
  for await (const page of answersAt(kv, version)) {
    for (const listed of page) {
      const answer = toRefetch(config, listed, now);
      if (answer) found.push(answer);
    }
    if (++pages === LIST_PAGES_MAX) break;
  }
  return found.sort((a, b) => b.askedAt - a.askedAt);
}

/**
 * The answers of one shape side by side (joined.ts: one CMS request for many), each shape where its most recently
 * asked answer stands, so that the hottest still come first.
 */
export function byShape(answers: readonly RefetchAnswer[]): RefetchAnswer[] {
  const shapes = new Map<string, RefetchAnswer[]>();
  for (const answer of answers) {
    const key = joinKey(answer.url, answer.id);
    shapes.set(key, [...(shapes.get(key) ?? []), answer]);
  }
  return [...shapes.values()].flat();
}
