/** The publish webhook in workerd: the secret decides, bad bodies are refused, entry events are queued and answered 202 at once. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { request } from "../../tests/worker/app";
import { recordingQueue } from "../../tests/worker/publish";
import { MAX_BODY_BYTES, purgesContent } from "./webhook";

const publish = JSON.stringify({ event: "entry.publish", model: "ecole-new", uid: "api::ecole-new.ecole-new", entry: { id: 1, title: "T" } });
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** Posts a webhook to a site whose publish queue records what it is sent. */
async function post(body: string, headers: Record<string, string> = {}, vars: Record<string, unknown> = {}) {
  const queue = recordingQueue();
  const { res } = await request("/__cms/webhook", { method: "POST", body, headers: { "content-type": "application/json", ...headers } }, { PUBLISH_QUEUE: queue, ...vars });
  return { res, queued: queue.sent };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /__cms/webhook", () => {
  it("queues an entry event with the right secret and answers 202 at once", async () => {
    const started = Date.now();
    const { res, queued } = await post(publish, bearer("test-webhook-secret"));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ queued: true });
    expect(queued).toEqual([{ kind: "webhook", event: "entry.publish", model: "ecole-new" }]);
    expect(Date.now() - started).toBeLessThan(200);
  });

  it.each([
    ["no header", {}],
    ["a wrong secret", bearer("test-webhook-secreT")],
    ["a longer secret", bearer("test-webhook-secret-and-more")],
    ["the secret without Bearer", { authorization: "test-webhook-secret" }],
  ])("refuses %s with 401 and queues nothing", async (_label, headers) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { res, queued } = await post(publish, headers);
    expect(res.status).toBe(401);
    expect(queued).toEqual([]);
  });

  it("during a rotation accepts the current and the next secret, and nothing else", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const rotating = { WEBHOOK_SECRET_NEXT: "next-webhook-secret" };
    expect((await post(publish, bearer("test-webhook-secret"), rotating)).queued).toHaveLength(1);
    expect((await post(publish, bearer("next-webhook-secret"), rotating)).queued).toHaveLength(1);
    const other = await post(publish, bearer("other-webhook-secret"), rotating);
    expect([other.res.status, other.queued.length]).toEqual([401, 0]);
    // once the rotation is over, the next secret is the only one: the former one is refused
    const over = { WEBHOOK_SECRET: "next-webhook-secret", WEBHOOK_SECRET_NEXT: "" };
    expect((await post(publish, bearer("test-webhook-secret"), over)).res.status).toBe(401);
  });

  it("refuses everything with 503 and logs when no secret is configured", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { res, queued } = await post(publish, bearer(""), { WEBHOOK_SECRET: "" });
    expect(res.status).toBe(503);
    expect(queued).toEqual([]);
    expect(String(logged.mock.calls[0]?.[0])).toContain("WEBHOOK_SECRET is not configured");
  });

  it("answers 503 when the message cannot be queued, so Strapi's log shows the publish was not taken", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = {
      send: async () => {
        throw new Error("Queue send failed");
      },
    };
    const { res } = await post(publish, bearer("test-webhook-secret"), { PUBLISH_QUEUE: failing });
    expect(res.status).toBe(503);
    expect(String(logged.mock.calls[0]?.[0])).toContain("could not be queued");
  });

  it("answers bad JSON with 400 and an oversized body with 413, queuing nothing", async () => {
    for (const [body, status] of [["{not json", 400], ["null", 400], [`{"event":"entry.update","pad":"${"x".repeat(MAX_BODY_BYTES)}"}`, 413]] as const) {
      const { res, queued } = await post(body, bearer("test-webhook-secret"));
      expect(res.status).toBe(status);
      expect(queued).toEqual([]);
    }
  });

  it("answers events that change no content without queuing them", async () => {
    const { res, queued } = await post(JSON.stringify({ event: "review-workflows.updateEntryStage" }), bearer("test-webhook-secret"));
    expect(await res.json()).toEqual({ queued: false });
    expect(queued).toEqual([]);
  });

  it("answers other methods with 405", async () => {
    const { res } = await request("/__cms/webhook");
    expect(res.status).toBe(405);
  });
});

describe("purgesContent", () => {
  it("purges for entry and media events only", () => {
    expect(["entry.create", "entry.update", "entry.delete", "entry.publish", "entry.unpublish", "media.update"].every(purgesContent)).toBe(true);
    expect([undefined, 42, "review-workflows.updateEntryStage", "releases.publish", "xentry.update"].some(purgesContent)).toBe(false);
  });
});
