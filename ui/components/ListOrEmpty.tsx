/** A list, or the empty state that says it has nothing (the messages' `empty[kind]`, then `more`): the one way pages draw either. */
import type { ReactNode } from "react";
import { EmptyState, type EmptyKind } from "../browser/EmptyState";

export function ListOrEmpty({ items, kind, more, children }: { items: readonly unknown[]; kind: EmptyKind; more?: ReactNode; children: ReactNode }) {
  return items.length > 0 ? children : <EmptyState kind={kind}>{more}</EmptyState>;
}
