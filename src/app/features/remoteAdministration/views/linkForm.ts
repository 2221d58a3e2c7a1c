/** The values of the link forms as typed, and their conversion to what the contract takes. */
import { isLocale, type Locale } from '../../../../domain/locale';
import { LINK_RESPONDENTS, type LinkRespondent, type RemoteLinkInput } from '../../../../domain/remoteLink';

/** The schemas' own message for days that are not a whole number. */
export const WHOLE_DAYS_MESSAGE = 'Enter whole days.';

const isRespondent = (value: string): value is LinkRespondent => (LINK_RESPONDENTS as readonly string[]).includes(value);

/** Days as typed, as a number; `null` when the text is not a whole number (the field says "Enter whole days."). */
export const parseDays = (text: number | string): number | null => {
  const trimmed = String(text).trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
};

/** The typed choices as the contract's input; fields not valid yet fall back so the schema reports them. */
export function linkInputOf(values: { respondent: string; locale: string; validForDays: number | string }, fallbackLocale: Locale): RemoteLinkInput {
  return {
    respondent: isRespondent(values.respondent) ? values.respondent : 'examinee',
    locale: isLocale(values.locale) ? values.locale : fallbackLocale,
    validForDays: parseDays(values.validForDays) ?? Number.NaN,
  };
}

/**
 * Errors of a link form by field: the shared schema's, with days checked as typed first (a
 * number field's text may be empty or "2.5", which the schema would only call "not a number").
 */
export function linkFormErrors<V extends { validForDays: number | string }>(validate: (values: V) => Record<string, string>, values: V): Record<string, string> {
  const days = parseDays(values.validForDays);
  const errors = validate({ ...values, validForDays: days ?? 1 });
  return days === null ? { ...errors, validForDays: WHOLE_DAYS_MESSAGE } : errors;
}
