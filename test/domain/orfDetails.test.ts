/**
 * What an oral reading fluency score reports beside WCPM (issue #22): accuracy (words correct ÷
 * words read, a percentage), the 50th-percentile benchmark of the grade and season with the
 * distance to it in words, and, for a probe stopped before the minute, the seconds its WCPM was
 * prorated from. Worked examples on the Hasbrouck & Tindal 2017 grade 3 winter cell (P50 = 97).
 */
import type { AdministrationDetails } from '../../src/domain/assessment';
import { scaleDetails } from '../../src/domain/scoring/scaleDetails';
import { RATIO_DIGITS, RAW_DIGITS } from '../../src/domain/scoring/scoreDigits';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import type { Responses } from '../../src/domain/scoring/scoreTypes';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { loadProduct } from './productFixtures';
import { administered } from './scoringContexts';

const orf = loadProduct('orf');
const G3_WINTER: AdministrationDetails = { grade: 3, season: 'winter' };
const scored = (responses: Responses, administration: AdministrationDetails = G3_WINTER) => {
  const context = administered(administration);
  const score = scoreAssessment(orf, responses, context);
  const details = scaleDetails(orf, score, responses, context);
  const scale = (id: string) => score.scales.find((candidate) => candidate.scaleId === id);
  return { score, scale, details: (id: string) => details.find((detail) => detail.scaleId === id) };
};

describe('ORF accuracy', () => {
  it.each([
    // 100 read, 3 errors: 97 / 100 = 97%; 92 read, 5 errors: 87 / 92 = 94.565 → 94.57%.
    [100, 3, 97, 97],
    [92, 5, 87, 94.57],
    [90, 2, 88, 97.78],
    [40, 0, 40, 100],
    [12, 12, 0, 0],
  ])('%i words read with %i errors: %i correct, %f%% accurate', (wordsRead, errors, correct, accuracy) => {
    const { scale, score } = scored({ wordsRead, errors });
    expect(scale('wordsCorrect')).toMatchObject({ raw: correct, scorable: true });
    expect(scale('accuracy')).toMatchObject({ raw: accuracy, range: [0, 100], scorable: true });
    expect(score.scorable).toBe(true);
  });

  it('is written to one decimal, as the live probe works it out, while WCPM and words correct are written as kept', () => {
    const { details } = scored({ wordsRead: 77, errors: 4 });
    expect(details('accuracy')?.rawDigits).toEqual({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(details('accuracy')?.rawDigits).toBe(RATIO_DIGITS);
    expect(details('wcpm')?.rawDigits).toBe(RAW_DIGITS);
    expect(details('wordsCorrect')?.rawDigits).toBe(RAW_DIGITS);
  });

  it('is the accuracy of the words read, also when the rate is prorated: 50 read, 2 errors in 30 s is 96%', () => {
    const { scale } = scored({ wordsRead: 50, errors: 2, seconds: 30 });
    expect(scale('wcpm')).toMatchObject({ raw: 96, prorated: true });
    expect(scale('accuracy')).toMatchObject({ raw: 96, prorated: false });
  });

  it('has no value when no word was read, and that blocks nothing: WCPM 0 is a score of record', () => {
    const { scale, score } = scored({ wordsRead: 0, errors: 0 });
    expect(scale('wcpm')).toMatchObject({ raw: 0, scorable: true });
    expect(scale('accuracy')).toMatchObject({ raw: null, scorable: true });
    expect(score.scorable).toBe(true);
  });

  it('shows no accuracy when the errors exceed the words read (the constraint says why)', () => {
    const { scale, score } = scored({ wordsRead: 10, errors: 12 });
    expect(scale('accuracy')?.raw).toBeNull();
    expect(score.scorabilityErrors.map((error) => error.code)).toEqual(['CONSTRAINT_VIOLATED']);
  });
});

describe('ORF benchmark: the 50th percentile of the grade and season', () => {
  it.each([
    [100, 3, 0],
    [92, 5, -10],
    [90, 2, -9],
    [120, 0, 23],
  ])('%i read, %i errors in grade 3 winter: %i words from the benchmark of 97', (wordsRead, errors, difference) => {
    expect(scored({ wordsRead, errors }).details('wcpm')?.benchmark).toEqual({ percentile: 50, score: 97, difference });
  });

  it('compares the prorated rate: (50 − 2) × 60 / 30 = 96 is 1 word below 97', () => {
    expect(scored({ wordsRead: 50, errors: 2, seconds: 30 }).details('wcpm')?.benchmark).toEqual({ percentile: 50, score: 97, difference: -1 });
  });

  it('uses the cell of the comparison group chosen (2006 norms, grade 3 spring)', () => {
    const details = scored({ wordsRead: 50, errors: 5 }, { grade: 3, season: 'spring', comparisonGroupId: 'ht2006' }).details('wcpm');
    const cell = orf.norms.find((table) => table.comparisonGroup === 'ht2006' && table.method === 'percentileAnchors');
    const p50 = cell?.method === 'percentileAnchors' ? cell.cells.find((c) => c.match.grade === 3 && c.match.season === 'spring')?.anchors.find((a) => a.percentile === 50)?.score : undefined;
    expect(p50).toBeDefined();
    expect(details?.benchmark).toEqual({ percentile: 50, score: p50, difference: 45 - (p50 ?? 0) });
  });

  it('has none without a norm cell (grade 1 fall), without the season, or on scales without a benchmark', () => {
    expect(scored({ wordsRead: 20, errors: 2 }, { grade: 1, season: 'fall' }).details('wcpm')?.benchmark).toBeNull();
    expect(scored({ wordsRead: 20, errors: 2 }, { grade: 3 }).details('wcpm')?.benchmark).toBeNull();
    expect(scored({ wordsRead: 20, errors: 2 }).details('accuracy')?.benchmark).toBeNull();
  });

  it('must have an anchor at the benchmark percentile in every cell, and percentile norms at all', () => {
    const noP50 = {
      ...orf,
      norms: orf.norms.map((table) => (table.method === 'percentileAnchors' ? { ...table, cells: table.cells.map((cell) => ({ ...cell, anchors: cell.anchors.filter((anchor) => anchor.percentile !== 50) })) } : table)),
    };
    expect(parseProductDefinition(noP50)).toMatchObject({ ok: false, error: { message: expect.stringContaining('has no anchor at its benchmark percentile 50') } });
    const onAccuracy = { ...orf, scales: orf.scales.map((scale) => (scale.id === 'accuracy' ? { ...scale, benchmarkPercentile: 50 } : scale)) };
    expect(parseProductDefinition(onAccuracy)).toMatchObject({ ok: false, error: { message: expect.stringContaining('scale accuracy has a benchmark percentile but no percentile norms') } });
  });
});

describe('ORF proration of a short probe', () => {
  it('gives the seconds a prorated WCPM was read for, none for a full minute', () => {
    expect(scored({ wordsRead: 77, errors: 4, seconds: 45 }).details('wcpm')?.proratedFromSeconds).toBe(45);
    expect(scored({ wordsRead: 77, errors: 4, seconds: 60 }).details('wcpm')?.proratedFromSeconds).toBeNull();
    expect(scored({ wordsRead: 77, errors: 4 }).details('wcpm')?.proratedFromSeconds).toBeNull();
    expect(scored({ wordsRead: 77, errors: 4, seconds: 45 }).details('accuracy')?.proratedFromSeconds).toBeNull();
  });

  it('does not score a probe under the minimum of 30 seconds, and names the seconds item', () => {
    // 20 words in 15 s would prorate to 80 WCPM, 17 below the benchmark: none of it is reported.
    const { score, details, scale } = scored({ wordsRead: 20, errors: 0, seconds: 15 });
    expect(score.scorable).toBe(false);
    expect(scale('wcpm')).toMatchObject({ scorable: false, derived: null });
    expect(score.flags).toEqual([]);
    expect(score.scorabilityErrors).toEqual([expect.objectContaining({ code: 'CONSTRAINT_VIOLATED', itemNumbers: [3] })]);
    expect(details('wcpm')?.benchmark).toBeNull();
  });

  it('declares its minimum as product data, which the definition checks', () => {
    expect(orf.constraints).toContainEqual(expect.objectContaining({ kind: 'minimum', item: 'seconds', value: 30 }));
    const unknownItem = { ...orf, constraints: [{ kind: 'minimum', item: 'secs', value: 30, message: 'Too short.' }] };
    expect(parseProductDefinition(unknownItem)).toMatchObject({ ok: false, error: { message: expect.stringContaining('constraint names unknown item secs') } });
    const noValue = { ...orf, constraints: [{ kind: 'minimum', item: 'seconds', message: 'Too short.' }] };
    expect(parseProductDefinition(noValue).ok).toBe(false);
  });
});
