/** Reads a paginated collection whole: the first page says how many there are, the others are read together. */
import type { CmsClient, CmsCall } from "./client";
import type * as v from "valibot";

interface Paged<T> {
  items: T[];
  pageCount: number;
}

export async function everyPage<T, S extends v.GenericSchema<unknown, Paged<T>>>(cms: CmsClient, callOf: (page: number) => CmsCall<S>): Promise<T[]> {
  const first = (await cms.get(callOf(1))) as Paged<T>;
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, i) => cms.get(callOf(i + 2)) as Promise<Paged<T>>));
  return [first, ...rest].flatMap((page) => page.items);
}
