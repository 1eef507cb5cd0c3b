/** A seeded random source (mulberry32) and the hostile pieces the fuzz cases are built from. */

export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}

export type Random = ReturnType<typeof seeded>;

/** Markup that must never come back unescaped: its presence in an answer is a reflection. */
export const MARKER = "<zq-fuzz>";

export const PIECES = [
  "", "a", "formations", "dcg", "campus", "lyon", "agenda", "actualites", "page", "2", "en", "api", "crm",
  "..", ".", "%2e%2e", "%2F", "%00", "%E0%A4%A", "%ff", "//", "\\", "evil.example", "@evil.example", "javascript:alert(1)",
  MARKER, encodeURIComponent(MARKER), "%3Cscript%3E", "é", "%C3%A9", "A".repeat(300), "x".repeat(3000), "?", "#", ";", "'", '"',
  "uploads", "__cms", "webhook", "sw.js", "login", "error", "debug", "popin", "robots.txt", "favicon.ico",
] as const;

export const QUERY_KEYS = ["popin", "type", "categorie", "niveau", "page", "code", "utm_source", "utm_medium", "utm_content", "gclid", "from", "action", "course", "campus", "url", "secret", MARKER] as const;

export function randomPath(r: Random): string {
  const depth = 1 + r.int(4);
  const path = Array.from({ length: depth }, () => r.pick(PIECES)).join("/");
  return `/${path}${r.next() < 0.2 ? "/" : ""}`;
}

export function randomQuery(r: Random): string {
  if (r.next() < 0.4) return "";
  const pairs = Array.from({ length: 1 + r.int(4) }, () => `${r.pick(QUERY_KEYS)}=${r.pick(PIECES)}`);
  return `?${pairs.join("&")}`;
}

const HOSTS = ["localhost", "www.ecole.test", "ecole.test", "evil.example", `${MARKER}.test`, "localhost:8787", "ÉCOLE.test", ""];
const REFERERS = ["", "https://www.google.com/", "https://evil.example/<zq-fuzz>", "not a url", "https://www.bing.com/search?q=a", "javascript:alert(1)"];
const LANGUAGES = ["", "fr-FR,fr;q=0.9", "en", "*", "zz-ZZ;q=abc", MARKER];
const AGENTS = ["", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)", "curl/8", MARKER, "x".repeat(4000)];
const COOKIES = ["", "origine-tracking=utm_source%3Dgoogle", `i18n_redirected=${MARKER}`, "a=b; a=c", "=;=;=", "x".repeat(5000)];

export function randomHeaders(r: Random): Record<string, string> {
  const headers: Record<string, string> = {};
  const host = r.pick(HOSTS);
  if (host) headers.host = host;
  const add = (name: string, values: readonly string[]) => {
    const value = r.pick(values);
    if (value) headers[name] = value;
  };
  add("referer", REFERERS);
  add("accept-language", LANGUAGES);
  add("user-agent", AGENTS);
  add("cookie", COOKIES);
  return headers;
}

/** CMS content as a hostile or broken CMS might answer: markup, odd types, deep nesting, huge strings. */
export function randomContent(r: Random, depth = 0): unknown {
  const kinds = depth > 6 ? 4 : 8;
  switch (r.int(kinds)) {
    case 0: return r.pick([MARKER, `<script>alert(1)</script>${MARKER}`, "javascript:alert(1)", "data:text/html,<zq-fuzz>", "", "x".repeat(20_000)]);
    case 1: return r.int(1000) - 500;
    case 2: return null;
    case 3: return r.next() < 0.5;
    case 4: return r.pick(["dcg", "lyon", "2026-12-01", "2026-12-01T10:00:00.000Z", "/uploads/a.png"]);
    case 5: return Array.from({ length: r.int(4) }, () => randomContent(r, depth + 1));
    default: {
      const keys = ["data", "title", "slug", "url", "label", "items", "body", "content", "dateStart", "dateEnd", "summary", "type", "__component", "children", "text", "href"];
      return Object.fromEntries(Array.from({ length: 1 + r.int(5) }, () => [r.pick(keys), randomContent(r, depth + 1)]));
    }
  }
}
