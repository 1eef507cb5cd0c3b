/**
 * Answers of one shape fetched together. A site's answers in use are mostly of a few shapes: details (the same
 * collection, fields and populate, one entry named by `filters[slug][$eq]` or `filters[documentId][$eq]`: a programme,
 * an article, an event, another language's entry…) and the pop-in's campuses of one programme
 * (`/crm-links/{action}/{course}/campuses`). A publish asks Strapi for up to JOINED_MAX of one shape in one request
 * (`$in`; the CMS's `/crm-links/{action}/campuses?courses[]=`) and splits it back into each answer as its own request
 * gives it: each answer is still fetched once, in a fraction of the requests, so that a refetch at the CMS ceiling ends
 * in time. Any other answer (a list, a campus's own route) is fetched on its own.
 */

/** The fields a detail is named by; Strapi returns documentId with every entry, slug when the fields name it. */
const NAMED_BY = ["slug", "documentId"] as const;
type NamedBy = (typeof NAMED_BY)[number] | "course";
const LIMIT = "pagination[limit]";
/** Entries per joined request: its URL stays a few KB, its answer far under the site's 4 MB. */
const JOINED_MAX = 50;
/** Strapi's default pagination cap (the school's CMS allows 200): a joined request never asks past it. */
const STRAPI_MAX_LIMIT = 100;
const CRM_CAMPUSES = /^(\/api\/crm-links\/[a-z]+)\/([^/]+)\/campuses$/;

/** An answer of a joinable shape: what it shares with the others (`shape`), and what names it among them. */
export interface Shaped {
  shape: string;
  by: NamedBy;
  value: string;
  /** The entries its own query asks for at most (`pagination[limit]`); 1 for the pop-in's campuses. */
  limit: number;
}

/** A detail: exactly one name filter, pagination by `limit` alone (each answer's meta is written back), its name returned. */
function detailShape(url: URL): Shaped | null {
  const keys = [...url.searchParams.keys()];
  const named = NAMED_BY.flatMap((by) => url.searchParams.getAll(`filters[${by}][$eq]`).map((value) => ({ by, value })));
  const limit = Number(url.searchParams.get(LIMIT));
  if (named.length !== 1 || !(Number.isInteger(limit) && limit >= 1)) return null;
  if (keys.some((key) => key.startsWith("pagination[") && key !== LIMIT)) return null;
  const { by, value } = named[0]!;
  const fields = keys.filter((key) => key.startsWith("fields["));
  if (by === "slug" && fields.length && !fields.some((key) => url.searchParams.get(key) === "slug")) return null;
  url.searchParams.delete(`filters[${by}][$eq]`);
  url.searchParams.delete(LIMIT);
  return { shape: `${by} ${url}`, by, value, limit };
}

/** The shape of an answer, or null when it joins no other. */
export function shapeOf(address: string): Shaped | null {
  const url = new URL(address);
  const crm = CRM_CAMPUSES.exec(url.pathname);
  if (!crm) return detailShape(url);
  url.pathname = `${crm[1]}/campuses`;
  return { shape: `course ${url}`, by: "course", value: decodeURIComponent(crm[2]!), limit: 1 };
}

/** What answers joined in one request share (their shape and limit); an answer that joins none, its own id. */
export function joinKey(url: string | undefined, id: string): string {
  const shaped = url === undefined ? null : shapeOf(url);
  return shaped ? `${shaped.limit} ${shaped.shape}` : id;
}

/** The most answers of one shape (each asking `limit` entries) one request may join. */
export const joinable = (limit: number) => Math.max(1, Math.min(JOINED_MAX, Math.floor(STRAPI_MAX_LIMIT / limit)));

/** The one request for these answers of a shape: every name in `$in` (or `courses`), room for every answer's entries. */
export function joinedUrl(answers: readonly Shaped[]): string {
  const [{ shape, by, limit }] = answers as [Shaped];
  const url = new URL(shape.slice(by.length + 1));
  const param = by === "course" ? "courses" : `filters[${by}][$in]`;
  answers.forEach(({ value }, i) => url.searchParams.append(`${param}[${i}]`, value));
  if (by !== "course") url.searchParams.set(LIMIT, String(answers.length * limit));
  return url.toString();
}

interface Listed {
  data: Record<string, unknown>[];
  meta?: { pagination?: { total?: unknown } } & Record<string, unknown>;
}

const isRecord = (body: unknown): body is Record<string, unknown> => typeof body === "object" && body !== null && !Array.isArray(body);
const isListed = (body: unknown): body is Listed => isRecord(body) && Array.isArray(body.data);

/**
 * Each answer's body as its own request gives it (its entries with Strapi's `{start, limit, total}`; the pop-in's
 * campuses of its programme), undefined for a programme the CMS does not know (its own request is a 404); null when
 * the joined answer cannot say (not the expected form, or fewer entries than it counts: some would be missing).
 */
export function splitJoined(body: unknown, answers: readonly Shaped[]): unknown[] | null {
  if (answers[0]?.by === "course") return isRecord(body) ? answers.map(({ value }) => body[value] ?? undefined) : null;
  if (!isListed(body) || Number(body.meta?.pagination?.total ?? body.data.length) > body.data.length) return null;
  return answers.map(({ by, value, limit }) => {
    const entries = body.data.filter((entry) => entry[by] === value);
    return { ...body, data: entries.slice(0, limit), meta: { ...body.meta, pagination: { start: 0, limit, total: entries.length } } };
  });
}
