/** A chrome link: external ones open in a new tab when asked, always with rel=noopener. */
import type { ReactNode } from "react";
import type { ChromeLink } from "./rules/links";

interface Props {
  link: ChromeLink;
  className?: string;
  newTab?: boolean;
  onClick?: () => void;
  children?: ReactNode;
}

export function ChromeAnchor({ link, className, newTab = false, onClick, children }: Props) {
  const away = link.external && newTab ? { target: "_blank", rel: "noopener noreferrer" } : link.external ? { rel: "noopener" } : {};
  return (
    <a href={link.url} className={className} onClick={onClick} {...away}>
      {children ?? link.label}
    </a>
  );
}
