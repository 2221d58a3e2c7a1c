/** The assessment tracker's status-update rules (domain/trackerActions.ts). */
import { expireRefusal, type ReopenFacts, reopenLink, reopenRefusal, resolveRefusal } from '../../src/domain/trackerActions';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const LATER = '2026-11-27T12:00:00.000Z';
const EARLIER = '2026-11-19T12:00:00.000Z';

const submitted = (overrides: Partial<ReopenFacts> = {}): ReopenFacts => ({
  status: 'scored',
  deleted: false,
  reportCount: 0,
  links: [{ id: 3, kind: 'remote', state: 'completed', expiresAt: LATER }],
  ...overrides,
});

describe('reopenRefusal', () => {
  it('opens a submitted (scored or complete) remote assessment whose link has not expired', () => {
    expect(reopenRefusal(submitted(), NOW)).toBeNull();
    expect(reopenRefusal(submitted({ status: 'complete' }), NOW)).toBeNull();
  });

  it('refuses a deleted one, one not submitted, one without a remote link, one with a report, one whose link expired or was revoked', () => {
    expect(reopenRefusal(submitted({ deleted: true }), NOW)).toBe('This assessment is deleted; it cannot be reopened.');
    expect(reopenRefusal(submitted({ status: 'inProgress' }), NOW)).toBe('Only a submitted assessment can be reopened.');
    expect(reopenRefusal(submitted({ links: [{ id: 3, kind: 'inPerson', state: 'completed', expiresAt: LATER }] }), NOW)).toBe('Only an assessment answered through a remote link can be reopened.');
    expect(reopenRefusal(submitted({ reportCount: 1 }), NOW)).toBe('A report was generated on this assessment; it cannot be reopened.');
    const closed = 'The link of this assessment has expired or was revoked; the examiner can send a new link instead.';
    expect(reopenRefusal(submitted({ links: [{ id: 3, kind: 'remote', state: 'completed', expiresAt: EARLIER }] }), NOW)).toBe(closed);
    expect(reopenRefusal(submitted({ links: [{ id: 3, kind: 'remote', state: 'revoked', expiresAt: LATER }] }), NOW)).toBe(closed);
  });

  it('answers through the newest remote link', () => {
    const links = [
      { id: 3, kind: 'remote', state: 'revoked', expiresAt: LATER },
      { id: 8, kind: 'remote', state: 'completed', expiresAt: LATER },
      { id: 9, kind: 'inPerson', state: 'completed', expiresAt: LATER },
    ] as const;
    expect(reopenLink(links)?.id).toBe(8);
    expect(reopenRefusal(submitted({ links }), NOW)).toBeNull();
  });
});

describe('expireRefusal', () => {
  it('expires only a link that could still be answered', () => {
    for (const state of ['sent', 'opened', 'inProgress'] as const) expect(expireRefusal({ state, expiresAt: LATER }, NOW)).toBeNull();
    for (const state of ['completed', 'revoked', 'expired'] as const) expect(expireRefusal({ state, expiresAt: LATER }, NOW)).not.toBeNull();
    expect(expireRefusal({ state: 'sent', expiresAt: EARLIER }, NOW)).toBe('This link is already completed, expired or revoked.');
  });
});

describe('resolveRefusal', () => {
  it('resolves a failed delivery once', () => {
    expect(resolveRefusal({ state: 'failed', resolvedAt: null })).toBeNull();
    expect(resolveRefusal({ state: 'failed', resolvedAt: EARLIER })).toBe('This e-mail’s failed delivery is already marked resolved.');
    for (const state of ['queued', 'sending', 'retrying', 'sent'] as const) expect(resolveRefusal({ state, resolvedAt: null })).toBe('Only an e-mail whose delivery failed can be marked resolved.');
  });
});
