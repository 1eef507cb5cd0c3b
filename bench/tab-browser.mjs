// Chromium driven over the DevTools protocol the way Puppeteer holds a tab: through its tab target. Chromium refuses
// every prerender to a page that a client holds through its page target, which is how Playwright holds every page
// (devtools_instrumentation.cc, IsPrerenderAllowed: HasSessionsWithoutTabTargetSupport; the Preload domain reports
// PrerenderingDisabledByDevTools). Held through its tab, a page's prerenders run and activate, as in a visitor's
// browser. Each page of the tab (the one shown, and each prerender) is set up before its first script runs.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** How long a command may wait for Chromium's answer. */
const ANSWER_WAIT_MS = 60_000;

/** Chromium over a pipe: send(method, params, sessionId) and on(listener) for every event. */
export async function launchTabBrowser({ executablePath, args, userAgent }) {
  const profile = mkdtempSync(join(tmpdir(), "bench-tab-"));
  const chromium = spawn(executablePath, [...args, "--remote-debugging-pipe", `--user-data-dir=${profile}`, `--user-agent=${userAgent}`, "about:blank"], {
    stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"],
  });
  const [, , , toBrowser, fromBrowser] = chromium.stdio;
  let nextId = 0;
  const pending = new Map();
  const listeners = new Set();
  let buffer = "";
  fromBrowser.on("data", (chunk) => {
    buffer += chunk.toString();
    for (let end = buffer.indexOf("\0"); end >= 0; end = buffer.indexOf("\0")) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const waiting = pending.get(message.id);
      if (waiting) {
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
        else waiting.resolve(message.result);
      } else for (const listener of listeners) listener(message);
    }
  });
  // A command a hung renderer never answers fails the bench with its name, rather than holding it silently (once, 25 minutes).
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer from Chromium within ${ANSWER_WAIT_MS / 1000} s`));
      }, ANSWER_WAIT_MS).unref();
      const settle = (then) => (value) => {
        clearTimeout(timer);
        then(value);
      };
      pending.set(id, { resolve: settle(resolve), reject: settle(reject), method });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  const on = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const close = async () => {
    await send("Browser.close").catch(() => {});
    await new Promise((resolve) => (chromium.exitCode === null ? chromium.once("exit", resolve) : resolve()));
    rmSync(profile, { recursive: true, force: true });
  };
  return { send, on, close };
}

/**
 * A new tab in a fresh browser context. `setup(send)` sends each of its pages its commands before their first script runs
 * (emulation, init scripts). Answers { page(): the shown page's session, evaluate(expression), close() } and the
 * events of all its pages through onEvent.
 */
export async function openTab(browser, setup, onEvent = () => {}) {
  const { browserContextId } = await browser.send("Target.createBrowserContext", { disposeOnDetach: true });
  const { targetId } = await browser.send("Target.createTarget", { url: "about:blank", forTab: true, browserContextId });
  const { sessionId: tab } = await browser.send("Target.attachToTarget", { targetId, flatten: true });
  const pages = new Map(); // sessionId → { targetId, subtype }
  let shown;
  let firstReady;
  const off = browser.on((message) => {
    const { method, params, sessionId } = message;
    if (method === "Target.attachedToTarget" && sessionId === tab && params.targetInfo.type === "page") {
      const page = params.sessionId;
      pages.set(page, { targetId: params.targetInfo.targetId, subtype: params.targetInfo.subtype ?? "" });
      // Sent in order without waiting for each answer: some (Page.enable) answer only once the page runs.
      const commands = [];
      setup((m, p) => commands.push(browser.send(m, p, page)));
      commands.push(browser.send("Runtime.runIfWaitingForDebugger", {}, page));
      const ready = Promise.allSettled(commands);
      if (!params.targetInfo.subtype) shown = page;
      firstReady ??= ready;
    } else if (method === "Target.targetInfoChanged" && params.targetInfo.type === "page") {
      // A prerender activated: its page is the one shown now.
      for (const [page, info] of pages) if (info.targetId === params.targetInfo.targetId && info.subtype === "prerender" && !params.targetInfo.subtype) shown = page;
    } else if (method === "Target.detachedFromTarget" && sessionId === tab) pages.delete(params.sessionId);
    if (sessionId && pages.has(sessionId)) onEvent(message, sessionId === shown);
  });
  await browser.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, tab);
  for (let waited = 0; !shown && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  if (!shown) throw new Error("The new tab's page never attached");
  await firstReady;
  const page = () => shown;
  const evaluate = async (expression) => {
    // A page being replaced may never answer.
    let timer;
    const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`No answer within 5 s: ${expression.slice(0, 80)}`)), 5000)));
    const answer = browser.send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true }, shown);
    const { result, exceptionDetails } = await Promise.race([answer, late]).finally(() => clearTimeout(timer));
    if (exceptionDetails) throw new Error(`${expression.slice(0, 80)}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value;
  };
  const close = async () => {
    off();
    await browser.send("Target.disposeBrowserContext", { browserContextId }).catch(() => {});
  };
  return { page, evaluate, send: (method, params) => browser.send(method, params, shown), close };
}
