// A proxy in front of the CMS that adds a fixed delay to every request (a far origin) and counts what it was asked.
import http from "node:http";

/** { url, requests(): [path, count][], reset(), stop() }; a CMS that does not answer is a 502. */
export async function startDelayProxy({ port, target, delayMs, host = "127.0.0.1" }) {
  const seen = new Map();
  const origin = new URL(target);
  const server = http.createServer((req, res) => {
    seen.set(req.url, (seen.get(req.url) ?? 0) + 1);
    setTimeout(() => {
      const upstream = http.request(
        { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: { ...req.headers, host: origin.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => {
        if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { status: 502, message: "CMS unreachable" } }));
      });
      req.pipe(upstream);
    }, delayMs);
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    url: `http://${host}:${port}`,
    /** Each path and query asked since the last reset, with how many times. */
    requests: () => [...seen],
    reset: () => seen.clear(),
    stop: () => new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    }),
  };
}
