/** The life of a remote administration link: expiry, the states that take answers, the input defaults. */
import { DEFAULT_LINK_VALIDITY_DAYS, linkAcceptsAnswers, linkExpiry, linkStateAt, remoteLinkInputSchema } from '../../src/domain/remoteLink';

describe('linkStateAt', () => {
  const expiresAt = '2026-03-15T12:00:00.000Z';
  it('reads an open link past its expiry as expired, from the expiry instant on', () => {
    expect(linkStateAt({ state: 'sent', expiresAt }, new Date('2026-03-15T11:59:59.999Z'))).toBe('sent');
    expect(linkStateAt({ state: 'sent', expiresAt }, new Date(expiresAt))).toBe('expired');
    expect(linkStateAt({ state: 'inProgress', expiresAt }, new Date('2026-04-01T00:00:00Z'))).toBe('expired');
  });

  it('keeps completed and revoked links as they are', () => {
    expect(linkStateAt({ state: 'completed', expiresAt }, new Date('2026-04-01T00:00:00Z'))).toBe('completed');
    expect(linkStateAt({ state: 'revoked', expiresAt }, new Date('2026-04-01T00:00:00Z'))).toBe('revoked');
  });
});

describe('linkAcceptsAnswers', () => {
  it('takes answers only while sent, opened or in progress', () => {
    expect(['sent', 'opened', 'inProgress', 'completed', 'expired', 'revoked'].filter((state) => linkAcceptsAnswers(state as never))).toEqual(['sent', 'opened', 'inProgress']);
  });
});

describe('link input', () => {
  it('defaults to the examinee, US English and the default validity, and refuses more than 90 days', async () => {
    expect(remoteLinkInputSchema.cast({})).toEqual({ respondent: 'examinee', locale: 'en_us', validForDays: DEFAULT_LINK_VALIDITY_DAYS });
    await expect(remoteLinkInputSchema.validate({ validForDays: 91 })).rejects.toThrow('at most 90 days');
    expect(linkExpiry(new Date('2026-03-01T10:00:00Z'), 14)).toBe('2026-03-15T10:00:00.000Z');
  });
});
