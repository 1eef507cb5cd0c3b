/** Social links of the footer: only visible ones, of the seven known networks, with a web address. */
import type { WebsiteSettings } from "../../../contract/model/settings";

const SOCIAL_NETWORKS = {
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  discord: "Discord",
  tiktok: "TikTok",
} as const;

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** Names the CMS may use for the same network. */
const ALIASES: Record<string, SocialNetwork> = { x: "twitter" };

interface SocialLink {
  network: SocialNetwork;
  label: string;
  url: string;
}

const isNetwork = (type: string): type is SocialNetwork => type in SOCIAL_NETWORKS;
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

export function visibleSocials(settings: WebsiteSettings | null): SocialLink[] {
  const entries = settings?.schools?.[0]?.social ?? [];
  const links: SocialLink[] = [];
  for (const entry of entries) {
    const type = entry.type.trim().toLowerCase();
    const network = ALIASES[type] ?? type;
    if (!entry.visible || !isNetwork(network) || !isWebAddress(entry.url)) continue;
    links.push({ network, label: SOCIAL_NETWORKS[network], url: entry.url });
  }
  return links;
}
