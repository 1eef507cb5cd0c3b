/**
 * Where a non-canonical address ends: the later URL stages applied to its canonical path, so an old
 * "/Nos-Formations/DCG/" on the bare host is one redirect to the new page, not a chain of three.
 */
import type { Config } from "../../config/schema";
import { englishLegalTarget, englishVerdict } from "./english";
import { legacyTarget } from "./legacy";

interface FinalTarget {
  target: string;
  /** False when a configuration-dependent rule (the /en policy) took part: browsers must not keep it. */
  permanent: boolean;
}

export function finalTarget(path: string, config: Pick<Config, "ENGLISH_ENABLED" | "EN_REDIRECT">): FinalTarget {
  const legacy = legacyTarget(path);
  if (legacy) return { target: legacy, permanent: true };
  const legal = englishLegalTarget(path, config);
  if (legal) return { target: legal, permanent: false };
  if (englishVerdict(path, config) === "redirect") return { target: "/", permanent: false };
  return { target: path, permanent: true };
}
