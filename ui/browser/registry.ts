/** Each island's component by name, in a chunk of its own: the browser loads one when it is needed, the server all. */
import type { ComponentType } from "react";
import type { IslandName } from "./names";

type IslandModule = () => Promise<ComponentType>;

export const islandComponents: Record<IslandName, IslandModule> = {
  header: () => import("./islands/chrome/SiteHeader").then((m) => m.SiteHeader),
  sidebar: () => import("./islands/chrome/Sidebar").then((m) => m.Sidebar),
  popin: () => import("./islands/popin/Popin").then((m) => m.Popin),
  toasts: () => import("./islands/chrome/ConnectionToasts").then((m) => m.ConnectionToasts),
  "loading-bar": () => import("./islands/chrome/LoadingBar").then((m) => m.LoadingBar),
};
