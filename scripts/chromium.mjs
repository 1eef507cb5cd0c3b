// Debian's Chromium and the flags this machine needs (no sandbox, no GPU, no background traffic): browser tests and the bench share them.
import { spawnSync } from "node:child_process";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The version of the Chromium the browser tests run, as it names itself ("Chromium 156.0.8078.108"), so a failure names it. */
export function chromiumVersion() {
  const { stdout, error } = spawnSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", timeout: 30_000 });
  const named = stdout?.match(/Chromium [\d.]+/)?.[0];
  return named ?? `Chromium at ${CHROMIUM_PATH}, version unknown${error ? ` (${error.message})` : ""}`;
}
