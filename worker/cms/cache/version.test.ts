/** The content version in workerd: a KV read remembered for VERSION_MEMO_MS, a bump in this isolate seen at once. */
import { describe, expect, it } from "vitest";
import { testEnv } from "../../../tests/worker/fake-cms";
import { VERSION_MEMO_MS, bumpVersion, readVersion } from "./version";

describe("readVersion", () => {
  it("remembers a KV read for VERSION_MEMO_MS, then reads again", async () => {
    const kv = testEnv.CMS_KV;
    const start = Date.now() + 10 * VERSION_MEMO_MS;
    const before = Number(await readVersion(kv, start));
    const later = String(before + 1_000_000_000);
    await kv.put("cms:version", later);
    expect(await readVersion(kv, start + VERSION_MEMO_MS - 1)).toBe(String(before));
    expect(await readVersion(kv, start + VERSION_MEMO_MS)).toBe(later);
  });

  it("sees a bump made in this isolate at once", async () => {
    const kv = testEnv.CMS_KV;
    const now = Date.now() + 100 * VERSION_MEMO_MS;
    await readVersion(kv, now);
    const bumped = await bumpVersion(kv);
    expect(await readVersion(kv, now + 1)).toBe(bumped);
  });

  it("never moves back when a publish that started later finished first", async () => {
    const kv = testEnv.CMS_KV;
    let finishFirst = () => {};
    let first: Promise<string> = Promise.resolve("");
    await new Promise<void>((preparing) => {
      first = bumpVersion(kv, () => (preparing(), new Promise<void>((resolve) => (finishFirst = resolve))));
    });
    const second = await bumpVersion(kv);
    finishFirst();
    expect(await first).toBe(second);
    expect(await kv.get("cms:version")).toBe(second);
  });
});
