/** Invoker commands (`command`, `commandfor`): the platform opens a dialog from a button with no script; React's types lack them yet. */
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | `--${string}`;
    commandfor?: string;
  }
}
