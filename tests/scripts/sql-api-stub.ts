/**
 * The Analytics Engine SQL API's stand-in for the reports' tests: serves recorded answers on 127.0.0.1 and keeps what
 * it was asked; and a report run as `npm run report:*` runs it, in a child process with only the Cloudflare variables given.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";

export const ACCOUNT = "023e105f4ecef8ad9ca31a8372d0c353";
export const TOKEN = "test-analytics-read-token";

const root = new URL("../..", import.meta.url).pathname;
export const fixture = (name: string) => readFileSync(new URL(`../fixtures/analytics-engine/${name}`, import.meta.url), "utf8");

export interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  sql: string;
}

export interface Answer {
  status: number;
  type: string;
  body: string;
}

/** Starts the stand-in for the file's tests; `answer` picks the recorded answer for each query (reset before each test). */
export function sqlApiStub(answerFor: () => (sql: string) => Answer) {
  let server: Server;
  const stub = { api: "", received: [] as Received[], answer: answerFor() };
  beforeAll(async () => {
    server = createServer((request, response) => {
      let sql = "";
      request.on("data", (chunk: Buffer) => (sql += chunk));
      request.on("end", () => {
        stub.received.push({ method: request.method ?? "", path: request.url ?? "", authorization: request.headers.authorization, sql });
        const { status, type, body } = stub.answer(sql);
        response.writeHead(status, { "content-type": type });
        response.end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    stub.api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    stub.received = [];
    stub.answer = answerFor();
  });
  return stub;
}

/** Runs `npm run report:<name>`'s command against `api`, with only the Cloudflare variables given here. */
export function runReport(name: string, api: string, args: string[] = [], env: Record<string, string> = { CLOUDFLARE_ACCOUNT_ID: ACCOUNT, CLOUDFLARE_API_TOKEN: TOKEN }) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([variable]) => !variable.startsWith("CLOUDFLARE_")));
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ["scripts/report.mjs", name, ...args], { cwd: root, env: { ...inherited, CLOUDFLARE_API_BASE_URL: api, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** Runs `npm run report:<name>` expecting a failure: a clear one-line message on stderr, exit code 1, nothing on stdout, no stack trace. */
export async function reportFails(name: string, api: string, args: string[], env?: Record<string, string>): Promise<string> {
  const { code, stdout, stderr } = await runReport(name, api, args, env);
  expect({ code, stdout }).toEqual({ code: 1, stdout: "" });
  expect(stderr).toMatch(new RegExp(`^report:${name}: `));
  expect(stderr).not.toMatch(/^\s+at /m);
  return stderr;
}

/** A port nothing listens on. */
export const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
