/**
 * The account's words for examinee, examiner and the custom fields (spec §3) as message
 * arguments. An account that kept a default label gets the UI language's word for it; a renamed
 * label is shown as the account wrote it.
 */
import { type AccountLabels, DEFAULT_ACCOUNT_LABELS } from '../../../domain/identity';
import type { Locale } from '../../../domain/locale';
import type { MessageId } from './messageId';

/** The ICU arguments every message naming an examinee, examiner or custom field may use. */
// A type, not an interface: react-intl takes it as message values only with an implicit index signature.
export type AccountTerms = {
  examinee: string;
  examinees: string;
  examineeLower: string;
  examineesLower: string;
  examiner: string;
  customField1: string;
  customField2: string;
  customField3: string;
  customField4: string;
};

/** "Examinee" in the middle of a sentence: "new examinee". Only the first letter is lowered, so "IEP student" stays. */
export const inSentence = (label: string): string => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

/** The English plural of a label ("Students"); other languages keep an account's own word as written. */
export const englishPlural = (label: string): string => (/s$/i.test(label) ? label : `${label}s`);

/** German capitalises every noun, so a label keeps its capital in mid-sentence. */
const keepsCapitals = (locale: Locale): boolean => locale === 'de_de';

/**
 * The terms of an account in a locale.
 * @param translate the catalogue's text of a message id (the `terms.*` defaults).
 */
export function accountTerms(labels: AccountLabels, locale: Locale, translate: (id: MessageId) => string): AccountTerms {
  const isDefault = (key: keyof AccountLabels) => labels[key] === DEFAULT_ACCOUNT_LABELS[key];
  const own = labels.examinee;
  const ownPlural = locale.startsWith('en') ? englishPlural(own) : own;
  const lower = (text: string) => (keepsCapitals(locale) ? text : inSentence(text));
  const field = (key: 'customField1' | 'customField2' | 'customField3' | 'customField4') => (isDefault(key) ? translate(`terms.${key}`) : labels[key]);
  return {
    examinee: isDefault('examinee') ? translate('terms.examinee') : own,
    examinees: isDefault('examinee') ? translate('terms.examinees') : ownPlural,
    examineeLower: isDefault('examinee') ? translate('terms.examineeLower') : lower(own),
    examineesLower: isDefault('examinee') ? translate('terms.examineesLower') : lower(ownPlural),
    examiner: isDefault('examiner') ? translate('terms.examiner') : labels.examiner,
    customField1: field('customField1'),
    customField2: field('customField2'),
    customField3: field('customField3'),
    customField4: field('customField4'),
  };
}
