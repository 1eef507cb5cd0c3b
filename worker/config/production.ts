/**
 * What production refuses to serve without: secrets of its own (each at least MIN_SECRET_LENGTH characters, and
 * none a value committed to the repository, committed-secrets.json) and CANONICAL_HOST, the only address redirects
 * and links are built on.
 */
import type { Config } from "./schema";
import { canonicalHost } from "./site-origin";
import committed from "./committed-secrets.json";

/** 32 random bytes as the README makes them are 64 characters; anything under 32 is a password someone chose. */
export const MIN_SECRET_LENGTH = 32;

/** Whether an empty value is a choice (the feature, or a rotation, is off) or a missing secret. */
const EMPTY_MEANS = {
  // The site's CMS account: a static token, else a login (checked together below).
  CMS_API_TOKEN: "off",
  CMS_PASSWORD: "off",
  WEBHOOK_SECRET: "missing",
  // Empty turns editors' preview off.
  PREVIEW_SECRET: "off",
  // Set only while rotating (README, Operations): checked like the secret they replace.
  WEBHOOK_SECRET_NEXT: "off",
  PREVIEW_SECRET_NEXT: "off",
  // Empty: no zone purge on publish.
  CLOUDFLARE_API_TOKEN: "off",
} as const satisfies Partial<Record<keyof Config, "off" | "missing">>;

type SecretName = keyof typeof EMPTY_MEANS;

const COMMITTED = new Set(Object.values(committed.secrets).flat());

/** Whether a value is one committed to the repository, under whatever name. */
const isCommittedSecret = (value: string) => COMMITTED.has(value);

/**
 * What is wrong with the configuration, one line per variable naming it and never its value; empty when
 * production may serve. Outside production (ENVIRONMENT "development", local runs and tests) nothing is.
 */
export function productionProblems(config: Config): string[] {
  if (config.ENVIRONMENT !== "production") return [];
  const problems: string[] = [];
  for (const name of Object.keys(EMPTY_MEANS) as SecretName[]) {
    const value = config[name];
    if (!value && EMPTY_MEANS[name] === "missing") problems.push(`${name} is empty`);
    if (value && isCommittedSecret(value)) problems.push(`${name} is a value committed to the repository`);
    else if (value && value.length < MIN_SECRET_LENGTH) problems.push(`${name} is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  if (!config.CMS_API_TOKEN && !(config.CMS_USERNAME && config.CMS_PASSWORD)) problems.push("CMS_API_TOKEN is empty (and no CMS_USERNAME with CMS_PASSWORD)");
  if (!canonicalHost(config.CANONICAL_HOST)) problems.push("CANONICAL_HOST is empty or not a host name");
  return problems;
}
