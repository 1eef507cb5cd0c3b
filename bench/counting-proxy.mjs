// The publish bench's counting proxy, in a thread of its own: it times every request it passes on (start and end)
// and drops a `bench` parameter; with `shared`, it asks each query once and answers a repeat after the same delay.
// The bench's own thread also runs Miniflare and takes the workers' logs: a request timed there waited for whatever
// that thread was doing, and requests sent 50 ms apart were timed in a bunch.
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

function serve({ host, port, target, repeatDelayMs }) {
  /** [start, path, end, why the site asked: "publish" for the refetch, else the visitor's call] */
  const seen = [];
  const kept = new Map();
  let shared = false;
  const upstream = (path, headers) =>
    new Promise((resolve, reject) => {
      http.get(`${target}${path}`, { headers }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
  const server = http.createServer(async (req, res) => {
    const request = [Date.now(), req.url, Infinity, req.headers["x-site-source"] ?? ""];
    seen.push(request);
    const headers = { authorization: req.headers.authorization ?? "", accept: "application/json" };
    const url = new URL(req.url, "http://proxy");
    url.searchParams.delete("bench");
    const path = `${url.pathname}${url.search}`;
    try {
      let answer;
      if (shared && kept.has(path)) {
        await sleep(repeatDelayMs);
        answer = kept.get(path);
      } else {
        answer = await upstream(path, headers);
        if (shared) kept.set(path, answer);
      }
      res.writeHead(answer.status, { "content-type": answer.headers["content-type"] ?? "application/json" });
      res.end(answer.body);
      request[2] = Date.now();
    } catch {
      res.writeHead(502, { "content-type": "application/json" });
      res.end('{"error":{"status":502}}');
    }
  });
  server.listen(port, host, () => parentPort.postMessage({ ready: true }));
  parentPort.on("message", ({ id, op, share }) => {
    if (op === "reset") {
      seen.length = 0;
      kept.clear();
      shared = share;
    }
    if (op === "stop") server.close(), server.closeAllConnections();
    parentPort.postMessage({ id, seen: op === "seen" ? seen : undefined });
  });
}

if (!isMainThread) serve(workerData);

/** The proxy's thread; `seen()` answers a copy of every request so far. */
export async function startCountingProxy({ host, port, target, repeatDelayMs }) {
  const thread = new Worker(new URL(import.meta.url), { workerData: { host, port, target, repeatDelayMs } });
  const waiting = new Map();
  let ids = 0;
  await new Promise((resolve, reject) => {
    thread.once("message", resolve);
    thread.once("error", reject);
  });
  thread.on("message", ({ id, seen }) => {
    waiting.get(id)?.(seen);
    waiting.delete(id);
  });
  const ask = (op, extra = {}) =>
    new Promise((resolve) => {
      waiting.set(++ids, resolve);
      thread.postMessage({ id: ids, op, ...extra });
    });
  return {
    url: `http://${host}:${port}`,
    seen: () => ask("seen"),
    reset: (share) => ask("reset", { share }),
    stop: async () => (await ask("stop"), await thread.terminate()),
  };
}
