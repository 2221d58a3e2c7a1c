/**
 * The group summary against hand-computed examples: real PHQ-9 and ORF scores from the scoring
 * engine, and hand-built scores for T-scores and unscorable scales.
 */
import type { AdministrationDetails } from '../../src/domain/assessment';
import { type GroupMember, statistics, summarizeGroup } from '../../src/domain/groupSummary';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import type { ScaleScore, ScoreResult } from '../../src/domain/scoring/scoreTypes';
import { loadProduct, responsesFor } from './productFixtures';
import { administered, NO_CONTEXT } from './scoringContexts';

const phq9 = loadProduct('phq9');
const orf = loadProduct('orf');
const PHQ9_ITEMS = Array.from({ length: 9 }, (_, index) => `phq9_${index + 1}`);

let nextId = 0;
function member(examineeRecordId: number, name: string, score: ScoreResult, administration: AdministrationDetails = {}): GroupMember {
  nextId += 1;
  return {
    assessmentId: nextId,
    examineeRecordId,
    examineeId: `S-${examineeRecordId}`,
    examineeName: name,
    administrationDate: `2024-01-${String(10 + nextId).padStart(2, '0')}`,
    administration,
    score,
  };
}

const phq9Member = (recordId: number, name: string, values: number[]): GroupMember =>
  member(recordId, name, scoreAssessment(phq9, responsesFor(PHQ9_ITEMS, values), NO_CONTEXT));

const orfMember = (recordId: number, name: string, wcpm: number, administration: AdministrationDetails): GroupMember =>
  member(recordId, name, scoreAssessment(orf, { wordsRead: wcpm, errors: 0 }, administered(administration)), administration);

describe('statistics', () => {
  it('gives the mean and the sample SD (n − 1)', () => {
    // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, squared deviations 32, sample variance 32 / 7.
    const result = statistics([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(result?.n).toBe(8);
    expect(result?.mean).toBe(5);
    expect(result?.sd).toBeCloseTo(Math.sqrt(32 / 7), 12);
  });

  it('has no SD for one value and nothing for none', () => {
    expect(statistics([7])).toEqual({ n: 1, mean: 7, sd: null });
    expect(statistics([])).toBeNull();
  });
});

describe('summarizeGroup: PHQ-9 class', () => {
  // Totals 4, 10, 22 and 0 (Ann twice); PHQ-2 (items 1 and 2) 1, 2, 6 and 0.
  const members = [
    phq9Member(1, 'Ann Abel', [0, 1, 1, 1, 1, 0, 0, 0, 0]),
    phq9Member(2, 'Ben Bell', [1, 1, 1, 1, 1, 1, 1, 1, 2]),
    phq9Member(3, 'Cara Cole', [3, 3, 3, 3, 3, 3, 2, 1, 1]),
    phq9Member(1, 'Ann Abel', [0, 0, 0, 0, 0, 0, 0, 0, 0]),
  ];
  const summary = summarizeGroup(phq9, members);

  it('counts assessments and distinct examinees', () => {
    expect(summary.assessmentCount).toBe(4);
    expect(summary.examineeCount).toBe(3);
    expect(summary.administered).toEqual({ from: members[0]?.administrationDate, to: members[3]?.administrationDate });
  });

  it('gives each scale, primary first, with the mean and sample SD of its raw scores', () => {
    expect(summary.scales.map((scale) => scale.scaleId)).toEqual(['total', 'phq2', 'symptoms']);
    const [total, phq2] = summary.scales;
    // Total: mean 36 / 4 = 9; squared deviations 25 + 1 + 169 + 81 = 276; SD √(276 / 3) = √92.
    expect(total).toMatchObject({ n: 4, primary: true, tScore: null, percentile: null });
    expect(total?.raw?.mean).toBe(9);
    expect(total?.raw?.sd).toBeCloseTo(Math.sqrt(92), 10);
    // PHQ-2: mean 9 / 4 = 2.25; squared deviations 1.5625 + 0.0625 + 14.0625 + 5.0625 = 20.75.
    expect(phq2?.raw?.mean).toBe(2.25);
    expect(phq2?.raw?.sd).toBeCloseTo(Math.sqrt(20.75 / 3), 10);
  });

  it('distributes the total over every band in the product order, with percents of the group', () => {
    expect(summary.bandDistributions).toEqual([
      {
        scaleId: 'total',
        name: summary.scales[0]?.name,
        source: 'interpretive',
        bands: [
          { label: 'None-minimal', count: 2, percent: 50, percentiles: null },
          { label: 'Mild', count: 0, percent: 0, percentiles: null },
          { label: 'Moderate', count: 1, percent: 25, percentiles: null },
          { label: 'Moderately severe', count: 0, percent: 0, percentiles: null },
          { label: 'Severe', count: 1, percent: 25, percentiles: null },
        ],
      },
    ]);
  });

  it('lists the examinees with a critical flag (item 9), and counts every flag', () => {
    expect(summary.flagged.map((entry) => [entry.examineeName, entry.flags.map((flag) => flag.id)])).toEqual([
      ['Ben Bell', ['item9_positive']],
      ['Cara Cole', ['item9_positive']],
    ]);
    const counts = Object.fromEntries(summary.flagCounts.map((flag) => [flag.id, flag.count]));
    // PHQ-2 is positive at 3 or more (Cara only); "further evaluation" at a total of 10 or more (Ben, Cara).
    expect(counts).toMatchObject({ item9_positive: 2, phq2_positive: 1, further_evaluation: 2 });
  });

  it('lists every assessment by name with its primary score and band, and has no norms', () => {
    expect(summary.members.map((row) => [row.examineeName, row.primaryRaw, row.primaryBand])).toEqual([
      ['Ann Abel', 4, 'None-minimal'],
      ['Ann Abel', 0, 'None-minimal'],
      ['Ben Bell', 10, 'Moderate'],
      ['Cara Cole', 22, 'Severe'],
    ]);
    expect(summary.members[2]?.flags[0]).toBe(phq9.flags.find((flag) => flag.id === 'item9_positive')?.label);
    expect(summary.norms).toBeNull();
  });

  it('refuses a score of another product', () => {
    expect(() => summarizeGroup(orf, members)).toThrow('is scored as phq9, not orf');
  });
});

describe('summarizeGroup: ORF with percentile bands', () => {
  // Hasbrouck & Tindal 2017 grade 3 winter: P10 62, P25 79, P50 97, P75 137, P90 161; spring P25 91, P50 112.
  const winter: AdministrationDetails = { grade: 3, season: 'winter' };

  it('distributes over the percentile bands lowest first and says the norms are one cell', () => {
    const summary = summarizeGroup(orf, [orfMember(1, 'A', 100, winter), orfMember(2, 'B', 60, winter), orfMember(3, 'C', 170, winter)]);
    expect(summary.bandDistributions[0]).toMatchObject({ scaleId: 'wcpm', source: 'percentile' });
    expect(summary.bandDistributions[0]?.bands.map((band) => [band.label, band.count])).toEqual([
      ['below 10th', 1],
      ['50th-74th', 1],
      ['90th and above', 1],
    ]);
    expect(summary.bandDistributions[0]?.bands.map((band) => band.percentiles)).toEqual([
      { floor: 0, ceiling: 9 },
      { floor: 50, ceiling: 74 },
      { floor: 90, ceiling: null },
    ]);
    expect(summary.members.map((row) => [row.primaryBand, row.primaryBandPercentiles])).toEqual([
      ['50th-74th', { floor: 50, ceiling: 74 }],
      ['below 10th', { floor: 0, ceiling: 9 }],
      ['90th and above', { floor: 90, ceiling: null }],
    ]);
    expect(summary.norms).toEqual({
      comparisonGroups: [{ value: { id: 'ht2017', label: 'Hasbrouck & Tindal 2017 norms' }, count: 3 }],
      grades: [{ value: 3, count: 3 }],
      seasons: [{ value: 'winter', count: 3 }],
      mixed: false,
    });
  });

  it('says when grades, seasons or comparison groups differ', () => {
    const summary = summarizeGroup(orf, [
      orfMember(1, 'A', 100, winter),
      orfMember(2, 'B', 60, winter),
      orfMember(3, 'C', 170, winter),
      orfMember(4, 'D', 100, { grade: 3, season: 'spring' }),
      orfMember(5, 'E', 100, { grade: 3, season: 'winter', comparisonGroupId: 'ht2006' }),
    ]);
    expect(summary.norms?.mixed).toBe(true);
    expect(summary.norms?.seasons).toEqual([
      { value: 'winter', count: 4 },
      { value: 'spring', count: 1 },
    ]);
    expect(summary.norms?.comparisonGroups.map((group) => [group.value.id, group.count])).toEqual([
      ['ht2006', 1],
      ['ht2017', 4],
    ]);
    // WCPM 100, 60, 170, 100, 100: mean 106; squared deviations 36 + 2116 + 4096 + 36 + 36 = 6320.
    expect(summary.scales[0]?.raw?.mean).toBe(106);
    expect(summary.scales[0]?.raw?.sd).toBeCloseTo(Math.sqrt(6320 / 4), 10);
    // Spring 100 is 25th-49th; 2006 winter 100 (P75 120, P50 92) is 50th-74th.
    expect(summary.bandDistributions[0]?.bands.map((band) => [band.label, band.count])).toEqual([
      ['below 10th', 1],
      ['25th-49th', 1],
      ['50th-74th', 2],
      ['90th and above', 1],
    ]);
  });
});

describe('summarizeGroup: hand-built scores', () => {
  const product: ProductDefinition = {
    ...phq9,
    id: 'fixture',
    scales: [{ id: 'x', name: 'X', items: [], method: 'sum', multiplier: 1, range: [0, 10], maxOmitted: 0, prorate: false, primary: true }],
    bands: [
      { scale: 'x', min: 0, max: 4, label: 'Low', interpretation: '' },
      { scale: 'x', min: 5, max: 10, label: 'High', interpretation: '' },
    ],
    flags: [],
    comparisonGroups: [],
  };
  const scale = (raw: number | null, scorable: boolean, tScore: number | null, band: string | null): ScaleScore => ({
    scaleId: 'x',
    name: 'X',
    raw,
    range: [0, 10],
    answered: 1,
    itemCount: 1,
    missingItemNumbers: [],
    scorable,
    prorated: false,
    band: band ? { label: band, interpretation: '' } : null,
    derived:
      tScore === null
        ? null
        : { comparisonGroupId: 'g', comparisonGroupLabel: 'G', cell: 'all', percentileBand: null, bandFloor: null, bandCeiling: null, tScore, percentile: tScore - 10, unverified: false },
  });
  const scored = (value: ScaleScore): ScoreResult => ({ productId: 'fixture', productVersion: 1, scorable: value.scorable, scales: [value], flags: [], scorabilityErrors: [] });

  it('leaves unscorable scales out of the statistics and counts them as "no band"', () => {
    const summary = summarizeGroup(product, [
      member(1, 'A', scored(scale(2, true, 40, 'Low'))),
      member(2, 'B', scored(scale(8, true, 60, 'High'))),
      member(3, 'C', scored(scale(9, true, null, 'High'))),
      member(4, 'D', scored(scale(3, false, null, null))),
    ]);
    const [x] = summary.scales;
    expect(x?.n).toBe(3);
    // Raw 2, 8, 9: mean 19 / 3; T 40 and 60: mean 50, SD √200; percentiles 30 and 50: mean 40, SD √200.
    expect(x?.raw?.mean).toBeCloseTo(19 / 3, 12);
    expect(x?.tScore).toEqual({ n: 2, mean: 50, sd: Math.sqrt(200) });
    expect(x?.percentile).toEqual({ n: 2, mean: 40, sd: Math.sqrt(200) });
    expect(summary.bandDistributions[0]?.bands).toEqual([
      { label: 'Low', count: 1, percent: 25, percentiles: null },
      { label: 'High', count: 2, percent: 50, percentiles: null },
      { label: null, count: 1, percent: 25, percentiles: null },
    ]);
    expect(summary.members.find((row) => row.examineeName === 'D')).toMatchObject({ primaryRaw: null, primaryBand: null });
  });

  it('summarizes an empty group to zeros', () => {
    const summary = summarizeGroup(product, []);
    expect(summary).toMatchObject({ assessmentCount: 0, examineeCount: 0, administered: null, flagged: [], members: [] });
    expect(summary.scales[0]).toMatchObject({ n: 0, raw: null });
    expect(summary.bandDistributions[0]?.bands).toEqual([
      { label: 'Low', count: 0, percent: 0, percentiles: null },
      { label: 'High', count: 0, percent: 0, percentiles: null },
    ]);
  });
});
