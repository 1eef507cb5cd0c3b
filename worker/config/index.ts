/** Reads the configuration from the worker's bindings; a bad value fails loudly, naming the variable. */
import * as v from "valibot";
import { ConfigSchema, type Config } from "./schema";

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
