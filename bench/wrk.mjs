// Load from wrk (Debian's `apt-get install wrk`): a closed loop of connections for a fixed time, summarised by bench/wrk-report.lua.
import { spawn, spawnSync } from "node:child_process";

const SCRIPT = new URL("wrk-report.lua", import.meta.url).pathname;

export function assertWrk() {
  if (spawnSync("wrk", ["--version"]).error) throw new Error("wrk is not installed: apt-get install wrk");
}

/**
 * Loads url (and the other paths of its origin, in rotation) for `seconds` with `connections` open connections.
 * `vary` ("name=token") makes every request's URL new. Latencies in ms; errors are socket errors and 4xx/5xx answers.
 */
export function wrk(url, { seconds, connections, threads = 1, paths = [], vary, timeoutSeconds = 10 }) {
  const args = ["-t", String(threads), "-c", String(connections), "-d", `${seconds}s`, "--timeout", `${timeoutSeconds}s`, "-s", SCRIPT, url];
  const extra = [...paths, ...(vary ? [`--vary=${vary}`] : [])];
  if (extra.length) args.push("--", ...extra);
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = out.trim().split("\n").at(-1);
      if (code !== 0 || !line?.startsWith("{")) return reject(new Error(`wrk ${args.join(" ")} failed (exit ${code}):\n${out}`));
      const s = JSON.parse(line);
      const socketErrors = s.connect + s.read + s.write + s.timeout;
      resolve({
        requests: s.requests,
        rps: s.requests / (s.duration_us / 1e6),
        p50: s.p50_us / 1000,
        p99: s.p99_us / 1000,
        max: s.max_us / 1000,
        socketErrors,
        badStatus: s.status,
        detail: { connect: s.connect, read: s.read, write: s.write, timeout: s.timeout },
      });
    });
  });
}
