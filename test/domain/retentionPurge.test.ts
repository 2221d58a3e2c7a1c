import { isOpenAccessRequest, isPurgeDue, purgeCause, type ExportFacts } from '../../src/domain/retention/accountPurge';
import { DEFAULT_RETENTION_POLICY } from '../../src/domain/retention/retentionPolicy';

const policy = DEFAULT_RETENTION_POLICY;
const now = new Date('2026-11-26T12:00:00.000Z');
const request: ExportFacts = { kind: 'accessRequest', status: 'pending', downloadedAt: null, expiresAt: null };

describe('an open access request', () => {
  it('is one being built, or ready and neither downloaded nor expired', () => {
    expect(isOpenAccessRequest(request, now)).toBe(true);
    expect(isOpenAccessRequest({ ...request, status: 'ready', expiresAt: new Date('2026-11-26T12:00:01.000Z') }, now)).toBe(true);
    expect(isOpenAccessRequest({ ...request, status: 'ready' }, now)).toBe(true);
  });

  it('is closed once downloaded, expired (at its expiry instant) or failed', () => {
    expect(isOpenAccessRequest({ ...request, status: 'ready', downloadedAt: now }, now)).toBe(false);
    expect(isOpenAccessRequest({ ...request, status: 'ready', expiresAt: now }, now)).toBe(false);
    expect(isOpenAccessRequest({ ...request, status: 'failed' }, now)).toBe(false);
  });

  it('is never a staff export or the one made before deletion', () => {
    expect(isOpenAccessRequest({ ...request, kind: 'staff' }, now)).toBe(false);
    expect(isOpenAccessRequest({ ...request, kind: 'beforeDeletion' }, now)).toBe(false);
  });
});

describe('the purge date', () => {
  it('comes recoveryDays after the UTC day of the deletion, whatever its hour', () => {
    const deleted = new Date('2026-10-27T23:59:00.000Z');
    expect(isPurgeDue(deleted, new Date('2026-11-25T23:59:59.000Z'), policy)).toBe(false);
    expect(isPurgeDue(deleted, new Date('2026-11-26T00:00:00.000Z'), policy)).toBe(true);
    expect(isPurgeDue(deleted, new Date('2027-01-01T00:00:00.000Z'), policy)).toBe(true);
    expect(isPurgeDue(deleted, now, { ...policy, recoveryDays: 31 })).toBe(false);
  });
});

describe('the cause of a purge', () => {
  const facts = { deletedBy: null, selfDeletionRequestedAt: null, dllAccount: false };
  it('is staff when a staff member deleted it, else the deletion request, else dormancy', () => {
    expect(purgeCause({ ...facts, deletedBy: 7, selfDeletionRequestedAt: now, dllAccount: true })).toBe('staff');
    expect(purgeCause({ ...facts, selfDeletionRequestedAt: now, dllAccount: true })).toBe('selfDeletion');
    expect(purgeCause({ ...facts, dllAccount: true })).toBe('dormant');
    expect(purgeCause(facts)).toBe('staff');
  });
});
