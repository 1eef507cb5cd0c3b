/** The server's guess of the visitor's device from the User-Agent: the first render matches the screen, no flash. */

export type Device = "mobile" | "desktop";

/**
 * Real User-Agents stay under a few hundred characters and name their device early; only this much is read,
 * so a hostile header of any size costs the same as a normal one.
 */
export const USER_AGENT_READ_LENGTH = 512;

/**
 * Phones announce themselves; tablets without "Mobile" get the desktop chrome (their width decides after that).
 * Plain substrings, searched once each: no pattern that could backtrack ("mobi" also covers Android phones' "Mobile" and "IEMobile").
 */
const MOBILE_MARKS = ["mobi", "iphone", "ipod", "windows phone", "blackberry", "opera mini"] as const;

export function guessDevice(userAgent: string | null | undefined): Device {
  if (!userAgent) return "desktop";
  const read = userAgent.slice(0, USER_AGENT_READ_LENGTH).toLowerCase();
  return MOBILE_MARKS.some((mark) => read.includes(mark)) ? "mobile" : "desktop";
}
