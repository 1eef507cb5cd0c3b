/** The browser console stays quiet (log, info, debug, warn); errors still show. */

const SILENCED = ["log", "info", "debug", "warn"] as const;

export function silenceConsole(target: Pick<Console, (typeof SILENCED)[number]>): void {
  for (const level of SILENCED) target[level] = () => {};
}
