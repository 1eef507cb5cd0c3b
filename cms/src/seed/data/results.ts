/**
 * Demo results by programme (InserJeunes): invented figures, every entry marked `demo` so the site says so. Each
 * programme gets its figures for all campuses; the DCG also one campus of 14 learners (figures "non calculable"),
 * and the 24-month employment rate is left out where a programme's cohorts are too recent to have it.
 */
import type { FormationSeed } from './formations';

/** Certification codes shown beside the pass rates, demo values like the rest. */
const RNCP: Record<string, string> = { dcg: 'RNCP35517', 'bts-cg': 'RNCP38329' };

export const rncpOf = (f: FormationSeed) => RNCP[f.slug];

/** A figure between `low` and `high`, the same on every seed (one decimal). */
const spread = (index: number, salt: number, low: number, high: number) => Math.round((low + (((index * 37 + salt * 11) % 97) / 97) * (high - low)) * 10) / 10;

export function demoResults(f: FormationSeed, index: number, campusId: (slug: string) => string | undefined) {
  const all = {
    year: '2024',
    source: 'InserJeunes (DEPP, Dares)',
    sourceUrl: 'https://www.inserjeunes.education.gouv.fr/diffusion/accueil',
    learners: 40 + ((index * 13) % 160),
    passRate: spread(index, 1, 72, 96),
    continuingRate: spread(index, 2, 15, 55),
    leftBeforeEndRate: spread(index, 3, 4, 18),
    employment6: spread(index, 4, 55, 80),
    employment12: spread(index, 5, 62, 86),
    employment18: spread(index, 6, 66, 89),
    employment24: index % 5 === 0 ? null : spread(index, 7, 70, 92),
    valueAdded: Math.round((spread(index, 8, 0, 14) - 5) * 10) / 10,
    brokenContractsRate: spread(index, 9, 8, 28),
    certificationPassRate: rncpOf(f) ? spread(index, 10, 60, 92) : null,
    certificationCandidates: rncpOf(f) ? 30 + ((index * 7) % 90) : null,
    demo: true,
  };
  if (f.slug !== 'dcg') return [all];
  const small = { ...all, campus: campusId('le-mans'), learners: 14, certificationCandidates: 14 };
  return [all, small];
}
