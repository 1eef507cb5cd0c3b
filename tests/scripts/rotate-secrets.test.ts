/** `node scripts/rotate-secrets.mjs`: each rotation's steps in the order that keeps the site and the CMS agreeing, with a fresh value. */
import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const rotate = (...args: string[]) => execFileSync("node", ["scripts/rotate-secrets.mjs", ...args], { cwd: root, encoding: "utf8" });
/** The numbered steps, in order. */
const steps = (output: string) => output.split(/\n(?=\d+\. )/).slice(1);
const valueOf = (output: string) => /[0-9a-f]{64}/.exec(output)?.[0];

describe("rotate-secrets", () => {
  it("webhook: the site accepts the next secret, then the CMS instances switch, then the site keeps it alone", () => {
    const output = rotate("webhook", "--env", "production");
    const value = valueOf(output)!;
    const [accept, switchCms, keep] = steps(output);
    expect(accept).toContain(`printf %s '${value}' | npx wrangler secret put WEBHOOK_SECRET_NEXT --env production`);
    expect(switchCms).toContain(`set WEBHOOK_SECRET=${value}`);
    expect(keep).toContain("npx wrangler secret put WEBHOOK_SECRET --env production");
    expect(keep).toContain("npx wrangler secret delete WEBHOOK_SECRET_NEXT --env production");
    expect(steps(output)).toHaveLength(3);
  });

  it("token: the CMS accepts the next token, then the site switches, then the CMS keeps it alone", () => {
    const output = rotate("token");
    const value = valueOf(output)!;
    const [accept, switchSite, keep] = steps(output);
    expect(accept).toContain(`CMS_API_TOKEN_NEXT=${value}`);
    expect(switchSite).toContain(`printf %s '${value}' | npx wrangler secret put CMS_API_TOKEN\n`);
    expect(keep).toContain(`CMS_API_TOKEN=${value}, remove CMS_API_TOKEN_NEXT`);
  });

  it("makes a new 256-bit value on every run", () => {
    expect(valueOf(rotate("preview"))).not.toBe(valueOf(rotate("preview")));
  });

  it("refuses an unknown rotation or environment name with its usage", () => {
    for (const args of [["secret"], ["webhook", "--env", "prod; rm -rf /"], []]) {
      const result = spawnSync("node", ["scripts/rotate-secrets.mjs", ...args], { cwd: root, encoding: "utf8" });
      expect(result.status).toBe(2);
      expect(result.stderr).toContain("usage:");
    }
  });
});
