/** The life of a remote administration link: expiry, the states that take answers, the input defaults. */
import { startOfDayIn } from '../../src/domain/format/instantFormat';
import { DEFAULT_LINK_VALIDITY_DAYS, linkAcceptsAnswers, linkExpiry, linkExpiryFrom, linkStateAt, remoteLinkInputSchema } from '../../src/domain/remoteLink';

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
  });
});

describe('link expiry', () => {
  it('is the last moment of the last day, in the sender\'s time zone, whatever the hour of sending', () => {
    expect(linkExpiry(new Date('2026-03-01T10:00:00Z'), 14, 'UTC')).toBe('2026-03-15T23:59:59.999Z');
    expect(linkExpiry(new Date('2026-03-01T00:00:01Z'), 14, 'UTC')).toBe('2026-03-15T23:59:59.999Z');
    // 23:30 UTC is already 2 March in Berlin: 14 days from there, to midnight Berlin time (CET, UTC+1).
    expect(linkExpiry(new Date('2026-03-01T23:30:00Z'), 14, 'Europe/Berlin')).toBe('2026-03-16T22:59:59.999Z');
    // New York moves to daylight time on 8 March 2026: the end of 15 March is 03:59:59.999 UTC the next day.
    expect(linkExpiry(new Date('2026-03-01T15:00:00Z'), 14, 'America/New_York')).toBe('2026-03-16T03:59:59.999Z');
    expect(linkExpiry(new Date('2026-03-01T10:00:00Z'), 1, 'Not/AZone')).toBe('2026-03-02T23:59:59.999Z');
  });

  it('is the same from the calendar day alone, as the e-mail preview computes it', () => {
    expect(linkExpiryFrom('2026-11-25', 7, 'Europe/Berlin')).toBe('2026-12-02T22:59:59.999Z');
    expect(linkExpiry(new Date('2026-11-25T08:12:45Z'), 7, 'Europe/Berlin')).toBe(linkExpiryFrom('2026-11-25', 7, 'Europe/Berlin'));
  });
});

describe('startOfDayIn', () => {
  it('finds midnight on the zone\'s wall clock, across daylight-saving changes', () => {
    expect(startOfDayIn('2026-07-01', 'Europe/Berlin')).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfDayIn('2026-01-01', 'Australia/Sydney')).toBe('2025-12-31T13:00:00.000Z');
    expect(startOfDayIn('2026-03-29', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayIn('2026-03-30', 'Europe/Berlin')).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDayIn('2026-02-30', 'UTC')).toBeNull();
  });
});
