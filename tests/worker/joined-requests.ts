/**
 * What a CMS request of a publish covered, as the answers it stands for: a joined request (joined.ts) each answer of
 * its names, any other its own URL. An answer is named by its shape and name when it has one, else by its URL: the
 * publish tests and `npm run bench -- publish` count with it that each answer is fetched once.
 */
import { shapeOf } from "../../worker/cms/publish/joined";

const JOINED = /^(?:filters\[(slug|documentId)\]\[\$in\]|courses)\[\d+\]$/;

/** The answer a URL stands for. */
export function answerOf(url: string): string {
  const shaped = shapeOf(url);
  return shaped ? `${shaped.shape} ${shaped.value}` : url;
}

/** The answers one request covered. */
export function answersCovered(request: string): string[] {
  const url = new URL(request);
  const names = [...url.searchParams].filter(([key]) => JOINED.test(key));
  if (!names.length) return [answerOf(request)];
  const by = JOINED.exec(names[0]![0])![1] ?? "course";
  for (const [key] of names) url.searchParams.delete(key);
  if (by !== "course") url.searchParams.delete("pagination[limit]");
  return names.map(([, name]) => `${by} ${url} ${name}`);
}
