/**
 * The reading probe's rate per minute (ORF version 6, issue #20): a probe stopped before the
 * minute is prorated to words correct per minute and says so; a full minute is words read minus
 * errors, exactly as before.
 */
import type { AdministrationDetails } from '../../src/domain/assessment';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { loadProduct } from './productFixtures';
import { administered } from './scoringContexts';

const orf = loadProduct('orf');
const G3_WINTER: AdministrationDetails = { grade: 3, season: 'winter' };
const wcpm = (responses: Record<string, number>) => scoreAssessment(orf, responses, administered(G3_WINTER)).scales.find((scale) => scale.scaleId === 'wcpm');

describe('ORF words correct per minute with the seconds read', () => {
  it('keeps every 60-second score: absent seconds or 60 is words read minus errors, not prorated', () => {
    expect(wcpm({ wordsRead: 112, errors: 7 })).toMatchObject({ raw: 105, prorated: false });
    expect(wcpm({ wordsRead: 112, errors: 7, seconds: 60 })).toMatchObject({ raw: 105, prorated: false });
  });

  it('prorates a probe stopped early: (50 − 2) × 60 / 30 = 96', () => {
    expect(wcpm({ wordsRead: 50, errors: 2, seconds: 30 })).toMatchObject({ raw: 96, scorable: true, prorated: true });
  });

  it('rounds half up: (77 − 4) × 60 / 45 = 97.33 → 97; (25 − 0) × 60 / 40 = 37.5 → 38', () => {
    expect(wcpm({ wordsRead: 77, errors: 4, seconds: 45 })).toMatchObject({ raw: 97, prorated: true });
    expect(wcpm({ wordsRead: 25, errors: 0, seconds: 40 })).toMatchObject({ raw: 38, prorated: true });
  });

  it('looks up the norms with the prorated rate', () => {
    expect(wcpm({ wordsRead: 50, errors: 2, seconds: 30 })?.derived?.percentileBand).toBe('25th-49th');
  });

  it('is not scorable, and says why, when the rate leaves the scale: 300 words in 40 seconds would be 450', () => {
    const result = scoreAssessment(orf, { wordsRead: 300, errors: 0, seconds: 40 }, administered(G3_WINTER));
    expect(result.scorable).toBe(false);
    expect(result.scorabilityErrors).toEqual([expect.objectContaining({ code: 'CONSTRAINT_VIOLATED', itemNumbers: [1, 2, 3], message: expect.stringContaining('450, outside 0–400') })]);
  });

  it('does not score a probe shorter than the product allows (30 seconds, platform policy), and says why', () => {
    const result = scoreAssessment(orf, { wordsRead: 30, errors: 1, seconds: 29 }, administered(G3_WINTER));
    expect(result.scorable).toBe(false);
    // Only the minimum's reason: the rate's own range check waits while a constraint is broken.
    expect(result.scorabilityErrors).toEqual([{ code: 'CONSTRAINT_VIOLATED', itemNumbers: [3], message: expect.stringMatching(/^A probe shorter than 30 seconds is not scored/) }]);
    expect(scoreAssessment(orf, { wordsRead: 300, errors: 0, seconds: 10 }, administered(G3_WINTER)).scorabilityErrors.map((error) => error.itemNumbers)).toEqual([[3]]);
    // At the minimum the probe is scored, prorated: (30 − 1) × 60 / 30 = 58.
    expect(wcpm({ wordsRead: 30, errors: 1, seconds: 30 })).toMatchObject({ raw: 58, scorable: true, prorated: true });
  });
});
