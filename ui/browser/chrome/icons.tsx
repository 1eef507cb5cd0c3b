/** The chrome's small inline icons: decorative (aria-hidden), their buttons carry the words. */

const SHAPES = {
  "chevron-down": { d: "m6 9 6 6 6-6", size: 16 },
  "chevron-right": { d: "m9 6 6 6-6 6", size: 18 },
  "chevron-left": { d: "m15 6-6 6 6 6", size: 18 },
  burger: { d: "M4 7h16M4 12h16M4 17h16", size: 24 },
  close: { d: "M6 6l12 12M18 6 6 18", size: 24 },
  "arrow-up": { d: "M12 19V5M5 12l7-7 7 7", size: 22 },
} as const;

export function Icon({ name }: { name: keyof typeof SHAPES }) {
  const { d, size } = SHAPES[name];
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
