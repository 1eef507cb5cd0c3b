/** worker/config/committed-secrets.json lists every secret value the repository's test settings hold; .dev.vars.example holds none. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Read as a deploy check would: plain JSON. */
const listed: Record<string, string[]> = JSON.parse(readFileSync("worker/config/committed-secrets.json", "utf8")).secrets;

describe("committed secrets", () => {
  it("has no value in .dev.vars.example: npm start writes the CMS's generated ones into .dev.vars", () => {
    const lines = readFileSync(".dev.vars.example", "utf8").split("\n").filter((line) => /^[A-Z_]+=/.test(line));
    const secrets = lines.map((line) => line.split("=", 2) as [string, string]).filter(([name]) => name in listed);
    expect(secrets.map(([name]) => name).sort()).toEqual(["CMS_API_TOKEN", "CMS_PASSWORD", "PREVIEW_SECRET", "WEBHOOK_SECRET"]);
    for (const [name, value] of secrets) expect(value, name).toBe("");
  });

  it("holds the secrets the worker tests run with", () => {
    const config = readFileSync("vitest.config.ts", "utf8");
    const secrets = [...config.matchAll(/([A-Z_]+): "([^"]+)"/g)].filter(([, name]) => name! in listed);
    expect(secrets.length).toBeGreaterThan(0);
    for (const [, name, value] of secrets) expect(listed[name!], name).toContain(value);
  });
});
