/** The CI stage's arithmetic against Workers' limits, called directly: bundle size, startup CPU from a profile, the verdicts. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { BUNDLE_LIMIT_BYTES, STARTUP_BUDGET_MS, bundleSize, limitProblems, profileCpuMs } from "../../scripts/worker-limits.mjs";

describe("bundleSize", () => {
  it("counts the modules, raw and gzipped, leaving out source maps and wrangler's README", () => {
    const dir = mkdtempSync(join(tmpdir(), "bundle-"));
    const index = "export default {};\n".repeat(200);
    const chunk = "const x = 1;\n".repeat(50);
    writeFileSync(join(dir, "index.js"), index);
    writeFileSync(join(dir, "chunk.js"), chunk);
    writeFileSync(join(dir, "index.js.map"), "x".repeat(10_000));
    writeFileSync(join(dir, "README.md"), "x".repeat(10_000));
    expect(bundleSize(dir)).toEqual({ raw: index.length + chunk.length, gzip: gzipSync(index).length + gzipSync(chunk).length });
    rmSync(dir, { recursive: true });
  });
});

describe("profileCpuMs", () => {
  it("counts the busy samples at the sampling interval, however long a busy machine made a gap", () => {
    const frame = (functionName: string) => ({ functionName, scriptId: "0", url: "", lineNumber: -1, columnNumber: -1 });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame("(root)") },
        { id: 2, callFrame: frame("(idle)") },
        { id: 3, callFrame: frame("buildApp") },
        { id: 4, callFrame: frame("(program)") },
      ],
      startTime: 1_000_000,
      // a 1 ms interval, gaps of 40 and 3 ms on a busy machine and one cut short: five busy samples are 5 ms of CPU
      samples: [2, 3, 4, 3, 4, 3, 2],
      timeDeltas: [5000, 1000, 40_000, 3000, 1000, 200, 1000],
      endTime: 1_060_000,
    };
    expect(profileCpuMs(profile)).toBe(5);
  });
});

describe("limitProblems", () => {
  it("passes under both limits and names each one broken", () => {
    expect(limitProblems({ env: "production", gzip: BUNDLE_LIMIT_BYTES, startupMs: STARTUP_BUDGET_MS })).toEqual([]);
    expect(limitProblems({ env: "production", gzip: BUNDLE_LIMIT_BYTES + 1, startupMs: STARTUP_BUDGET_MS + 1 })).toEqual([
      "production: the bundle is 3072 KiB gzipped, over Workers' 3072 KiB.",
      "production: startup takes 401 ms of CPU, over the 400 ms budget.",
    ]);
  });
});
