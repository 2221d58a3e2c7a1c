/**
 * The stated-reason rule's words (core/i18n/useReasonError.ts): one message per problem of the
 * domain's rule, with its limit, in every language.
 */
import { createIntl } from 'react-intl';
import { reasonErrorText } from '../../src/app/core/i18n/useReasonError';
import { SUPPORTED_LOCALES } from '../../src/domain/locale';
import { STAFF_REASON_LIMITS } from '../../src/domain/staffReason';
import { CATALOGUES } from './support/catalogues';

const intlIn = (locale: (typeof SUPPORTED_LOCALES)[number]) => createIntl({ locale: locale.replace('_', '-'), messages: CATALOGUES[locale], onError: (error) => { throw error; } });

describe('reasonErrorText', () => {
  it('says nothing of a reason that keeps the rule', () => {
    expect(reasonErrorText(intlIn('en_us'), '  Ticket 4711: the customer asked  ')).toBeUndefined();
  });

  it('says which part of the rule a reason breaks, with its limit', () => {
    const intl = intlIn('en_us');
    expect(reasonErrorText(intl, '   ')).toBe('State the reason.');
    expect(reasonErrorText(intl, 'too short')).toBe(`State the reason in at least ${STAFF_REASON_LIMITS.min} characters.`);
    expect(reasonErrorText(intl, 'x'.repeat(STAFF_REASON_LIMITS.max + 1))).toBe(`State the reason in at most ${STAFF_REASON_LIMITS.max} characters.`);
  });

  it.each(SUPPORTED_LOCALES)('has its own words in %s, with the limits filled in', (locale) => {
    const intl = intlIn(locale);
    const tooShort = reasonErrorText(intl, 'short');
    const tooLong = reasonErrorText(intl, 'x'.repeat(STAFF_REASON_LIMITS.max + 1));
    expect(tooShort).toContain(String(STAFF_REASON_LIMITS.min));
    expect(tooLong).toContain(String(STAFF_REASON_LIMITS.max));
    expect(new Set([reasonErrorText(intl, ''), tooShort, tooLong]).size).toBe(3);
    if (!locale.startsWith('en_')) expect(reasonErrorText(intl, '')).not.toBe('State the reason.');
  });
});
