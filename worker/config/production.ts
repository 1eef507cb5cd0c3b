/**
 * What production refuses to serve without: secrets of its own (each checked against the values committed
 * to the repository, committed-secrets.json, which deploy checks read too, and for emptiness) and
 * CANONICAL_HOST, the only address redirects and links are built on.
 */
import type { Config } from "../../content/config";
import { canonicalHost } from "./site-origin";
import committed from "./committed-secrets.json";

type SecretName = keyof typeof committed.secrets;

/** Whether an empty value is a choice (the feature is off) or a missing secret. */
const EMPTY_MEANS: Record<SecretName, "off" | "missing"> = {
  // The site's CMS account: a static token, else a login (checked together below).
  CMS_API_TOKEN: "off",
  CMS_PASSWORD: "off",
  WEBHOOK_SECRET: "missing",
  // Empty turns editors' preview off.
  PREVIEW_SECRET: "off",
  // Empty: no zone purge on publish.
  CLOUDFLARE_API_TOKEN: "off",
};

export const isCommittedSecret = (name: SecretName, value: string) => (committed.secrets[name] as readonly string[]).includes(value);

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
    if (value && isCommittedSecret(name, value)) problems.push(`${name} is a value committed to the repository`);
  }
  if (!config.CMS_API_TOKEN && !(config.CMS_USERNAME && config.CMS_PASSWORD)) problems.push("CMS_API_TOKEN is empty (and no CMS_USERNAME with CMS_PASSWORD)");
  if (!canonicalHost(config.CANONICAL_HOST)) problems.push("CANONICAL_HOST is empty or not a host name");
  return problems;
}
