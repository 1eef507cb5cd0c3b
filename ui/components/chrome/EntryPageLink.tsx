/** "Tout voir : …", a menu entry's own page, at the foot of what the entry opens. */
export function EntryPageLink({ url, label, className }: { url: string | null; label: string; className: string }) {
  return url ? (
    <a className={className} href={url}>
      Tout voir&nbsp;: {label}
    </a>
  ) : null;
}
