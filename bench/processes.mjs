// The workerd processes behind a site's port and their resident memory (Linux /proc and `ss`, loopback sites only).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const status = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return "";
  }
};
const field = (text, name) => text.match(new RegExp(`^${name}:\\s*(.+)$`, "m"))?.[1]?.trim();

/** Resident memory of pid in MB, or null once it is gone. */
export function rssMb(pid) {
  const kb = field(status(pid), "VmRSS");
  return kb ? Number.parseInt(kb, 10) / 1024 : null;
}

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

/** CPU time (user + system, all threads) pid has used so far, in seconds; 0 once it is gone. */
export function cpuSeconds(pid) {
  try {
    // The command name in parentheses may hold spaces: fields are counted after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function listener(port) {
  const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const pid = out.match(/pid=(\d+)/)?.[1];
  return pid ? Number(pid) : null;
}

/** The label of the workerd that runs the site's worker (not a dev proxy in front of it). */
export const SITE_LABEL = "workerd (site)";

/**
 * The workerd listening on port and the workerd processes started beside it by the same parent: wrangler dev
 * runs two (its proxy in front, the site's own behind), Miniflare alone runs one.
 */
export function siteProcesses(port) {
  const front = listener(port);
  if (!front) return [];
  const parent = field(status(front), "PPid");
  const siblings = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name) && Number(name) !== front)
    .filter((pid) => {
      const text = status(pid);
      return field(text, "Name") === "workerd" && field(text, "PPid") === parent;
    })
    .map(Number);
  if (!siblings.length) return [{ pid: front, label: SITE_LABEL }];
  return [{ pid: front, label: `workerd (proxy on :${port})` }, ...siblings.map((pid) => ({ pid, label: SITE_LABEL }))];
}
