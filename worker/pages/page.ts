/** A route's page: its loader and the component drawing what it loaded, joined so the data's type runs from one to the other. */
import { createElement, type ComponentType, type ReactElement } from "react";
import type { Loaded, LoaderContext } from "../loaders/types";

/** What a route does for a request: loads, then draws the page (nothing for a route that only redirects or fails). */
export interface RoutePage {
  load: (ctx: LoaderContext) => Promise<{ loaded: Loaded<unknown>; body: ReactElement | null }>;
}

/** A page drawn by `Page` from what `load` returns: TypeScript checks that the one reads what the other gives. */
export const page = <T extends object>(load: (ctx: LoaderContext) => Promise<Loaded<T>>, Page: ComponentType<{ data: T }>): RoutePage => ({
  load: async (ctx) => {
    const loaded = await load(ctx);
    return { loaded, body: createElement(Page, { data: loaded.data }) };
  },
});

/** A route that never draws: its loader always redirects or throws the error to show. */
export const noPage = (load: (ctx: LoaderContext) => Promise<never>): RoutePage => ({ load });
