/** Cloudflare's purge by tag after a version move: every data centre drops the CMS answers now rather than when KV catches up. */
import type { Config } from "../../config/schema";
import { CMS_CACHE_TAG } from "../cache/store";

export async function purgeZone(config: Config): Promise<void> {
  if (!config.CLOUDFLARE_ZONE_ID || !config.CLOUDFLARE_API_TOKEN) return;
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${config.CLOUDFLARE_ZONE_ID}/purge_cache`, {
    method: "POST",
    headers: { authorization: `Bearer ${config.CLOUDFLARE_API_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ tags: [CMS_CACHE_TAG] }),
  });
  if (!res.ok) console.error(`Zone purge by tag failed: ${res.status} ${await res.text().catch(() => "")}`.slice(0, 500));
}
