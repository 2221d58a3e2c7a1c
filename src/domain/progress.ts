/**
 * An examinee's progress on one product: the scores of record of its headline scales over time,
 * the bands to draw them against, and the reliable change between administrations
 * (`reliableChange.ts`, Jacobson & Truax 1991). Shared by the examinee page and the progress report.
 */
import type { IsoDate } from './dates';
import type { Locale } from './locale';
import type { ClinicalCutoff } from './product/clinicalCutoff';
import { headlineScales, type ProductDefinition, type ScaleDefinition } from './product/productDefinition';
import { bandIn, scaleNameIn } from './product/productText';
import type { ScaleReliability } from './product/scaleReliability';
import { type ReliableChange, reliableChange } from './reliableChange';
import type { ScoreResult } from './scoring/scoreTypes';

/** One scored administration of the product (its score of record). */
export interface ScoredAdministration {
  assessmentId: number;
  administrationDate: IsoDate;
  score: ScoreResult;
}

/** One administration's score of a scale. */
export interface ProgressPoint {
  assessmentId: number;
  administrationDate: IsoDate;
  /** The raw score, in the scale's metric. */
  raw: number;
  /** The label of the band it fell in when scored, or `null` outside every band. */
  band: string | null;
}

/** The reliable change from one administration to a later one ({@link reliableChange}). */
export interface ProgressChange extends Omit<ReliableChange, 'cutoff' | 'reliability'> {
  fromAssessmentId: number;
  fromDate: IsoDate;
  toAssessmentId: number;
  toDate: IsoDate;
  /** The cut-off's value, `null` when the scale publishes none (its source is the scale's). */
  cutoff: number | null;
}

/** A scale's band, for drawing it as a stripe. */
export interface ProgressBand {
  min: number;
  max: number;
  label: string;
}

/** One headline scale's series. */
export interface ScaleProgress {
  scaleId: string;
  name: string;
  /** The lowest and highest possible raw score. */
  range: [number, number];
  higherIs: 'worse' | 'better' | 'neither';
  bands: ProgressBand[];
  /** The reliability the changes are computed from; `null` when the scale publishes none (no changes). */
  reliability: ScaleReliability | null;
  clinicalCutoff: ClinicalCutoff | null;
  /** Oldest first (administration date, then id). */
  points: ProgressPoint[];
  /** Between each administration and the next; empty without a reliability. */
  changes: ProgressChange[];
  /** From the first to the last administration; `null` with fewer than two or without a reliability. */
  overall: ProgressChange | null;
}

/** An examinee's progress on one product. */
export interface ProductProgress {
  productId: string;
  productCode: string;
  productName: string;
  scales: ScaleProgress[];
}

function changeBetween(scale: ScaleDefinition, first: ProgressPoint, second: ProgressPoint): ProgressChange | null {
  const change = reliableChange(scale, first.raw, second.raw);
  if (!change) return null;
  return {
    fromAssessmentId: first.assessmentId,
    fromDate: first.administrationDate,
    toAssessmentId: second.assessmentId,
    toDate: second.administrationDate,
    from: change.from,
    to: change.to,
    difference: change.difference,
    standardErrorOfDifference: change.standardErrorOfDifference,
    rci: change.rci,
    threshold: change.threshold,
    kind: change.kind,
    clinicallySignificant: change.clinicallySignificant,
    cutoff: change.cutoff?.value ?? null,
  };
}

const chronologically = (a: ScoredAdministration, b: ScoredAdministration): number =>
  a.administrationDate < b.administrationDate ? -1 : a.administrationDate > b.administrationDate ? 1 : a.assessmentId - b.assessmentId;

function scaleProgress(scale: ScaleDefinition, product: ProductDefinition, administrations: readonly ScoredAdministration[]): ScaleProgress {
  const points: ProgressPoint[] = [];
  for (const administration of administrations) {
    const score = administration.score.scales.find((candidate) => candidate.scaleId === scale.id);
    if (!score?.scorable || score.raw === null) continue;
    points.push({ assessmentId: administration.assessmentId, administrationDate: administration.administrationDate, raw: score.raw, band: score.band?.label ?? null });
  }
  const changes: ProgressChange[] = [];
  for (let index = 1; index < points.length; index += 1) {
    const change = changeBetween(scale, points[index - 1] as ProgressPoint, points[index] as ProgressPoint);
    if (change) changes.push(change);
  }
  const first = points[0];
  const last = points[points.length - 1];
  return {
    scaleId: scale.id,
    name: scale.name,
    range: scale.range,
    higherIs: scale.higherIs ?? 'worse',
    bands: product.bands.filter((band) => band.scale === scale.id).map(({ min, max, label }) => ({ min, max, label })),
    reliability: scale.reliability ?? null,
    clinicalCutoff: scale.clinicalCutoff ?? null,
    points,
    changes,
    overall: first && last && points.length >= 2 ? changeBetween(scale, first, last) : null,
  };
}

/**
 * The progress of the product's headline scales over `administrations` (any order; those that
 * are not scorable, or of another product, are left out).
 * @param product the definition whose scales, bands, reliability and cut-off are read (the
 *   published version: reliability is the instrument's, whichever version scored each score).
 * @returns the series oldest first; a scale with no scorable score has no points.
 */
export function productProgress(product: ProductDefinition, administrations: readonly ScoredAdministration[]): ProductProgress {
  const scored = administrations.filter((administration) => administration.score.scorable && administration.score.productId === product.id).sort(chronologically);
  return {
    productId: product.id,
    productCode: product.code,
    productName: product.name,
    scales: headlineScales(product).map((scale) => scaleProgress(scale, product, scored)),
  };
}

/** A band label in `locale`, found by the scale and its US English label (an already translated label is kept). */
const bandLabelIn = (product: Pick<ProductDefinition, 'translations'>, scaleId: string, label: string, locale: Locale): string =>
  bandIn(product, scaleId, { label, interpretation: '' }, locale).label;

/**
 * `progress` as a reader of `locale` reads it: scale names and band labels (of the stripes and of
 * each point) in their language by the product's translations, as the score report words a
 * score; the numbers unchanged. Words already in `locale` stay as they are, so translating twice
 * is harmless.
 * @param product the product the progress is of (its `translations`).
 */
export function productProgressIn(progress: ProductProgress, product: Pick<ProductDefinition, 'translations'>, locale: Locale): ProductProgress {
  return {
    ...progress,
    scales: progress.scales.map((scale) => ({
      ...scale,
      name: scaleNameIn(product, scale.scaleId, scale.name, locale),
      bands: scale.bands.map((band) => ({ ...band, label: bandLabelIn(product, scale.scaleId, band.label, locale) })),
      points: scale.points.map((point) => ({ ...point, band: point.band === null ? null : bandLabelIn(product, scale.scaleId, point.band, locale) })),
    })),
  };
}
