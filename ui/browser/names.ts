/** The interactive parts of the chrome: each hydrates as its own React root, all sharing one store. */
export const ISLANDS = ["header", "sidebar", "popin", "toasts", "loading-bar"] as const;
export type IslandName = (typeof ISLANDS)[number];

/** The attribute that marks an island's element in the server's HTML. */
export const ISLAND_ATTRIBUTE = "data-island";

/** The prefix of React ids inside an island, the same on the server and in the browser. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;

/** The inert list of the islands' chunks in the page's head, prefetched once the page has loaded. */
export const ISLAND_CHUNKS_ID = "island-chunks";
