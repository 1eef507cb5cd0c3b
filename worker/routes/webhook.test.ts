/** The publish webhook in workerd: the secret decides, bad bodies are refused, entry events bump the content version. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { testEnv } from "../../tests/worker/fake-cms";
import { request } from "../../tests/worker/app";
import { readVersion } from "../cms/cache/version";
import { MAX_BODY_BYTES, purgesContent } from "./webhook";

const publish = JSON.stringify({ event: "entry.publish", model: "ecole-new", uid: "api::ecole-new.ecole-new", entry: { id: 1, title: "T" } });
const post = (body: string, headers: Record<string, string> = {}, vars: Record<string, string> = {}) =>
  request("/__cms/webhook", { method: "POST", body, headers: { "content-type": "application/json", ...headers } }, vars);
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** Runs `send` and says whether the content version moved. */
async function bumped(send: () => Promise<{ res: Response }>) {
  const before = await readVersion(testEnv.CMS_KV);
  const { res } = await send();
  return { res, bumped: (await readVersion(testEnv.CMS_KV)) !== before };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /__cms/webhook", () => {
  it("bumps the content version for an entry event with the right secret", async () => {
    const { res, bumped: moved } = await bumped(() => post(publish, bearer("test-webhook-secret")));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ purged: true });
    expect(moved).toBe(true);
  });

  it.each([
    ["no header", {}],
    ["a wrong secret", bearer("test-webhook-secreT")],
    ["a longer secret", bearer("test-webhook-secret-and-more")],
    ["the secret without Bearer", { authorization: "test-webhook-secret" }],
  ])("refuses %s with 401 and purges nothing", async (_label, headers) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { res, bumped: moved } = await bumped(() => post(publish, headers));
    expect(res.status).toBe(401);
    expect(moved).toBe(false);
  });

  it("during a rotation accepts the current and the next secret, and nothing else", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const rotating = { WEBHOOK_SECRET_NEXT: "next-webhook-secret" };
    expect((await bumped(() => post(publish, bearer("test-webhook-secret"), rotating))).bumped).toBe(true);
    expect((await bumped(() => post(publish, bearer("next-webhook-secret"), rotating))).bumped).toBe(true);
    const other = await bumped(() => post(publish, bearer("other-webhook-secret"), rotating));
    expect([other.res.status, other.bumped]).toEqual([401, false]);
    // once the rotation is over, the next secret is the only one: the former one is refused
    const over = { WEBHOOK_SECRET: "next-webhook-secret", WEBHOOK_SECRET_NEXT: "" };
    expect((await bumped(() => post(publish, bearer("test-webhook-secret"), over))).res.status).toBe(401);
  });

  it("refuses everything with 503 and logs when no secret is configured", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { res, bumped: moved } = await bumped(() => post(publish, bearer(""), { WEBHOOK_SECRET: "" }));
    expect(res.status).toBe(503);
    expect(moved).toBe(false);
    expect(String(logged.mock.calls[0]?.[0])).toContain("WEBHOOK_SECRET is not configured");
  });

  it("answers bad JSON with 400 and an oversized body with 413, purging nothing", async () => {
    for (const [body, status] of [["{not json", 400], ["null", 400], [`{"event":"entry.update","pad":"${"x".repeat(MAX_BODY_BYTES)}"}`, 413]] as const) {
      const { res, bumped: moved } = await bumped(() => post(body, bearer("test-webhook-secret")));
      expect(res.status).toBe(status);
      expect(moved).toBe(false);
    }
  });

  it("answers events that change no content without purging", async () => {
    const { res, bumped: moved } = await bumped(() => post(JSON.stringify({ event: "review-workflows.updateEntryStage" }), bearer("test-webhook-secret")));
    expect(await res.json()).toEqual({ purged: false });
    expect(moved).toBe(false);
  });

  it("answers other methods with 405", async () => {
    const { res } = await request("/__cms/webhook");
    expect(res.status).toBe(405);
  });

  it("purges the zone by tag too when Cloudflare credentials are configured", async () => {
    const calls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      calls.push(`${init?.method} ${String(input)} ${String(init?.body)}`);
      return new Response("{}");
    });
    const zone = "0123456789abcdef0123456789abcdef";
    await post(publish, bearer("test-webhook-secret"), { CLOUDFLARE_ZONE_ID: zone, CLOUDFLARE_API_TOKEN: "cf-token" });
    expect(calls).toEqual([`POST https://api.cloudflare.com/client/v4/zones/${zone}/purge_cache {"tags":["cms"]}`]);
  });
});

describe("purgesContent", () => {
  it("purges for entry and media events only", () => {
    expect(["entry.create", "entry.update", "entry.delete", "entry.publish", "entry.unpublish", "media.update"].every(purgesContent)).toBe(true);
    expect([undefined, 42, "review-workflows.updateEntryStage", "releases.publish", "xentry.update"].some(purgesContent)).toBe(false);
  });
});
