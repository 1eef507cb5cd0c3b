/**
 * The Analytics Engine data points of marketing origins: a landing, and a yes to advertising given on its page. One
 * layout for the worker that writes them and the report that reads them.
 */
import type { MarketingOrigin } from "./origin";

/** Blob order of a landing: blob1 is the origin, blob2 the medium, and so on. Append new fields; never reorder (old points keep the old order). */
const LANDING_BLOBS = ["origin", "medium", "campaign", "country", "colo", "path"] as const;

/**
 * Double order: double1 counts a landing, double2 a yes to advertising for it, given before the landing (on the
 * landing's own point) or on its page (a point of its own, counting no landing). Points written before double2 read 0
 * there.
 */
export const LANDING_DOUBLES = ["landings", "yes"] as const;

type LandingField = (typeof LANDING_BLOBS)[number];
type Landing = Record<LandingField, string>;
type LandingCount = (typeof LANDING_DOUBLES)[number];
export type LandingCounts = Record<LandingCount, 0 | 1>;

/** What `writeDataPoint` takes; structurally the Workers type, kept here so core needs no runtime types. */
interface LandingDataPoint {
  indexes: [string];
  blobs: string[];
  doubles: number[];
}

/** Analytics Engine refuses an index over 96 bytes. */
const INDEX_BYTES = 96;
/** Paths can be long; the report groups by origin, so the start of a path is enough to read it. */
const PATH_CHARACTERS = 512;

/** Bytes of one character in UTF-8, the encoding Analytics Engine measures (a lone surrogate is written as U+FFFD: 3). */
function utf8Bytes(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** The longest start of a string that fits in `max` UTF-8 bytes, never cutting a character in two. */
export function clipBytes(value: string, max: number): string {
  let kept = "";
  let bytes = 0;
  for (const character of value) {
    bytes += utf8Bytes(character);
    if (bytes > max) break;
    kept += character;
  }
  return kept;
}

/** A text the request's `cf` object holds, else empty: `cf` is typed loosely by Workers and absent locally. */
export function cfText(cf: unknown, name: "country" | "colo" | "region"): string {
  const value = typeof cf === "object" && cf !== null ? (cf as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : "";
}

/**
 * A landing from the origin just stored, the path it arrived on and the request's `cf` data (absent in
 * local runs and tests: country and data centre are then empty). The campaign is the utm_campaign the
 * origin kept, so search and referral landings have none.
 */
export function landingOf(found: MarketingOrigin, path: string, cf: unknown): Landing {
  return {
    origin: found.origin,
    medium: found.medium,
    campaign: new URLSearchParams(found.tracking).get("utm_campaign") ?? "",
    country: cfText(cf, "country"),
    colo: cfText(cf, "colo"),
    path: path.slice(0, PATH_CHARACTERS),
  };
}

/** A landing, a yes or both, counted once each, indexed by origin so that sampling, if any, keeps each origin readable. */
export function landingDataPoint(landing: Landing, counts: LandingCounts): LandingDataPoint {
  return {
    indexes: [clipBytes(landing.origin, INDEX_BYTES)],
    blobs: LANDING_BLOBS.map((field) => landing[field]),
    doubles: LANDING_DOUBLES.map((count) => counts[count]),
  };
}

/** The SQL column holding a field or a count: `blob3` for the campaign, `double2` for the yes. */
export const landingColumn = (field: LandingField | LandingCount) =>
  (LANDING_BLOBS as readonly string[]).includes(field)
    ? `blob${(LANDING_BLOBS as readonly string[]).indexOf(field) + 1}`
    : `double${(LANDING_DOUBLES as readonly string[]).indexOf(field) + 1}`;
