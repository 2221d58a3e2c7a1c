/** The licensing rule of live sessions (issue #20): a usage drawn by a session's validation pays for the first report. */
import { type EarlierReport, freeReason } from '../../src/domain/licensing';

const now = new Date('2026-05-01T12:00:00Z');
const report = (assessmentVersion: number, charge: EarlierReport['charge'], daysAgo: number): EarlierReport => ({
  assessmentVersion,
  charge,
  createdAt: new Date(now.getTime() - daysAgo * 86_400_000),
});

describe('freeReason with a usage drawn by a live session', () => {
  it('makes the first report free as liveSession', () => {
    expect(freeReason([], 3, now, true)).toBe('liveSession');
  });

  it('charges the first report when no session drew its usage', () => {
    expect(freeReason([], 3, now, false)).toBeNull();
    expect(freeReason([], 3, now)).toBeNull();
  });

  it('pays only once: later reports follow the regeneration and correction rules, counting it as charged', () => {
    expect(freeReason([report(3, 'liveSession', 1)], 3, now, true)).toBe('regeneration');
    expect(freeReason([report(3, 'liveSession', 1)], 4, now, true)).toBe('correction');
    expect(freeReason([report(3, 'liveSession', 31)], 4, now, true)).toBeNull();
  });
});
