/**
 * Derived scores from norm tables: the comparison group in use, the norm cell that matches the
 * examinee and administration, and the percentile band, T-score or percentile it gives.
 */
import { ageOn } from '../dates';
import type {
  ComparisonGroup,
  MeanSdCell,
  NormMatch,
  NormTable,
  PercentileAnchor,
  PercentileAnchorCell,
  ProductDefinition,
} from '../product/productDefinition';
import type { DerivedScore, ScoringContext } from './scoreTypes';

/**
 * The comparison group of an administration: the one it names, else the product's default.
 * @returns `null` when the product has no groups or names an unknown one.
 */
export function comparisonGroupFor(product: ProductDefinition, context: ScoringContext): ComparisonGroup | null {
  const wanted = context.administration.comparisonGroupId;
  if (wanted) return product.comparisonGroups.find((group) => group.id === wanted) ?? null;
  return product.comparisonGroups.find((group) => group.default) ?? null;
}

/** Whether a cell's match holds for this examinee and administration. */
function matches(match: NormMatch, context: ScoringContext): boolean {
  const { administration, demographics } = context;
  if (match.grade !== undefined && administration.grade !== match.grade) return false;
  if (match.season !== undefined && administration.season !== match.season) return false;
  if (match.sex !== undefined && demographics.sex !== match.sex) return false;
  if (match.ageYears) {
    const age = demographics.birthDate ? ageOn(demographics.birthDate, context.testDate) : null;
    if (!age || age.years < match.ageYears.min || age.years > match.ageYears.max) return false;
  }
  return true;
}

const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
};

/** A cell described in words for reports: "Grade 3, winter", "female, ages 18-29". */
export function describeMatch(match: NormMatch): string {
  const parts: string[] = [];
  if (match.grade !== undefined) parts.push(`Grade ${match.grade}`);
  if (match.season !== undefined) parts.push(match.season);
  if (match.sex !== undefined) parts.push(match.sex);
  if (match.ageYears) parts.push(`ages ${match.ageYears.min}-${match.ageYears.max}`);
  return parts.join(', ');
}

/**
 * The percentile band of a score in a percentile-anchor cell: the band of the highest anchor at
 * or below the score; a score exactly at an anchor is in that anchor's band (orf_ht2017.json
 * percentile_rule, a platform convention: Hasbrouck & Tindal publish anchors, no interpolation).
 * @returns the label ("90th and above", "75th-89th", "below 10th") and the band's lowest percentile.
 */
export function percentileBand(anchors: readonly PercentileAnchor[], score: number): { label: string; floor: number; ceiling: number | null } {
  const sorted = [...anchors].sort((a, b) => a.percentile - b.percentile);
  let index = -1;
  sorted.forEach((anchor, i) => {
    if (score >= anchor.score) index = i;
  });
  const lowest = sorted[0];
  const below = { label: `below ${ordinal(lowest?.percentile ?? 0)}`, floor: 0, ceiling: (lowest?.percentile ?? 1) - 1 };
  const anchor = sorted[index];
  if (index < 0 || !lowest || !anchor) return below;
  const next = sorted[index + 1];
  if (!next) return { label: `${ordinal(anchor.percentile)} and above`, floor: anchor.percentile, ceiling: null };
  return { label: `${ordinal(anchor.percentile)}-${ordinal(next.percentile - 1)}`, floor: anchor.percentile, ceiling: next.percentile - 1 };
}

/**
 * The standard normal cumulative distribution Φ(z), by the Abramowitz & Stegun 26.2.17
 * approximation (absolute error below 7.5e-8).
 */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail = density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - tail : tail;
}

/**
 * T-score and percentile from a mean/SD cell: z = (raw − mean) / sd, T = 50 + 10z rounded to a
 * whole number, percentile = 100 Φ(z) rounded and kept within 1-99 (the convention of
 * normal-theory norm tables, which print neither 0 nor 100).
 */
export function meanSdScores(cell: Pick<MeanSdCell, 'mean' | 'sd'>, raw: number): { tScore: number; percentile: number } {
  const z = (raw - cell.mean) / cell.sd;
  const percentile = Math.min(99, Math.max(1, Math.round(100 * normalCdf(z))));
  return { tScore: Math.round(50 + 10 * z), percentile };
}

/**
 * The percentile-anchor cell of a scale for this examinee and administration in the comparison
 * group in use, or `null` (no group, no anchor table, no matching cell).
 */
export function anchorCellFor(product: ProductDefinition, scaleId: string, context: ScoringContext): PercentileAnchorCell | null {
  const group = comparisonGroupFor(product, context);
  const table = group ? product.norms.find((norms) => norms.scale === scaleId && norms.comparisonGroup === group.id) : undefined;
  if (!table || table.method !== 'percentileAnchors') return null;
  return table.cells.find((cell) => matches(cell.match, context)) ?? null;
}

/** The outcome of a norm lookup for one scale. */
export type NormLookup =
  | { kind: 'none' }
  | { kind: 'noCell'; comparisonGroup: ComparisonGroup }
  | { kind: 'derived'; derived: DerivedScore };

/**
 * The derived score of one scale's raw score.
 * @returns `none` when the scale has no norms in the group, `noCell` when no cell matches the
 *   examinee and administration (grade 1 fall of the ORF norms), else the derived score.
 */
export function lookUpNorms(product: ProductDefinition, scaleId: string, raw: number, context: ScoringContext, group: ComparisonGroup): NormLookup {
  const table: NormTable | undefined = product.norms.find((norms) => norms.scale === scaleId && norms.comparisonGroup === group.id);
  if (!table) return { kind: 'none' };
  const base = { comparisonGroupId: group.id, comparisonGroupLabel: group.label };
  if (table.method === 'percentileAnchors') {
    const cell: PercentileAnchorCell | undefined = table.cells.find((candidate) => matches(candidate.match, context));
    if (!cell) return { kind: 'noCell', comparisonGroup: group };
    const band = percentileBand(cell.anchors, raw);
    return {
      kind: 'derived',
      derived: { ...base, cell: describeMatch(cell.match), percentileBand: band.label, bandFloor: band.floor, bandCeiling: band.ceiling, tScore: null, percentile: null, unverified: cell.unverified },
    };
  }
  const cell: MeanSdCell | undefined = table.cells.find((candidate) => matches(candidate.match, context));
  if (!cell) return { kind: 'noCell', comparisonGroup: group };
  const scores = meanSdScores(cell, raw);
  return {
    kind: 'derived',
    derived: { ...base, cell: describeMatch(cell.match), percentileBand: null, bandFloor: null, bandCeiling: null, ...scores, unverified: cell.unverified },
  };
}
