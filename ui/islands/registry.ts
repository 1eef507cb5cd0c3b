/** Each island's component by name, in a chunk of its own: the browser loads one when it is needed, the server all. */
import type { ComponentType } from "react";
import type { IslandName } from "./names";

type IslandModule = () => Promise<ComponentType>;

export const islandComponents: Record<IslandName, IslandModule> = {
  header: () => import("./chrome/SiteHeader").then((m) => m.SiteHeader),
  sidebar: () => import("./chrome/Sidebar").then((m) => m.Sidebar),
  popin: () => import("./popin/Popin").then((m) => m.Popin),
  "to-top": () => import("./chrome/ScrollToTop").then((m) => m.ScrollToTop),
  toasts: () => import("./chrome/ConnectionToasts").then((m) => m.ConnectionToasts),
  "loading-bar": () => import("./chrome/LoadingBar").then((m) => m.LoadingBar),
};
