/**
 * The summary of a group report (issue 5, "Group reports"): one product's scored assessments of a
 * class or a clinic, reduced to counts, the mean and SD of each scale, the distribution of bands,
 * the examinees with critical flags and, for products with norms, whether the group was compared
 * with one norm cell or several. Pure: the server loads the assessments, the report prints this.
 */
import type { AdministrationDetails, Season } from './assessment';
import type { IsoDate } from './dates';
import type { ProductDefinition } from './product/productDefinition';
import type { RaisedFlag, ScaleScore, ScoreResult } from './scoring/scoreTypes';

/** One scored assessment of the group, with the examinee it belongs to. */
export interface GroupMember {
  assessmentId: number;
  /** The platform id of the examinee record (distinct examinees are counted by it). */
  examineeRecordId: number;
  /** The examinee id the account gave (`S-104`). */
  examineeId: string;
  examineeName: string;
  administrationDate: IsoDate;
  administration: AdministrationDetails;
  /** The score the group report uses (the score of record, or a rescoring against another comparison group). */
  score: ScoreResult;
}

/** Mean and sample standard deviation of a set of numbers. */
export interface Statistics {
  /** How many values. */
  n: number;
  mean: number;
  /** Sample SD (divides by n − 1); `null` for fewer than two values. */
  sd: number | null;
}

/** The statistics of one scale over the group. */
export interface ScaleSummary {
  scaleId: string;
  name: string;
  primary: boolean;
  range: [number, number];
  /** Assessments with a scorable raw score on this scale. */
  n: number;
  /** Of the scorable raw scores; `null` when none. */
  raw: Statistics | null;
  /** Of the T-scores, where the norms give them (mean/SD norms); `null` otherwise. */
  tScore: Statistics | null;
  /** Of the percentiles, where the norms give them (mean/SD norms); `null` otherwise. */
  percentile: Statistics | null;
}

/** One bar of a band distribution. */
export interface BandCount {
  /** The band's label; `null` for the assessments with no band on this scale. */
  label: string | null;
  count: number;
  /** Percent of all assessments of the group (0-100, not rounded). */
  percent: number;
  /**
   * For a percentile band, its lowest and highest percentile (`ceiling` null in the top band), so
   * a report can name it in its own language; `null` for interpretive bands and "no band".
   */
  percentiles: { floor: number; ceiling: number | null } | null;
}

/**
 * How the group spreads over the bands of one scale. `source` says which bands: the product's
 * interpretive bands (in the product's order), or the percentile bands of the norms (ORF, lowest
 * first) for a scale without interpretive bands.
 */
export interface BandDistribution {
  scaleId: string;
  name: string;
  source: 'interpretive' | 'percentile';
  /** Every band of the scale (including empty ones), then the "no band" entry when any assessment has none. */
  bands: BandCount[];
}

/** An assessment that raised a critical flag. */
export interface FlaggedMember {
  assessmentId: number;
  examineeId: string;
  examineeName: string;
  administrationDate: IsoDate;
  /** Its critical flags, in the product's flag order. */
  flags: Pick<RaisedFlag, 'id' | 'label'>[];
}

/** How many assessments raised one of the product's flags. */
export interface FlagCount {
  id: string;
  label: string;
  severity: RaisedFlag['severity'];
  count: number;
}

/** A value of a norm fact (comparison group, grade, season) and how many assessments had it. */
export interface NormValueCount<T> {
  value: T;
  count: number;
}

/**
 * Which norms the group was compared with (products with comparison groups, such as ORF).
 * `mixed` is true when the assessments differ in comparison group, grade or season: the derived
 * scores then come from different norm cells and their means mix unlike things.
 */
export interface GroupNorms {
  comparisonGroups: NormValueCount<{ id: string; label: string }>[];
  /** Grades given (`null`: not given), lowest first; empty when the product does not ask for grades. */
  grades: NormValueCount<number | null>[];
  /** Seasons given, in school-year order; empty when the product does not ask for seasons. */
  seasons: NormValueCount<Season | null>[];
  mixed: boolean;
}

/** One row of the list of included examinees. */
export interface MemberRow {
  assessmentId: number;
  examineeId: string;
  examineeName: string;
  administrationDate: IsoDate;
  /** The primary scale's raw score (`null` when not scorable). */
  primaryRaw: number | null;
  /** The primary scale's band: the interpretive band, else the percentile band of the norms, else `null`. */
  primaryBand: string | null;
  /** The percentiles of `primaryBand` when it is a percentile band (see {@link BandCount}); else `null`. */
  primaryBandPercentiles: BandCount['percentiles'];
  /** Labels of every flag raised, critical first. */
  flags: string[];
}

/** Everything a group report says about its group. */
export interface GroupSummary {
  productId: string;
  assessmentCount: number;
  /** Distinct examinee records. */
  examineeCount: number;
  /** The earliest and latest administration date; `null` for an empty group. */
  administered: { from: IsoDate; to: IsoDate } | null;
  /** Every scale of the product, primary first, the rest in the product's order. */
  scales: ScaleSummary[];
  /** One per scale that has bands (interpretive or percentile), in the order of `scales`. */
  bandDistributions: BandDistribution[];
  /** Assessments with a critical flag, by examinee name then date. */
  flagged: FlaggedMember[];
  /** Every flag of the product with how many assessments raised it. */
  flagCounts: FlagCount[];
  /** `null` for products without comparison groups. */
  norms: GroupNorms | null;
  /** Every assessment, by examinee name, then examinee id, then date. */
  members: MemberRow[];
}

/**
 * Mean and sample SD (Bessel's correction, n − 1: the group is a sample of the population the
 * report speaks about). `null` for no values.
 */
export function statistics(values: readonly number[]): Statistics | null {
  const n = values.length;
  if (n === 0) return null;
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  if (n < 2) return { n, mean, sd: null };
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  return { n, mean, sd: Math.sqrt(squares / (n - 1)) };
}

const SEVERITY_ORDER: Readonly<Record<RaisedFlag['severity'], number>> = { critical: 0, warning: 1, info: 2 };
const SEASON_ORDER: readonly Season[] = ['fall', 'winter', 'spring'];

const scaleOf = (member: GroupMember, scaleId: string): ScaleScore | undefined => member.score.scales.find((scale) => scale.scaleId === scaleId);

const hasScore = (scale: ScaleScore | undefined): scale is ScaleScore & { raw: number } => scale !== undefined && scale.scorable && scale.raw !== null;

const numbers = (values: ReadonlyArray<number | null | undefined>): number[] => values.filter((value): value is number => typeof value === 'number');

/** The product's scales with the primary one first. */
function orderedScales(product: ProductDefinition): ProductDefinition['scales'] {
  return [...product.scales.filter((scale) => scale.primary), ...product.scales.filter((scale) => !scale.primary)];
}

function summarizeScale(scale: ProductDefinition['scales'][number], members: readonly GroupMember[]): ScaleSummary {
  const scored = members.map((member) => scaleOf(member, scale.id)).filter(hasScore);
  return {
    scaleId: scale.id,
    name: scale.name,
    primary: scale.primary,
    range: scale.range,
    n: scored.length,
    raw: statistics(scored.map((score) => score.raw)),
    tScore: statistics(numbers(scored.map((score) => score.derived?.tScore))),
    percentile: statistics(numbers(scored.map((score) => score.derived?.percentile))),
  };
}

/** The band label an assessment has on a scale, by the distribution's source. */
function bandOf(member: GroupMember, scaleId: string, source: BandDistribution['source']): string | null {
  const scale = scaleOf(member, scaleId);
  if (!scale) return null;
  return source === 'interpretive' ? scale.band?.label ?? null : scale.derived?.percentileBand ?? null;
}

function distribute(product: ProductDefinition, scale: ProductDefinition['scales'][number], members: readonly GroupMember[]): BandDistribution | null {
  const interpretive = product.bands.filter((band) => band.scale === scale.id).map((band) => band.label);
  let labels: string[];
  let source: BandDistribution['source'];
  const bounds = new Map<string, { floor: number; ceiling: number | null }>();
  if (interpretive.length > 0) {
    labels = interpretive;
    source = 'interpretive';
  } else {
    // Percentile bands come with the norms, not the product's bands: order them by their floor.
    for (const member of members) {
      const derived = scaleOf(member, scale.id)?.derived;
      if (derived?.percentileBand) bounds.set(derived.percentileBand, { floor: derived.bandFloor ?? 0, ceiling: derived.bandCeiling });
    }
    if (bounds.size === 0) return null;
    labels = [...bounds.entries()].sort((a, b) => a[1].floor - b[1].floor).map(([label]) => label);
    source = 'percentile';
  }
  const total = members.length;
  const counts = new Map<string | null, number>(labels.map((label) => [label, 0]));
  for (const member of members) {
    const band = bandOf(member, scale.id, source);
    const key = band !== null && counts.has(band) ? band : null;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const keys: (string | null)[] = counts.has(null) ? [...labels, null] : labels;
  const bands = keys.map((label) => {
    const count = counts.get(label) ?? 0;
    return { label, count, percent: total === 0 ? 0 : (count / total) * 100, percentiles: (label !== null && bounds.get(label)) || null };
  });
  return { scaleId: scale.id, name: scale.name, source, bands };
}

// Numbers inside names and ids sort by value (`Student 2` before `Student 10`), as a class list reads.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const byExaminee = (a: { examineeName: string; examineeId: string; administrationDate: string }, b: typeof a): number =>
  collator.compare(a.examineeName, b.examineeName) || collator.compare(a.examineeId, b.examineeId) || a.administrationDate.localeCompare(b.administrationDate);

function flaggedMembers(product: ProductDefinition, members: readonly GroupMember[]): FlaggedMember[] {
  const order = new Map(product.flags.map((flag, index) => [flag.id, index]));
  return members
    .map((member) => ({
      assessmentId: member.assessmentId,
      examineeId: member.examineeId,
      examineeName: member.examineeName,
      administrationDate: member.administrationDate,
      flags: member.score.flags
        .filter((flag) => flag.severity === 'critical')
        .sort((a, b) => (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity))
        .map((flag) => ({ id: flag.id, label: flag.label })),
    }))
    .filter((member) => member.flags.length > 0)
    .sort(byExaminee);
}

function countValues<T>(values: readonly T[], key: (value: T) => string, compare: (a: T, b: T) => number): NormValueCount<T>[] {
  const counts = new Map<string, NormValueCount<T>>();
  for (const value of values) {
    const entry = counts.get(key(value));
    if (entry) entry.count += 1;
    else counts.set(key(value), { value, count: 1 });
  }
  return [...counts.values()].sort((a, b) => compare(a.value, b.value));
}

/**
 * The comparison group an assessment was compared with: the one its primary scale's derived score
 * names, else the one its administration names, else the product's default.
 */
function comparisonGroupOf(product: ProductDefinition, member: GroupMember, primaryId: string | undefined): { id: string; label: string } | null {
  const derived = primaryId ? scaleOf(member, primaryId)?.derived : undefined;
  if (derived) return { id: derived.comparisonGroupId, label: derived.comparisonGroupLabel };
  const group =
    product.comparisonGroups.find((candidate) => candidate.id === member.administration.comparisonGroupId) ??
    product.comparisonGroups.find((candidate) => candidate.default);
  return group ? { id: group.id, label: group.label } : null;
}

function groupNorms(product: ProductDefinition, members: readonly GroupMember[], primaryId: string | undefined): GroupNorms | null {
  if (product.comparisonGroups.length === 0) return null;
  const groups = members.map((member) => comparisonGroupOf(product, member, primaryId)).filter((group): group is { id: string; label: string } => group !== null);
  const comparisonGroups = countValues(groups, (group) => group.id, (a, b) => a.label.localeCompare(b.label));
  const grades = product.administrationFields.includes('grade')
    ? countValues(
        members.map((member) => member.administration.grade ?? null),
        String,
        (a, b) => (a ?? Infinity) - (b ?? Infinity),
      )
    : [];
  const seasons = product.administrationFields.includes('season')
    ? countValues(
        members.map((member) => member.administration.season ?? null),
        String,
        (a, b) => (a === null ? Infinity : SEASON_ORDER.indexOf(a)) - (b === null ? Infinity : SEASON_ORDER.indexOf(b)),
      )
    : [];
  return { comparisonGroups, grades, seasons, mixed: comparisonGroups.length > 1 || grades.length > 1 || seasons.length > 1 };
}

function memberRow(member: GroupMember, primaryId: string | undefined): MemberRow {
  const primary = primaryId ? scaleOf(member, primaryId) : undefined;
  return {
    assessmentId: member.assessmentId,
    examineeId: member.examineeId,
    examineeName: member.examineeName,
    administrationDate: member.administrationDate,
    primaryRaw: hasScore(primary) ? primary.raw : null,
    primaryBand: primary?.band?.label ?? primary?.derived?.percentileBand ?? null,
    primaryBandPercentiles:
      !primary?.band && primary?.derived?.percentileBand ? { floor: primary.derived.bandFloor ?? 0, ceiling: primary.derived.bandCeiling } : null,
    flags: [...member.score.flags].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]).map((flag) => flag.label),
  };
}

function administeredRange(members: readonly GroupMember[]): GroupSummary['administered'] {
  const dates = members.map((member) => member.administrationDate).sort();
  const from = dates[0];
  const to = dates[dates.length - 1];
  return from && to ? { from, to } : null;
}

/**
 * Summarizes a group of scored assessments of one product.
 * - Scale statistics count only scorable raw scores; T-score and percentile statistics only the
 *   assessments whose norms gave them. SDs are sample SDs (n − 1).
 * - Band percentages are of all assessments of the group, so a distribution sums to 100 %
 *   with its "no band" entry.
 * - "Flagged" lists assessments with a critical flag (the ones that need action now); every flag
 *   is counted in `flagCounts` and named in the member rows.
 * @throws Error when an assessment's score is of another product (the caller picks one product).
 */
export function summarizeGroup(product: ProductDefinition, members: readonly GroupMember[]): GroupSummary {
  const foreign = members.find((member) => member.score.productId !== product.id);
  if (foreign) throw new Error(`Assessment ${foreign.assessmentId} is scored as ${foreign.score.productId}, not ${product.id}.`);
  const scales = orderedScales(product);
  const primaryId = scales[0]?.id;
  const flagCounts = product.flags.map((flag) => ({
    id: flag.id,
    label: flag.label,
    severity: flag.severity,
    count: members.filter((member) => member.score.flags.some((raised) => raised.id === flag.id)).length,
  }));
  return {
    productId: product.id,
    assessmentCount: members.length,
    examineeCount: new Set(members.map((member) => member.examineeRecordId)).size,
    administered: administeredRange(members),
    scales: scales.map((scale) => summarizeScale(scale, members)),
    bandDistributions: scales.map((scale) => distribute(product, scale, members)).filter((distribution): distribution is BandDistribution => distribution !== null),
    flagged: flaggedMembers(product, members),
    flagCounts,
    norms: groupNorms(product, members, primaryId),
    members: members.map((member) => memberRow(member, primaryId)).sort(byExaminee),
  };
}
