/**
 * What a route module (worker/routes/<name>.tsx) exports: the route's pattern and layout, its flags (sitemap,
 * preview, English, cache rule), and its loader joined to the component drawing what it loaded, so the data's type
 * runs from one to the other. scripts/routes.mjs reads the pattern, the layout and the flags from the file as written,
 * so they are literals there.
 */
import { createElement, type ComponentType, type ReactElement } from "react";
import type { LayoutName } from "../../core/routes";
import type { Loaded, LoaderContext } from "./types";

/** A query parameter's accepted values: a list, or a pattern the whole value must match. */
export type QueryValues = readonly string[] | RegExp;

export interface CacheRule {
  /**
   * The query parameters the route's loader reads, with the values it accepts: the only ones its loader
   * sees and the only ones in its page-cache key (any other, or another value, never splits the cache).
   */
  query?: Readonly<Record<string, QueryValues>>;
  /**
   * Whether its pages go to the page cache's global tier (KV) as well as the data centre's: not where any text a
   * visitor types makes a page of its own, since each KV write is paid for and limited (one per made-up query).
   */
  globalTier: boolean;
  /**
   * How many of its query parameters a page of the global tier may carry: past it, a page is a visitor's combination
   * (the catalogue's filters), kept in the data centre that rendered it. Unset: any.
   */
  globalQueryMax?: number;
}

/**
 * The sitemap's families of pages, each read from the CMS (worker/seo/sitemap-entries.ts): "site" is every family at
 * once (the home page, dated by the latest change anywhere).
 */
export type SitemapFamily = "site" | "formations" | "campuses" | "news" | "blog" | "events" | "fiches" | "offers" | "articles";

/** What the generators and the site's lists read of a route; every route says each, so none is forgotten. */
export interface RouteFlags {
  /**
   * How the sitemap lists the route's pages: `list`, its one address, dated by a family's latest change; `entries`,
   * the family's entries whose address the route answers; false, none of its pages.
   */
  sitemap: false | { list?: SitemapFamily; entries?: SitemapFamily };
  /** Whether an editor previews its pages from the CMS (the CMS is given its pattern). */
  preview: boolean;
  /** Whether the English site has it, under /en. */
  english: boolean;
  cache: CacheRule;
}

interface RouteHead<P extends string> extends RouteFlags {
  pattern: P;
  /** "default" unless said. */
  layout?: LayoutName;
}

/** What a route does for a request: loads, then draws the page (nothing for a route that only redirects or fails). */
export interface RouteModule<P extends string = string> extends RouteHead<P> {
  load: (ctx: LoaderContext) => Promise<{ loaded: Loaded<unknown>; body: ReactElement | null }>;
}

/**
 * A route's loader, typed where it is written: what it returns is checked as it is returned (the document's type, the
 * head's structured data), and the page's data type is read from it (`DataOf<typeof load>`), never written twice.
 */
export const loader = <T extends object>(load: (ctx: LoaderContext) => Promise<Loaded<T>>) => load;

/** What a loader hands its page. */
export type DataOf<L> = L extends (ctx: LoaderContext) => Promise<Loaded<infer T>> ? T : never;

/** A page drawn by `Page` from what `load` returns: TypeScript checks that the one reads what the other gives. */
export function route<const P extends string, T extends object>(
  def: RouteHead<P> & { load: (ctx: LoaderContext) => Promise<Loaded<T>>; Page: ComponentType<{ data: T }> },
): RouteModule<P>;
/** A route that never draws: its loader always redirects or throws the error to show. */
export function route<const P extends string>(def: RouteHead<P> & { load: (ctx: LoaderContext) => Promise<never> }): RouteModule<P>;
export function route<const P extends string, T extends object>({
  load,
  Page,
  ...head
}: RouteHead<P> & { load: (ctx: LoaderContext) => Promise<Loaded<T>>; Page?: ComponentType<{ data: T }> }): RouteModule<P> {
  return {
    ...head,
    load: async (ctx) => {
      const loaded = await load(ctx);
      return { loaded, body: Page ? createElement(Page, { data: loaded.data }) : null };
    },
  };
}
