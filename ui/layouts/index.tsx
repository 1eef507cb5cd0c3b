/** The three layouts, chosen by name. */
import type { ReactNode } from "react";
import type { LayoutName } from "../../core/routes";
import { DefaultLayout } from "./DefaultLayout";
import { DynamicsLayout } from "./DynamicsLayout";
import { EmptyLayout } from "./EmptyLayout";

const LAYOUTS: Record<LayoutName, (props: { children: ReactNode }) => ReactNode> = {
  default: DefaultLayout,
  dynamics: DynamicsLayout,
  empty: EmptyLayout,
};

export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const Chosen = LAYOUTS[name] ?? DefaultLayout;
  return <Chosen>{children}</Chosen>;
}
