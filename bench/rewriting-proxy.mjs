// A copy of the site with each HTML document rewritten on its way (every script removed, say), served on a port of its
// own: a floor a browser measures like the page itself. Every other answer passes as it came, compression included;
// a rewritten document is compressed again as it came, so the floor's bytes on the wire stay comparable.
import { createServer, request } from "node:http";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";

const CODECS = {
  gzip: { decode: gunzipSync, encode: gzipSync },
  br: { decode: brotliDecompressSync, encode: brotliCompressSync },
};

/** The same HTML with every script removed (inline, module, JSON, speculation rules) and the preloads of scripts. */
export const withoutScripts = (html) => html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<link rel="(?:modulepreload|prefetch)"[^>]*>/gi, "");

/** Starts the copy of `target` (an origin); answers { url, close() }. */
export async function startRewritingProxy(target, rewrite) {
  const to = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      { host: to.hostname, port: to.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: to.host } },
      (answer) => {
        const html = (answer.headers["content-type"] ?? "").startsWith("text/html");
        if (!html) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => {
          const codec = CODECS[answer.headers["content-encoding"] ?? ""];
          const raw = Buffer.concat(chunks);
          const text = rewrite((codec ? codec.decode(raw) : raw).toString("utf8"));
          const body = codec ? codec.encode(Buffer.from(text)) : Buffer.from(text);
          const headers = { ...answer.headers, "content-length": String(body.length) };
          delete headers["transfer-encoding"];
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    upstream.on("error", (error) => {
      outgoing.writeHead(502, { "content-type": "text/plain" });
      outgoing.end(`The site did not answer: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
