/** Inline SVG marks of the seven social networks (simplified shapes, in the text colour). */
import type { ReactNode } from "react";
import type { SocialNetwork } from "./socials";

const filled = (d: string) => <path d={d} fill="currentColor" stroke="none" />;

const MARKS: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
    </>
  ),
  facebook: filled("M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3z"),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      {filled("M10 9v6l5-3-5-3z")}
    </>
  ),
  linkedin: (
    <>
      {filled("M4 9h3.3v11H4zM5.7 3.5a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8z")}
      {filled("M9.6 9h3.2v1.5c.5-.9 1.6-1.8 3.4-1.8 3.4 0 4 2.2 4 5.1V20h-3.3v-5.5c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20H9.6z")}
    </>
  ),
  twitter: <path d="M4 4l16 16M20 4 4 20" />,
  discord: (
    <>
      <path d="M7 17c-2 0-3.5-1-4-1.5.2-4 1.3-7.3 3.2-9.7C7.6 5.2 9 5 9 5l.6 1.2a13 13 0 0 1 4.8 0L15 5s1.4.2 2.8.8c1.9 2.4 3 5.7 3.2 9.7-.5.5-2 1.5-4 1.5l-1-1.6" />
      <path d="M8 15.4c2.6 1.2 5.4 1.2 8 0" />
      <circle cx="9.3" cy="11.5" r="1" fill="currentColor" />
      <circle cx="14.7" cy="11.5" r="1" fill="currentColor" />
    </>
  ),
  tiktok: filled("M16.6 3h-3.2v12.1a2.8 2.8 0 1 1-2.8-2.8c.3 0 .6 0 .8.1V9.1a6 6 0 1 0 5.2 6V9.2a7.6 7.6 0 0 0 4.4 1.4V7.4a4.4 4.4 0 0 1-4.4-4.4z"),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg className="icon" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {MARKS[network]}
    </svg>
  );
}
