/** Reads the configuration from the worker's bindings; a bad value fails loudly, naming the variable. */
import * as v from "valibot";
import { ConfigSchema, type Config, type PublicConfig } from "./schema";

export type { Config, PublicConfig };

const cache = new WeakMap<object, Config>();

export function readConfig(env: object): Config {
  const known = cache.get(env);
  if (known) return known;
  const parsed = v.safeParse(ConfigSchema, env);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const key = issue?.path?.map((p) => String(p.key)).join(".") ?? "?";
    throw new Error(`Invalid configuration ${key}: ${issue?.message}`);
  }
  cache.set(env, parsed.output);
  return parsed.output;
}

export function publicConfig(config: Config): PublicConfig {
  const {
    ENGLISH_ENABLED, PROFILES_ENABLED, COMPANY_SITE_URL, PROFESSIONAL_SITE_URL,
    WORK_AT_SCHOOL_URL, COMPLAINT_FORM_URL, GROUP_FOOTER_URL, ALUMNI_URL, NETWORK_URL, IMAGES_MODE,
  } = config;
  return {
    ENGLISH_ENABLED, PROFILES_ENABLED, COMPANY_SITE_URL, PROFESSIONAL_SITE_URL,
    WORK_AT_SCHOOL_URL, COMPLAINT_FORM_URL, GROUP_FOOTER_URL, ALUMNI_URL, NETWORK_URL, IMAGES_MODE,
  };
}
