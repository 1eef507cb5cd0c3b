/**
 * What `npm run deploy` refuses: the checks called directly on configurations and secrets, then the script itself on the
 * committed wrangler.toml, whose environments carry placeholders a school must replace.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ConfigSchema } from "../../worker/config/schema";
import { MIN_SECRET_LENGTH, productionProblems } from "../../worker/config/production";
// @ts-expect-error plain ESM script without types
import { appearsInRepository, deployProblems, MIN_SECRET_LENGTH as DEPLOY_MIN_SECRET_LENGTH } from "../../scripts/deploy-checks.mjs";

const root = new URL("../..", import.meta.url).pathname;
const ready = {
  kv_namespaces: [{ binding: "CMS_KV", id: "3f1c2a9be0d64c7f8a1b2c3d4e5f6a7b" }],
  vars: { CMS_URL: "https://cms.ecole-exemple.fr", CANONICAL_HOST: "www.ecole-exemple.fr", CLOUDFLARE_ZONE_ID: "" },
  routes: [{ pattern: "www.ecole-exemple.fr", custom_domain: true }],
};
const problems = (config: object, secrets: { remote: string[] | null; values?: Record<string, string> }) =>
  deployProblems({ env: "production", config: { ...ready, ...config }, secrets: { values: {}, ...secrets }, inRepository: appearsInRepository }) as string[];
/** A secret as the README makes it: `openssl rand -hex 32`. */
const fresh = () => crypto.randomUUID().replace(/-/g, "") + crypto.randomUUID().replace(/-/g, "");
const allSet = { remote: ["CMS_API_TOKEN", "WEBHOOK_SECRET"] };

describe("deployProblems", () => {
  it("lets a filled-in environment with its secrets on Cloudflare go", () => {
    expect(problems({}, allSet)).toEqual([]);
    expect(problems({}, { remote: ["CMS_USERNAME", "CMS_PASSWORD", "WEBHOOK_SECRET"] })).toEqual([]);
  });

  it("refuses a missing or all-zero KV id", () => {
    expect(problems({ kv_namespaces: [] }, allSet)).toEqual([expect.stringContaining("no CMS_KV namespace id")]);
    expect(problems({ kv_namespaces: [{ binding: "CMS_KV", id: "00000000000000000000000000000000" }] }, allSet)).toEqual([
      expect.stringContaining("CMS_KV id is the all-zero placeholder"),
    ]);
  });

  it("refuses a CMS_URL on this machine, the placeholder's, or none", () => {
    for (const url of ["http://127.0.0.1:1337", "http://localhost:1337", "http://cms.localhost", "http://[::1]:1337", "https://cms.ecole.example"]) {
      expect(problems({ vars: { ...ready.vars, CMS_URL: url } }, allSet), url).toEqual([expect.stringMatching(/CMS_URL .* (is on this machine|is the placeholder)/)]);
    }
    expect(problems({ vars: { ...ready.vars, CMS_URL: undefined } }, allSet)).toEqual([expect.stringContaining("no valid CMS_URL")]);
  });

  it("refuses no CANONICAL_HOST, or the placeholder's", () => {
    expect(problems({ vars: { ...ready.vars, CANONICAL_HOST: "" } }, allSet)).toEqual([expect.stringContaining("no CANONICAL_HOST")]);
    expect(problems({ vars: { ...ready.vars, CANONICAL_HOST: "www.ecole.example" } }, allSet)).toEqual([
      expect.stringContaining("CANONICAL_HOST (www.ecole.example) is the placeholder"),
    ]);
  });

  it("refuses no route, or the placeholder's", () => {
    expect(problems({ routes: [] }, allSet)).toEqual([expect.stringContaining("no route")]);
    expect(problems({ routes: ["staging.ecole.example/*"] }, allSet)).toEqual([expect.stringContaining("route staging.ecole.example is the placeholder")]);
  });

  it("names each missing secret, with its alternatives", () => {
    expect(problems({}, { remote: ["CMS_USERNAME"] })).toEqual([
      "No secret for the site's CMS access: set CMS_API_TOKEN, or CMS_PASSWORD (`npx wrangler secret put NAME --env production` or --secrets-file).",
      "No secret for the publish webhook: set WEBHOOK_SECRET (`npx wrangler secret put NAME --env production` or --secrets-file).",
    ]);
  });

  it("refuses an uploaded secret that is empty, short or written anywhere in the repository, and counts the others", () => {
    expect(problems({}, { remote: [], values: { CMS_API_TOKEN: fresh(), WEBHOOK_SECRET: "  " } })).toEqual([
      "The secret WEBHOOK_SECRET is empty.",
      expect.stringContaining("No secret for the publish webhook"),
    ]);
    // from the worker's list of committed values, from a test's own configuration, from the docs: all public
    for (const written of ["test-webhook-secret", "cluster-site-token-2-0123456789abcdef", "local-users-permissions-jwt-secret"]) {
      expect(problems({}, { remote: [], values: { CMS_API_TOKEN: fresh(), WEBHOOK_SECRET: written } }), written).toEqual([
        "The secret WEBHOOK_SECRET is a value written in the repository: generate a new one.",
      ]);
    }
    expect(problems({}, { remote: [], values: { CMS_API_TOKEN: fresh(), WEBHOOK_SECRET: fresh().slice(0, 31), PREVIEW_SECRET_NEXT: fresh().slice(0, 20) } })).toEqual([
      "The secret WEBHOOK_SECRET is shorter than 32 characters: generate one with `openssl rand -hex 32`.",
      "The secret PREVIEW_SECRET_NEXT is shorter than 32 characters: generate one with `openssl rand -hex 32`.",
    ]);
    expect(problems({}, { remote: [], values: { CMS_API_TOKEN: fresh(), WEBHOOK_SECRET: fresh(), WEBHOOK_SECRET_NEXT: fresh() } })).toEqual([]);
  });

  it("refuses when the secrets cannot be checked at all", () => {
    expect(problems({}, { remote: null })).toEqual([expect.stringContaining("The secrets could not be checked")]);
  });

  it("wants the purge token once a zone is set", () => {
    expect(problems({ vars: { ...ready.vars, CLOUDFLARE_ZONE_ID: "0123456789abcdef0123456789abcdef" } }, allSet)).toEqual([
      expect.stringContaining("CLOUDFLARE_API_TOKEN is not"),
    ]);
  });
});

describe("the deploy check and the worker's production check", () => {
  it("want secrets of the same length", () => {
    expect(DEPLOY_MIN_SECRET_LENGTH).toBe(MIN_SECRET_LENGTH);
  });

  it("agree on which secrets production cannot do without", () => {
    const names = ["CMS_API_TOKEN", "CMS_USERNAME", "CMS_PASSWORD", "WEBHOOK_SECRET"];
    for (let mask = 0; mask < 2 ** names.length; mask++) {
      const values = Object.fromEntries(names.filter((_, i) => mask & (1 << i)).map((name) => [name, fresh()]));
      const worker = productionProblems(v.parse(ConfigSchema, { ENVIRONMENT: "production", CANONICAL_HOST: "www.ecole-exemple.fr", ...values }));
      // which secrets are missing, not where values are written: no repository search (16 rounds of git grep)
      const deploy = (deployProblems({ env: "production", config: ready, secrets: { remote: [], values }, inRepository: () => false }) as string[]).filter((problem) =>
        problem.startsWith("No secret"),
      );
      expect(deploy.length > 0, Object.keys(values).join(",") || "none").toBe(worker.length > 0);
    }
  });
});

describe("npm run deploy on the committed wrangler.toml", () => {
  /** The deploy script without Cloudflare credentials (a HOME of its own, no token): what it printed and its exit code. */
  function deploy(...args: string[]): Promise<{ code: number | null; output: string }> {
    const home = mkdtempSync(join(tmpdir(), "deploy-home-"));
    const { CLOUDFLARE_API_TOKEN: _token, ...inherited } = process.env;
    return new Promise((resolve) => {
      execFile(process.execPath, ["scripts/deploy.mjs", ...args], { cwd: root, env: { ...inherited, HOME: home }, timeout: 60_000 }, (error, stdout, stderr) => {
        rmSync(home, { recursive: true, force: true });
        resolve({ code: error ? (error.code as number) : 0, output: `${stdout}${stderr}` });
      });
    });
  }

  it("refuses production, naming every placeholder and the unchecked secrets", async () => {
    const { code, output } = await deploy("--env", "production");
    expect(code).toBe(1);
    const named = [
      "Not deploying production:",
      "CMS_KV id is the all-zero placeholder",
      "CMS_URL (https://cms.ecole.example) is the placeholder",
      "route www.ecole.example is the placeholder",
      "CANONICAL_HOST (www.ecole.example) is the placeholder",
      "The secrets could not be checked",
    ];
    for (const text of named) expect(output).toContain(text);
  }, 60_000);

  it("refuses an environment wrangler.toml does not define, rather than deploying the local settings", async () => {
    const { code, output } = await deploy("--env", "prod");
    expect(code).toBe(2);
    expect(output).toContain("usage: npm run deploy -- --env staging|production");
  }, 60_000);
});
