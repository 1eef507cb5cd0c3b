// The Debian packages npm test's stages need, checked before any stage runs: installed with apt-get when we may, else all named in one message.
import { spawnSync } from "node:child_process";
import { delimiter, join } from "node:path";
// the CMS's own lookup (its scripts run without the root's tooling, so the source is theirs)
import { executable, holdsServer, postgresBinaries } from "../cms/scripts/postgres-binaries.mjs";

const onPath = (program, env) => (env.PATH ?? "").split(delimiter).some((dir) => dir && executable(join(dir, program)));

/** Whether cms/tests/with-postgres.mjs finds initdb and pg_ctl where it looks for them. */
function postgresFound(env) {
  const folder = postgresBinaries(env);
  return folder !== null && holdsServer(folder);
}

/** Each dependency by the name stages and TEST_HIDE_SYSTEM_DEPS use: its Debian package, what it is for, how to find it. */
export const SYSTEM_DEPS = {
  chromium: {
    package: "chromium",
    usedBy: "browser tests",
    found: (env) => executable(env.CHROMIUM_PATH ?? "/usr/bin/chromium"),
  },
  postgresql: { package: "postgresql", usedBy: "CMS tests on PostgreSQL", found: postgresFound },
  xmllint: { package: "libxml2-utils", usedBy: "sitemap and feed checks", found: (env) => onPath("xmllint", env) },
  // runs the W3C's Nu Html Checker (npm's vnu-jar, whose own Java download is not allowed to run)
  java: { package: "default-jre-headless", usedBy: "HTML validation", found: (env) => onPath("java", env) },
  // Not a Debian package: Python's moto in server mode, an S3 emulator that checks signatures.
  moto: { pip: "moto[server]", usedBy: "production tests, as their S3 bucket", found: (env) => onPath("moto_server", env) },
};

/**
 * The dependencies among `names` this machine lacks, in SYSTEM_DEPS's order; TEST_HIDE_SYSTEM_DEPS (comma-separated
 * names) plays a machine without them.
 */
export function missingDeps(names, env) {
  const hidden = new Set((env.TEST_HIDE_SYSTEM_DEPS ?? "").split(",").map((name) => name.trim()));
  return Object.keys(SYSTEM_DEPS).filter((name) => names.includes(name) && (hidden.has(name) || !SYSTEM_DEPS[name].found(env)));
}

/** The command that installs `packages`, as the user would type it (`sudo` unless root). */
export const installCommand = (packages, root) => {
  const sudo = root ? "" : "sudo ";
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(" ")}`;
};

const packagesOf = (names) => names.flatMap((name) => SYSTEM_DEPS[name].package ?? []);
const pipOnly = (names) => names.filter((name) => !SYSTEM_DEPS[name].package);
const listed = (names) => names.map((name) => `${SYSTEM_DEPS[name].package ?? SYSTEM_DEPS[name].pip} (${SYSTEM_DEPS[name].usedBy})`).join(", ");

/**
 * What to do about the missing dependencies: nothing, install them (as root or through a working `sudo -n`, with
 * apt-get present), or stop with one message naming every package and the command.
 */
export function planDeps({ missing, root, sudo, aptGet }) {
  if (!missing.length) return { action: "none" };
  const packages = packagesOf(missing);
  const pip = pipOnly(missing).map((name) => SYSTEM_DEPS[name].pip);
  if (!pip.length && aptGet && (root || sudo)) return { action: "install", packages, prefix: root ? [] : ["sudo", "-n"] };
  const apt = !packages.length ? [] : [aptGet ? `Install them with: ${installCommand(packages, root)}` : `Install them with your system's package manager (Debian: ${installCommand(packages, root)}).`];
  const python = pip.length ? [`And with Python's pip: pip install ${pip.map((name) => `"${name}"`).join(" ")}`] : [];
  return { action: "stop", message: `npm test needs system packages this machine lacks: ${listed(missing)}. ${[...apt, ...python].join(" ")}` };
}

const quietly = (command, args, env) => spawnSync(command, args, { env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** Checks the dependencies `names`, installs what is missing when it may; returns a message to stop with, or null. */
export function ensureDeps(names, env = process.env) {
  const missing = missingDeps(names, env);
  const root = process.getuid?.() === 0;
  const plan = planDeps({
    missing,
    root,
    sudo: !root && missing.length > 0 && quietly("sudo", ["-n", "true"], env).status === 0,
    aptGet: onPath("apt-get", env),
  });
  if (plan.action === "none") return null;
  if (plan.action === "stop") return plan.message;
  console.log(`Installing ${listed(missing)} with apt-get…`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", ...plan.packages]]) {
    const [command, ...rest] = [...plan.prefix, "apt-get", ...args];
    const result = quietly(command, rest, aptEnv);
    if (result.status !== 0) return `apt-get ${args[0]} failed:\n${result.stdout}${result.stderr}\nInstall by hand: ${installCommand(plan.packages, root)}`;
  }
  const still = missingDeps(names, env);
  return still.length ? `Still missing after apt-get: ${listed(still)}.` : null;
}
