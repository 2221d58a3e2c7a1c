/**
 * The rules of data-retention staff's changes (issue #18): extending a dormant account's grace
 * period, postponing a deletion request (never earlier: that needs the administrator), the legal
 * hold's set and release, the deletion privilege (never one's own, only to a role that may delete)
 * and the e-mail alerts' normal form.
 */
import { RETENTION_STATES } from '../../src/domain/retention/accountLifecycle';
import { isRetentionAlert, normalizedAlerts, RETENTION_ALERT_DESCRIPTIONS, RETENTION_ALERTS } from '../../src/domain/retention/retentionAlerts';
import { legalHoldRefusal, privilegeChange } from '../../src/domain/retention/retentionCase';
import { deletionDatePostponement, gracePeriodExtension, latestChangeDate, MAX_DATE_CHANGE_DAYS } from '../../src/domain/retention/retentionDateChanges';

const TODAY = '2026-11-26';

describe('extending a grace period', () => {
  const dormant = { state: 'dormant' as const, currentDate: '2026-12-26' };

  it('moves a dormant account’s date to a later one within the limit', () => {
    expect(gracePeriodExtension(dormant, '2027-01-10', TODAY)).toEqual({ ok: true, value: '2027-01-10' });
    expect(gracePeriodExtension(dormant, latestChangeDate(TODAY), TODAY).ok).toBe(true);
    expect(latestChangeDate(TODAY)).toBe('2027-11-26');
  });

  it('refuses the same or an earlier date, a date not after today, and one too far', () => {
    expect(gracePeriodExtension(dormant, '2026-12-26', TODAY)).toMatchObject({ ok: false, error: { code: 'notLater' } });
    expect(gracePeriodExtension(dormant, '2026-12-01', TODAY)).toMatchObject({ ok: false, error: { code: 'notLater' } });
    expect(gracePeriodExtension({ state: 'dormant', currentDate: '2026-11-20' }, TODAY, TODAY)).toMatchObject({ ok: false, error: { code: 'notAfterToday' } });
    expect(gracePeriodExtension(dormant, '2027-11-27', TODAY)).toMatchObject({ ok: false, error: { code: 'tooFar', message: expect.stringContaining(String(MAX_DATE_CHANGE_DAYS)) } });
  });

  it('refuses every account that is not dormant, a held one included', () => {
    for (const state of RETENTION_STATES.filter((candidate) => candidate !== 'dormant')) {
      expect(gracePeriodExtension({ state, currentDate: '2026-12-26' }, '2027-01-10', TODAY)).toMatchObject({ ok: false, error: { code: 'notDormant' } });
    }
    expect(gracePeriodExtension({ state: 'dormant', currentDate: null }, '2027-01-10', TODAY)).toMatchObject({ ok: false, error: { code: 'notDormant' } });
  });
});

describe('postponing a deletion request', () => {
  const requested = { state: 'deletionRequested' as const, currentDate: '2026-12-20' };

  it('moves it later, never earlier', () => {
    expect(deletionDatePostponement(requested, '2027-02-01', TODAY)).toEqual({ ok: true, value: '2027-02-01' });
    expect(deletionDatePostponement(requested, '2026-12-10', TODAY)).toMatchObject({ ok: false, error: { code: 'notLater' } });
  });

  it('needs a standing request', () => {
    expect(deletionDatePostponement({ state: 'dormant', currentDate: '2026-12-20' }, '2027-02-01', TODAY)).toMatchObject({ ok: false, error: { code: 'noDeletionRequest' } });
  });
});

describe('the legal hold', () => {
  it('is set on any account that still exists and released only while set', () => {
    for (const state of ['active', 'dormant', 'deletionRequested', 'deleted'] as const) {
      expect(legalHoldRefusal(state, 'set')).toBeNull();
      expect(legalHoldRefusal(state, 'release')).toBe('The account is not on legal hold.');
    }
    expect(legalHoldRefusal('onHold', 'set')).toBe('The account is already on legal hold.');
    expect(legalHoldRefusal('onHold', 'release')).toBeNull();
    expect(legalHoldRefusal('purged', 'set')).toMatch(/purged/);
  });
});

describe('the deletion privilege', () => {
  const change = { actorId: 1, userId: 2, holdsDeletePermission: true, mayDelete: true };

  it('is given to another staff member whose role may delete, and taken from anyone else', () => {
    expect(privilegeChange(change)).toEqual({ ok: true, value: true });
    expect(privilegeChange({ ...change, holdsDeletePermission: false, mayDelete: false })).toEqual({ ok: true, value: false });
  });

  it('is never one’s own, and never given to a role that may not delete', () => {
    expect(privilegeChange({ ...change, userId: 1 })).toMatchObject({ ok: false, error: { field: 'userId' } });
    expect(privilegeChange({ ...change, userId: 1, mayDelete: false })).toMatchObject({ ok: false, error: { field: 'userId' } });
    expect(privilegeChange({ ...change, holdsDeletePermission: false })).toMatchObject({ ok: false, error: { field: 'mayDelete' } });
  });
});

describe('the e-mail alerts', () => {
  it('are the four kinds, each described, kept once in their order and unknown ones dropped', () => {
    expect(RETENTION_ALERTS).toEqual(['accountDormant', 'deletionRequested', 'accountDeleted', 'purgeBlocked']);
    expect(RETENTION_ALERTS.every((alert) => RETENTION_ALERT_DESCRIPTIONS[alert].length > 10)).toBe(true);
    expect(normalizedAlerts(['purgeBlocked', 'gone', 'accountDormant', 'purgeBlocked'])).toEqual(['accountDormant', 'purgeBlocked']);
    expect(isRetentionAlert('accountDeleted')).toBe(true);
    expect(isRetentionAlert('toString')).toBe(false);
  });
});
