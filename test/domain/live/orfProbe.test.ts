import { orfProbeResult } from '../../../src/domain/live/orfProbe';

describe('orfProbeResult', () => {
  it('is null until the last word is marked', () => {
    expect(orfProbeResult(100, { errorWordIndexes: [1], lastWordIndex: null }, 60)).toBeNull();
  });

  it('is words read minus errors for a full minute, not prorated', () => {
    expect(orfProbeResult(200, { errorWordIndexes: [3, 10, 50], lastWordIndex: 99 }, 60)).toEqual({
      wordsRead: 100,
      errors: 3,
      wordsCorrect: 97,
      seconds: 60,
      wcpm: 97,
      accuracy: 97,
      prorated: false,
    });
  });

  it('caps the seconds at the minute', () => {
    expect(orfProbeResult(200, { errorWordIndexes: [], lastWordIndex: 59 }, 75)).toMatchObject({ seconds: 60, wcpm: 60, prorated: false });
  });

  it('prorates a probe stopped early, rounding half up', () => {
    // 45 correct in 40 s: 45 × 60 / 40 = 67.5 → 68.
    expect(orfProbeResult(100, { errorWordIndexes: [], lastWordIndex: 44 }, 40)).toMatchObject({ wordsCorrect: 45, seconds: 40, wcpm: 68, prorated: true });
    // 10 correct in 7 s: 85.71 → 86; 29 correct in 30 s → 58 exactly.
    expect(orfProbeResult(100, { errorWordIndexes: [], lastWordIndex: 9 }, 7)?.wcpm).toBe(86);
    expect(orfProbeResult(100, { errorWordIndexes: [0], lastWordIndex: 29 }, 30)?.wcpm).toBe(58);
  });

  it('rounds the elapsed seconds half up to whole seconds, and at least 1', () => {
    expect(orfProbeResult(100, { errorWordIndexes: [], lastWordIndex: 9 }, 29.5)?.seconds).toBe(30);
    expect(orfProbeResult(100, { errorWordIndexes: [], lastWordIndex: 9 }, 29.4)?.seconds).toBe(29);
    expect(orfProbeResult(100, { errorWordIndexes: [], lastWordIndex: 0 }, 0.2)).toMatchObject({ seconds: 1, wcpm: 60 });
    expect(orfProbeResult(100, { errorWordIndexes: [], lastWordIndex: 9 }, 59.5)).toMatchObject({ seconds: 60, prorated: false });
  });

  it('ignores marks after the last word read, and counts a word marked twice once', () => {
    expect(orfProbeResult(100, { errorWordIndexes: [2, 2, 9, 10, 80], lastWordIndex: 9 }, 60)).toMatchObject({ errors: 2, wordsCorrect: 8, wcpm: 8 });
  });

  it('gives the accuracy as a percentage with one decimal', () => {
    expect(orfProbeResult(100, { errorWordIndexes: [0], lastWordIndex: 2 }, 60)?.accuracy).toBe(66.7);
    expect(orfProbeResult(100, { errorWordIndexes: [0], lastWordIndex: 0 }, 60)).toMatchObject({ wordsRead: 1, wordsCorrect: 0, accuracy: 0, wcpm: 0 });
  });

  it('throws a RangeError for a last word outside the passage', () => {
    expect(() => orfProbeResult(50, { errorWordIndexes: [], lastWordIndex: 50 }, 60)).toThrow(RangeError);
    expect(() => orfProbeResult(50, { errorWordIndexes: [], lastWordIndex: -1 }, 60)).toThrow(RangeError);
    expect(() => orfProbeResult(50, { errorWordIndexes: [], lastWordIndex: 1.5 }, 60)).toThrow(RangeError);
  });
});
