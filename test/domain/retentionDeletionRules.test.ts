import { activityEndsDormancy, deletionDueOn, recoverableOn } from '../../src/domain/retention/accountLifecycle';
import { isRetentionAlert, RETENTION_ALERTS } from '../../src/domain/retention/retentionAlerts';
import { DEFAULT_RETENTION_POLICY } from '../../src/domain/retention/retentionPolicy';

const none = { dllAccount: false, dllDeletionDate: null, selfDeletionDate: null };

describe('deletionDueOn', () => {
  it('is due on the dormant date and after it, not before, and only while dormant', () => {
    const dormant = { ...none, dllAccount: true, dllDeletionDate: '2027-03-01' };
    expect(deletionDueOn(dormant, '2027-02-28')).toBeNull();
    expect(deletionDueOn(dormant, '2027-03-01')).toBe('dormant');
    expect(deletionDueOn(dormant, '2027-03-05')).toBe('dormant');
    expect(deletionDueOn({ ...dormant, dllAccount: false }, '2027-03-05')).toBeNull();
  });

  it('puts the administrator’s requested date first', () => {
    expect(deletionDueOn({ dllAccount: true, dllDeletionDate: '2027-03-01', selfDeletionDate: '2027-02-01' }, '2027-03-01')).toBe('selfDeletion');
    expect(deletionDueOn({ ...none, selfDeletionDate: '2027-02-01' }, '2027-01-31')).toBeNull();
    expect(deletionDueOn(none, '2030-01-01')).toBeNull();
  });
});

describe('activityEndsDormancy', () => {
  const since = new Date('2027-01-01T02:15:00Z');
  it('ends it with a sign-in after the account became dormant, not one before', () => {
    expect(activityEndsDormancy(new Date('2027-01-01T08:00:00Z'), since)).toBe(true);
    expect(activityEndsDormancy(new Date('2026-12-31T08:00:00Z'), since)).toBe(false);
    expect(activityEndsDormancy(since, since)).toBe(false);
    expect(activityEndsDormancy(null, since)).toBe(false);
    expect(activityEndsDormancy(new Date('2027-01-02T00:00:00Z'), null)).toBe(false);
  });
});

describe('recoverableOn', () => {
  it('is open until the day before the purge date', () => {
    expect(recoverableOn('2027-01-01', '2027-01-01', DEFAULT_RETENTION_POLICY)).toBe(true);
    expect(recoverableOn('2027-01-01', '2027-01-30', DEFAULT_RETENTION_POLICY)).toBe(true);
    expect(recoverableOn('2027-01-01', '2027-01-31', DEFAULT_RETENTION_POLICY)).toBe(false);
  });
});

describe('RETENTION_ALERTS', () => {
  it('names the lifecycle’s events and recognises only them', () => {
    expect(RETENTION_ALERTS).toEqual(['accountDormant', 'deletionRequested', 'accountDeleted', 'purgeBlocked']);
    expect(isRetentionAlert('purgeBlocked')).toBe(true);
    expect(isRetentionAlert('somethingElse')).toBe(false);
  });
});
