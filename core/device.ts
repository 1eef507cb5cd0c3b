/** The server's guess of the visitor's device from the User-Agent: the first render matches the screen, no flash. */

export type Device = "mobile" | "desktop";

/** Phones announce themselves; tablets without "Mobile" get the desktop chrome (their width decides after that). */
const MOBILE_UA = /Mobi|iPhone|iPod|Android.+Mobile|Windows Phone|IEMobile|BlackBerry|Opera Mini/i;

export function guessDevice(userAgent: string | null | undefined): Device {
  return userAgent && MOBILE_UA.test(userAgent) ? "mobile" : "desktop";
}
