/** `npm start` and the test stacks: every wrangler.toml [vars] setting can come from the environment. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { declaredVars, varsFromEnvironment } from "../scripts/stack.mjs";

const TOML = `name = "site"
main = "worker/index.ts"

[assets]
directory = "dist/client"

[vars]
CMS_URL = "http://127.0.0.1:1337"
# a comment = not a setting
ENGLISH_ENABLED = "false"

[[kv_namespaces]]
binding = "CMS_KV"
`;

describe("worker vars from the environment", () => {
  it("reads the names of the [vars] table only", () => {
    expect(declaredVars(TOML)).toEqual(["CMS_URL", "ENGLISH_ENABLED"]);
  });

  it("takes every [vars] setting of wrangler.toml that the environment gives, and nothing else", () => {
    const names: string[] = declaredVars(readFileSync("wrangler.toml", "utf8"));
    expect(names).toContain("ENGLISH_ENABLED");
    expect(names).toContain("EN_REDIRECT");
    expect(varsFromEnvironment({ ENGLISH_ENABLED: "true", GTM_ID: "GTM-ABC", PATH: "/usr/bin", CMS_KV: "x" })).toEqual({
      ENGLISH_ENABLED: "true",
      GTM_ID: "GTM-ABC",
    });
  });
});
