/**
 * npm test's check of the Debian packages its stages need: the plan as a pure function, then scripts/test.mjs run on a
 * machine playing one without Chromium and PostgreSQL (TEST_HIDE_SYSTEM_DEPS), with apt-get, sudo, npm and npx replaced
 * by scripts that log their calls, so nothing is installed and no stage can run for real.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { installCommand, missingDeps, planDeps } from "../../scripts/system-deps.mjs";

/** The script and the modules it imports, copied where the other user can read them (a clone may be private), in the repository's layout. */
const SCRIPTS = ["scripts/test.mjs", "scripts/system-deps.mjs", "scripts/chromium.mjs", "cms/scripts/postgres-binaries.mjs"];
const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;

describe("planDeps", () => {
  it("does nothing when nothing is missing", () => {
    expect(planDeps({ missing: [], root: false, sudo: false, aptGet: true })).toEqual({ action: "none" });
  });

  it("installs as root, or through sudo -n for a user allowed to", () => {
    expect(planDeps({ missing: ["chromium", "xmllint"], root: true, sudo: false, aptGet: true })).toEqual({
      action: "install",
      packages: ["chromium", "libxml2-utils"],
      prefix: [],
    });
    expect(planDeps({ missing: ["postgresql"], root: false, sudo: true, aptGet: true })).toMatchObject({ action: "install", prefix: ["sudo", "-n"] });
  });

  it("stops with one message naming every package and the command when it may not install", () => {
    const plan = planDeps({ missing: ["chromium", "postgresql"], root: false, sudo: false, aptGet: true });
    expect(plan.action).toBe("stop");
    expect(plan.message).toContain("chromium (browser tests), postgresql (CMS tests on PostgreSQL)");
    expect(plan.message).toContain("sudo apt-get update && sudo apt-get install -y chromium postgresql");
  });

  it("brings Java for the HTML checker as Debian's default headless runtime", () => {
    expect(planDeps({ missing: ["java"], root: true, sudo: false, aptGet: true })).toEqual({ action: "install", packages: ["default-jre-headless"], prefix: [] });
    expect(missingDeps(["java"], { PATH: "/nowhere" })).toEqual(["java"]);
  });

  it("stops without apt-get, still giving Debian's command", () => {
    const plan = planDeps({ missing: ["xmllint"], root: true, sudo: false, aptGet: false });
    expect(plan).toMatchObject({ action: "stop" });
    expect(plan.message).toContain(installCommand(["libxml2-utils"], true));
  });
});

describe("missingDeps", () => {
  it("finds what is there, counts a hidden dependency as missing, and names each once", () => {
    const pgBin = mkdtempSync(join(tmpdir(), "pg-bin-"));
    for (const program of ["initdb", "pg_ctl"]) writeFileSync(join(pgBin, program), "", { mode: 0o755 });
    const env = { PATH: "/nowhere", CHROMIUM_PATH: "/nowhere/chromium", PG_BIN: pgBin };
    expect(missingDeps(["postgresql", "chromium", "chromium"], env)).toEqual(["chromium"]);
    expect(missingDeps(["postgresql", "chromium"], { ...env, TEST_HIDE_SYSTEM_DEPS: "postgresql" })).toEqual(["chromium", "postgresql"]);
    rmSync(pgBin, { recursive: true });
  });
});

describe("npm test on a machine without Chromium and PostgreSQL", () => {
  const dir = mkdtempSync(join(tmpdir(), "system-deps-"));
  const bin = join(dir, "bin");
  const calls = join(dir, "calls.log");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const logger = (name: string, body = "exit 1") => {
    writeFileSync(join(bin, name), `#!/bin/sh\necho "${name} $*" >> "${calls}"\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  spawnSync("mkdir", ["-p", bin]);
  logger("apt-get", "exit 0");
  // `sudo -n …` runs the command when the test lets it (FAKE_SUDO=allow), else refuses as sudo does without a password.
  logger("sudo", '[ "$FAKE_SUDO" = allow ] || exit 1\nshift\nexec "$@"');
  logger("npm");
  logger("npx");
  // the child may run as nobody: its working folder (test-results/) and the log must be writable by it
  chmodSync(dir, 0o777);
  for (const name of SCRIPTS) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    copyFileSync(new URL(`../../${name}`, import.meta.url), join(dir, name));
  }
  const testScript = join(dir, "scripts", "test.mjs");

  /** scripts/test.mjs in a scratch folder, as this user or another; what it printed, its exit code and the logged calls. */
  function npmTest(env: Record<string, string>, uid?: number) {
    writeFileSync(calls, "");
    chmodSync(calls, 0o666);
    const result = spawnSync(process.execPath, [testScript], {
      cwd: dir,
      encoding: "utf8",
      timeout: 30_000,
      ...(uid === undefined ? {} : { uid, gid: uid }),
      env: { PATH: `${bin}:${process.env.PATH}`, TEST_HIDE_SYSTEM_DEPS: "chromium,postgresql", ...env },
    });
    const logged = readFileSync(calls, "utf8").split("\n").filter(Boolean);
    return { output: `${result.stdout}${result.stderr}`, code: result.status, logged };
  }

  it("stops before any stage with one message listing the packages and the command, when it may not install", () => {
    const { output, code, logged } = npmTest({ FAKE_SUDO: "deny", TEST_HIDE_SYSTEM_DEPS: "chromium,postgresql,moto" }, isRoot ? NOBODY : undefined);
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toEqual([
      "npm test needs system packages this machine lacks: chromium (browser tests), postgresql (CMS tests on PostgreSQL), moto[server] (production tests, as their S3 bucket). " +
        'Install them with: sudo apt-get update && sudo apt-get install -y chromium postgresql And with Python\'s pip: pip install "moto[server]"',
    ]);
    expect(logged).toEqual(["sudo -n true"]);
  });

  it("installs them with apt-get, updating once, and says so in one line, when it may", () => {
    const { output, code, logged } = npmTest({ FAKE_SUDO: "allow" });
    expect(output).toContain("Installing chromium (browser tests), postgresql (CMS tests on PostgreSQL) with apt-get…\n");
    expect(logged.filter((call) => call.startsWith("apt-get"))).toEqual(["apt-get update -qq", "apt-get install -y -qq chromium postgresql"]);
    // still hidden after the (logged) install: it must not go on to the stages
    expect(code).toBe(1);
    expect(output).toContain("Still missing after apt-get: chromium (browser tests), postgresql (CMS tests on PostgreSQL).");
    expect(logged.filter((call) => /^npx? /.test(call))).toEqual([]);
  });

  it("asks only for what the chosen stages need", () => {
    const { output, logged } = npmTest({ TEST_ONLY: "typecheck" });
    expect(output).not.toContain("postgresql");
    expect(logged).toEqual(["npx tsc -b"]);
  });
});
