/**
 * Account terms in each language, and the shared schemas' validation messages mapped to the
 * catalogue so a form can show them in the UI language.
 */
import { createIntl } from 'react-intl';
import { ValidationError } from 'yup';
import { accountTerms } from '../../src/app/core/i18n/accountTerms';
import { CATALOGUES } from './support/catalogues';
import { EN_US as OSA_EN_US } from '../../src/osa/core/i18n/messages/en_us';
import { REPORT_EN_US } from '../../src/server/reports/i18n/en_us';
import { PERMISSION_DESCRIPTIONS, ROLE_TITLES } from '../../src/domain/permissions';
import { errorText } from '../../src/app/core/i18n/errorText';
import { validationMessageId } from '../../src/app/core/i18n/fieldErrors';
import { ERROR_MESSAGES } from '../../src/client/appError';
import type { MessageId } from '../../src/app/core/i18n/messageId';
import { DUPLICATE_ID_MESSAGE } from '../../src/app/features/examinees/examineesSaga';
import { assessmentCreateSchema } from '../../src/domain/assessment';
import { examineeInputSchema } from '../../src/domain/examinee';
import { DEFAULT_ACCOUNT_LABELS } from '../../src/domain/identity';
import { PROBLEMS } from '../../src/contract/problem';
import { bcp47, type Locale } from '../../src/domain/locale';

const translate = (locale: Locale) => (id: MessageId) => CATALOGUES[locale][id];

describe('English messages with account labels', () => {
  it('never put "a" or "an" before a label, which an account may rename ("an student")', () => {
    const english = (['en_us', 'en_gb'] as const).flatMap((locale) => Object.entries(CATALOGUES[locale]));
    const articled = english.filter(([, text]) => /\b(a|an)\s+\{(examinee|examiner|customField)/i.test(text)).map(([id]) => id);
    expect(articled).toEqual([]);
  });
});

describe('US English spelling', () => {
  it('says "license", never "licence", in every US English text the platform shows or prints', () => {
    const texts = [...Object.values(CATALOGUES.en_us), ...Object.values(OSA_EN_US), ...Object.values(REPORT_EN_US), ...Object.values(PERMISSION_DESCRIPTIONS), ...Object.values(ROLE_TITLES)];
    expect(texts.filter((text) => /licence/i.test(text))).toEqual([]);
    // The British catalogue keeps its own spelling.
    expect(Object.values(CATALOGUES.en_gb).some((text) => /licence/i.test(text))).toBe(true);
  });
});

describe('accountTerms', () => {
  it('translates the default labels', () => {
    expect(accountTerms(DEFAULT_ACCOUNT_LABELS, 'de_de', translate('de_de'))).toMatchObject({
      examinee: 'Testperson',
      examinees: 'Testpersonen',
      examiner: 'Testleitung',
      customField1: 'Benutzerdefiniertes Feld 1',
    });
    expect(accountTerms(DEFAULT_ACCOUNT_LABELS, 'en_us', translate('en_us'))).toMatchObject({ examinees: 'Examinees', examineeLower: 'examinee' });
  });

  it('keeps renamed labels: English plural and sentence case in English, as written in German', () => {
    const labels = { ...DEFAULT_ACCOUNT_LABELS, examinee: 'Student', examiner: 'Teacher', customField2: 'Grade' };
    expect(accountTerms(labels, 'en_gb', translate('en_gb'))).toMatchObject({
      examinee: 'Student',
      examinees: 'Students',
      examineeLower: 'student',
      examineesLower: 'students',
      examiner: 'Teacher',
      customField2: 'Grade',
      customField3: 'Custom field 3',
    });
    expect(accountTerms(labels, 'de_de', translate('de_de'))).toMatchObject({ examinees: 'Student', examineeLower: 'Student', customField3: 'Benutzerdefiniertes Feld 3' });
    expect(accountTerms({ ...labels, examinee: 'IEP student' }, 'sv_se', translate('sv_se')).examineeLower).toBe('IEP student');
  });
});

/** Every message a schema answers for the given values. */
function messagesOf(validate: () => unknown): string[] {
  try {
    validate();
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.map((inner) => inner.message);
  }
}

describe('validation messages', () => {
  it('map every message of the shared schemas to a catalogue message', () => {
    const today = { context: { today: '2024-05-01' }, abortEarly: false };
    const messages = [
      ...messagesOf(() => examineeInputSchema.validateSync({}, today)),
      ...messagesOf(() =>
        examineeInputSchema.validateSync(
          { examineeId: 'x'.repeat(51), firstName: 'y'.repeat(101), lastName: 'L', birthDate: '2030-01-01', sex: 'x', email: 'nope', middleName: 'z'.repeat(101) },
          today,
        ),
      ),
      ...messagesOf(() => examineeInputSchema.validateSync({ examineeId: '#', firstName: 'F', lastName: 'L', birthDate: '1800-02-30', sex: 'male' }, today)),
      ...messagesOf(() => examineeInputSchema.validateSync({ examineeId: 'A', firstName: 'F', lastName: 'L', birthDate: '1800-01-01', sex: 'male' }, today)),
      ...messagesOf(() => assessmentCreateSchema.validateSync({}, today)),
      ...messagesOf(() => assessmentCreateSchema.validateSync({ examineeRecordId: 1, productId: 'p', examinerId: 1, administrationDate: '2030-01-01' }, today)),
      DUPLICATE_ID_MESSAGE,
    ];
    expect(messages.length).toBeGreaterThan(15);
    expect(messages.filter((message) => validationMessageId(message) === null)).toEqual([]);
    expect(validationMessageId('firstName must be at most 100 characters')).toEqual({ id: 'validation.maxLength', values: { max: '100' } });
  });
});

describe('errorText', () => {
  const intlOf = (locale: Locale) => createIntl({ locale: bcp47(locale), messages: CATALOGUES[locale] });

  it('has the problem titles of the contract as its en_us messages', () => {
    for (const [code, { title }] of Object.entries(PROBLEMS)) expect(CATALOGUES.en_us[`error.${code}` as MessageId]).toBe(title);
    expect(CATALOGUES.en_us['error.network']).toBe(ERROR_MESSAGES.network);
    expect(CATALOGUES.en_us['error.unexpected']).toBe(ERROR_MESSAGES.unexpected);
  });

  it('keeps the server detail in English and says the code in other languages', () => {
    const notFound = { code: 'notFound', message: 'The examinee was not found.' };
    expect(errorText(intlOf('en_gb'), notFound)).toBe('The examinee was not found.');
    expect(errorText(intlOf('de_de'), notFound)).toBe('Nicht gefunden.');
    expect(errorText(intlOf('sv_se'), { code: 'network', message: ERROR_MESSAGES.network })).toBe('Tjänsten kunde inte nås. Kontrollera anslutningen och försök igen.');
    expect(errorText(intlOf('de_de'), { code: 'localTokenMissing', message: 'As it came.' })).toBe('As it came.');
  });
});
