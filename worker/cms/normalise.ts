/** Strapi 4 answers (`data[].attributes`, relations and media as `{data:{attributes}}`) → the flat Strapi 5 shape the schemas read. */

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const hasOnlyKeys = (record: Record<string, Json>, allowed: readonly string[]) =>
  Object.keys(record).every((key) => allowed.includes(key));

/** A Strapi 4 entry: `{id, attributes}` (and nothing else but Strapi's own keys). */
const isV4Entry = (value: Json): value is { attributes: Record<string, Json> } =>
  isRecord(value) && isRecord(value.attributes) && hasOnlyKeys(value, ["id", "documentId", "attributes", "meta"]);

/**
 * A Strapi 4 relation or media wrapper: `{data: entry | entry[] | null}`. Only unwrapped when what it
 * holds looks like entries, so a content field that happens to be called `data` is left alone.
 */
const isV4Relation = (value: Record<string, Json>) => {
  if (!("data" in value) || !hasOnlyKeys(value, ["data", "meta"])) return false;
  const { data } = value;
  if (data === null) return true;
  const entries = Array.isArray(data) ? data : [data];
  return entries.every((entry) => isV4Entry(entry) || (isRecord(entry) && "id" in entry));
};

function flatten(value: Json): Json {
  if (Array.isArray(value)) return value.map(flatten);
  if (!isRecord(value)) return value;
  if (isV4Entry(value)) {
    const { attributes, meta: _meta, ...ids } = value as Record<string, Json> & { attributes: Record<string, Json> };
    return flatten({ ...ids, ...attributes });
  }
  if (isV4Relation(value)) return flatten(value.data);
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, flatten(field)]));
}

/**
 * The answer with every entry flat. The root `{data, meta}` wrapper is kept (the schemas' `list` and
 * `single` read it); bare answers (the crm-links lookups) and Strapi 5 answers pass through unchanged.
 */
export function normaliseAnswer(body: Json): Json {
  if (isRecord(body) && "data" in body) {
    return { ...body, data: flatten(body.data) };
  }
  return flatten(body);
}
