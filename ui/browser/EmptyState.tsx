/** The line that shows an empty state; its texts are the messages' (empty), in the page's language. */
import type { ReactNode } from "react";
import type { Messages } from "../../core/messages";
import { useLocale } from "./state/locale";

export type EmptyKind = keyof Messages["empty"];

export function EmptyState({ kind, children }: { kind: EmptyKind; children?: ReactNode }) {
  const { m } = useLocale();
  return (
    <div className="empty-state" role="status">
      <p className="empty">{m.empty[kind]}</p>
      {children}
    </div>
  );
}
