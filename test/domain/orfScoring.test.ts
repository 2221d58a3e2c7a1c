import type { AdministrationDetails } from '../../src/domain/assessment';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { loadProduct } from './productFixtures';
import { administered } from './scoringContexts';

const orf = loadProduct('orf');
const score = (wordsRead: number, errors: number, administration: AdministrationDetails) =>
  scoreAssessment(orf, { wordsRead, errors }, administered(administration));
const wcpm = (wordsRead: number, errors: number, administration: AdministrationDetails) =>
  score(wordsRead, errors, administration).scales.find((s) => s.scaleId === 'wcpm');
const band = (value: number, administration: AdministrationDetails) => wcpm(value, 0, administration)?.derived?.percentileBand;

// Hasbrouck & Tindal 2017 grade 3 winter: P10 62, P25 79, P50 97, P75 137, P90 161.
const G3_WINTER: AdministrationDetails = { grade: 3, season: 'winter' };

describe('Oral reading fluency: WCPM (Hasbrouck & Tindal procedure)', () => {
  it('is words read minus errors', () => {
    expect(wcpm(112, 7, G3_WINTER)).toMatchObject({ raw: 105, scorable: true });
    expect(wcpm(0, 0, G3_WINTER)).toMatchObject({ raw: 0, scorable: true });
  });

  it('refuses more errors than words read, naming both items', () => {
    const result = score(40, 41, G3_WINTER);
    expect(result.scorable).toBe(false);
    expect(result.scales[0]?.raw).toBeNull();
    expect(result.scorabilityErrors).toEqual([
      { code: 'CONSTRAINT_VIOLATED', message: 'The errors cannot be more than the words read.', itemNumbers: [1, 2] },
    ]);
  });

  it('refuses a count out of range or not whole', () => {
    const result = scoreAssessment(orf, { wordsRead: 401, errors: 2.5 }, administered(G3_WINTER));
    expect(result.scorable).toBe(false);
    expect(result.scorabilityErrors[0]).toMatchObject({ code: 'INVALID_RESPONSE', itemNumbers: [1, 2] });
    expect(result.scorabilityErrors[0]?.message).toContain('Item 1 takes a whole number from 0 to 400.');
  });

  it('needs both counts', () => {
    const result = scoreAssessment(orf, { wordsRead: 90 }, administered(G3_WINTER));
    expect(result.scorable).toBe(false);
    expect(result.scorabilityErrors).toEqual([{ code: 'ITEMS_MISSING', message: 'Not scorable: item 2 is not answered.', itemNumbers: [2] }]);
  });
});

describe('Oral reading fluency: percentile bands by grade and season', () => {
  it.each([
    [61, 'below 10th'],
    [62, '10th-24th'],
    [78, '10th-24th'],
    [79, '25th-49th'],
    [96, '25th-49th'],
    [97, '50th-74th'],
    [120, '50th-74th'],
    [137, '75th-89th'],
    [160, '75th-89th'],
    [161, '90th and above'],
    [400, '90th and above'],
  ])('grade 3 winter 2017: WCPM %i is %s (an anchor belongs to its own band)', (value, label) => {
    expect(band(value, G3_WINTER)).toBe(label);
  });

  it('uses the 2017 norms by default and says so, with the cell marked unverified', () => {
    expect(wcpm(100, 0, G3_WINTER)?.derived).toEqual({
      comparisonGroupId: 'ht2017',
      comparisonGroupLabel: 'Hasbrouck & Tindal 2017 norms',
      cell: 'Grade 3, winter',
      percentileBand: '50th-74th',
      bandFloor: 50,
      bandCeiling: 74,
      tScore: null,
      percentile: null,
      unverified: true,
    });
  });

  it('uses the 2006 norms when chosen (grade 3 winter P50 = 92), which are verified by two sources', () => {
    const derived = wcpm(92, 0, { ...G3_WINTER, comparisonGroupId: 'ht2006' })?.derived;
    expect(derived).toMatchObject({ comparisonGroupId: 'ht2006', percentileBand: '50th-74th', unverified: false });
    expect(band(92, G3_WINTER)).toBe('25th-49th');
  });

  it('handles the lowest cell of the table (grade 1 winter, P10 = 9) at its lowest anchor', () => {
    expect(band(0, { grade: 1, season: 'winter' })).toBe('below 10th');
    expect(band(8, { grade: 1, season: 'winter' })).toBe('below 10th');
    expect(band(9, { grade: 1, season: 'winter' })).toBe('10th-24th');
    expect(band(6, { grade: 1, season: 'winter', comparisonGroupId: 'ht2006' })).toBe('10th-24th');
  });

  it('handles the highest cell (grade 6 spring, P90 = 204 in both editions)', () => {
    expect(band(203, { grade: 6, season: 'spring' })).toBe('75th-89th');
    expect(band(204, { grade: 6, season: 'spring' })).toBe('90th and above');
    expect(band(204, { grade: 6, season: 'spring', comparisonGroupId: 'ht2006' })).toBe('90th and above');
    expect(band(176, { grade: 6, season: 'spring', comparisonGroupId: 'ht2006' })).toBe('50th-74th');
  });

  it('reports WCPM without a percentile for grade 1 fall (no norms), naming grade and season, and stays scorable', () => {
    const result = score(30, 2, { grade: 1, season: 'fall' });
    expect(result.scorable).toBe(true);
    expect(result.scales[0]).toMatchObject({ raw: 28, derived: null });
    expect(result.scorabilityErrors).toEqual([
      {
        code: 'NO_NORMS',
        message: 'Hasbrouck & Tindal 2017 norms has no norms of Words correct per minute (WCPM) for grade 1, fall; the raw score is reported without a percentile.',
        itemNumbers: [],
      },
    ]);
  });

  it('has no norms for a grade outside the tables', () => {
    expect(score(120, 0, { grade: 7, season: 'spring' }).scorabilityErrors.map((e) => e.code)).toEqual(['NO_NORMS']);
  });

  it('is not scorable until grade and season are set', () => {
    const result = score(120, 0, { grade: 3 });
    expect(result.scorable).toBe(false);
    expect(result.scorabilityErrors).toEqual([
      { code: 'ADMINISTRATION_MISSING', message: 'Set the season of the administration to look up the norms.', itemNumbers: [] },
    ]);
    expect(result.scales[0]?.derived).toBeNull();
  });

  it('refuses a comparison group the product does not have', () => {
    const result = score(120, 0, { ...G3_WINTER, comparisonGroupId: 'ht1999' });
    expect(result.scorable).toBe(false);
    expect(result.scorabilityErrors.map((e) => e.code)).toEqual(['UNKNOWN_COMPARISON_GROUP']);
  });
});

describe('Oral reading fluency: 10 or more words below the 50th percentile (Read Naturally guidance)', () => {
  const flagged = (value: number, administration: AdministrationDetails) =>
    score(value, 0, administration).flags.some((flag) => flag.id === 'below_expected_range');

  it('is raised at P50 - 10 and not at P50 - 9, in the comparison group used', () => {
    expect(flagged(87, G3_WINTER)).toBe(true);
    expect(flagged(88, G3_WINTER)).toBe(false);
    expect(flagged(82, { ...G3_WINTER, comparisonGroupId: 'ht2006' })).toBe(true);
    expect(flagged(83, { ...G3_WINTER, comparisonGroupId: 'ht2006' })).toBe(false);
  });

  it('is not raised without norms (grade 1 fall) or without a season', () => {
    expect(flagged(0, { grade: 1, season: 'fall' })).toBe(false);
    expect(flagged(0, { grade: 3 })).toBe(false);
  });
});

describe('Oral reading fluency: the product', () => {
  it('ships one original passage per grade 1-6, each longer than the 90th percentile reader gets through in a minute', () => {
    expect(orf.passages.map((passage) => passage.grade)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const passage of orf.passages) {
      expect(passage.wordCount).toBe(passage.text.en_us.split(/\s+/).filter(Boolean).length);
      const top = Math.max(
        ...orf.norms.flatMap((table) =>
          table.method === 'percentileAnchors'
            ? table.cells.filter((cell) => cell.match.grade === passage.grade).flatMap((cell) => cell.anchors.map((anchor) => anchor.score))
            : [],
        ),
      );
      expect(passage.wordCount).toBeGreaterThan(top);
    }
  });

  it('ships 17 cells per edition (no grade 1 fall), the 2017 ones all marked unverified', () => {
    const [t2017, t2006] = orf.norms;
    expect(t2017?.cells).toHaveLength(17);
    expect(t2006?.cells).toHaveLength(17);
    expect(t2017?.cells.every((cell) => cell.unverified)).toBe(true);
    expect(t2006?.cells.every((cell) => !cell.unverified)).toBe(true);
    expect(orf.comparisonGroups.map((group) => [group.id, group.default])).toEqual([['ht2017', true], ['ht2006', false]]);
  });

  it('keeps the licence condition of the norms', () => {
    expect(orf.licenseNote).toContain('verify cells against ERIC ED594994');
  });
});
