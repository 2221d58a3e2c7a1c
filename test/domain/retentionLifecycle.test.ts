import { dormantDeletionDate, dormantNoticesDue, isDormantOn, noticeBefore, purgeBlock, purgeDate, retentionState, type RetentionFacts } from '../../src/domain/retention/accountLifecycle';
import { DEFAULT_RETENTION_POLICY, retentionPolicyProblem } from '../../src/domain/retention/retentionPolicy';

const policy = DEFAULT_RETENTION_POLICY;
const active: RetentionFacts = { dllAccount: false, dllDeletionDate: null, selfDeletionDate: null, legalHoldReason: null, deletedAt: null, purged: false };

describe('the retention state of an account', () => {
  it('ranks purged, deleted, on hold, deletion requested, dormant, active', () => {
    expect(retentionState(active)).toBe('active');
    expect(retentionState({ ...active, dllAccount: true, dllDeletionDate: '2027-01-01' })).toBe('dormant');
    expect(retentionState({ ...active, dllAccount: true, selfDeletionDate: '2027-01-01' })).toBe('deletionRequested');
    expect(retentionState({ ...active, selfDeletionDate: '2027-01-01', legalHoldReason: 'Court order 12/2026' })).toBe('onHold');
    expect(retentionState({ ...active, legalHoldReason: 'Court order 12/2026', deletedAt: '2026-11-01T00:00:00.000Z' })).toBe('deleted');
    expect(retentionState({ ...active, deletedAt: '2026-11-01T00:00:00.000Z', purged: true })).toBe('purged');
  });
});

describe('the dormant path', () => {
  it('starts after the configured days without a sign-in, and sets the date after the grace period', () => {
    expect(isDormantOn('2024-11-26', '2026-11-25', policy)).toBe(false);
    expect(isDormantOn('2024-11-26', '2026-11-26', policy)).toBe(true);
    expect(dormantDeletionDate('2026-11-26', policy)).toBe('2027-02-24');
    expect(purgeDate('2027-02-24', policy)).toBe('2027-03-26');
  });

  it('sends the start notice once, then each notice before the date once, only the nearest of those missed', () => {
    const sent = (...kinds: string[]) => new Set(kinds);
    expect(dormantNoticesDue('2027-02-24', '2026-11-26', policy, sent())).toEqual(['dormantStart']);
    expect(dormantNoticesDue('2027-02-24', '2026-11-27', policy, sent('dormantStart'))).toEqual([]);
    expect(dormantNoticesDue('2027-02-24', '2027-01-25', policy, sent('dormantStart'))).toEqual([noticeBefore(30)]);
    expect(dormantNoticesDue('2027-02-24', '2027-01-26', policy, sent('dormantStart', 'dormantBefore30'))).toEqual([]);
    expect(dormantNoticesDue('2027-02-24', '2027-02-17', policy, sent('dormantStart', 'dormantBefore30'))).toEqual(['dormantBefore7']);
    // A job that was down for weeks sends the nearest one only.
    expect(dormantNoticesDue('2027-02-24', '2027-02-20', policy, sent('dormantStart'))).toEqual(['dormantBefore7']);
  });
});

describe('what blocks a purge', () => {
  it('is a legal hold first, then open access requests', () => {
    expect(purgeBlock({ legalHoldReason: null, openAccessRequests: 0 })).toBeNull();
    expect(purgeBlock({ legalHoldReason: null, openAccessRequests: 2 })).toEqual({ kind: 'openAccessRequest', requests: 2 });
    expect(purgeBlock({ legalHoldReason: 'Litigation hold, case 4711', openAccessRequests: 2 })).toEqual({ kind: 'legalHold', reason: 'Litigation hold, case 4711' });
  });
});

describe('the retention policy', () => {
  it('takes the defaults and refuses periods that do not fit together', () => {
    expect(retentionPolicyProblem(policy)).toBeNull();
    expect(retentionPolicyProblem({ ...policy, dormantGraceDays: 30 })).toBe('A notice 30 days before deletion does not fit a grace period of 30 days.');
    expect(retentionPolicyProblem({ ...policy, exportLinkHours: 48 })).toBe('exportLinkHours must be at most 24; it is 48.');
    expect(retentionPolicyProblem({ ...policy, recoveryDays: 0 })).toBe('recoveryDays must be a positive whole number; it is 0.');
  });
});
