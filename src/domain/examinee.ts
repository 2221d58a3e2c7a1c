/**
 * Examinees: the people assessed. Records belong to one account.
 */
import * as yup from 'yup';
import { isIsoDate, type IsoDate } from './dates';

/** Sex as recorded for norm comparison groups. */
export const SEXES = ['female', 'male', 'other', 'unspecified'] as const;
/** One value of {@link SEXES}. */
export type Sex = (typeof SEXES)[number];

/** What a user enters for an examinee. */
export interface ExamineeInput {
  /** The account's own id for the examinee (a student number, a chart number); unique within the account. */
  examineeId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  birthDate: IsoDate;
  sex: Sex;
  email: string;
  customField1: string;
  customField2: string;
  customField3: string;
  customField4: string;
}

/**
 * A stored examinee record. Its birth date may be unknown (`null`) when the record came from an
 * import without one (a roster file); entering the record by hand always gives one.
 */
export interface Examinee extends Omit<ExamineeInput, 'birthDate'> {
  birthDate: IsoDate | null;
  /** The platform's id of the record. */
  id: number;
  accountId: number;
  createdAt: string;
  updatedAt: string;
}

/** Maximum lengths of examinee text fields (characters). */
export const EXAMINEE_LIMITS = { examineeId: 50, name: 100, email: 254, customField: 200 } as const;

const optionalText = (max: number) => yup.string().trim().max(max, `Must be at most ${max} characters.`).default('');

/**
 * yup schema of {@link ExamineeInput}; shared by the SPA form and the server.
 * Pass `{ context: { today: 'YYYY-MM-DD' } }` to reject birth dates in the future.
 */
export const examineeInputSchema = yup.object({
  examineeId: yup
    .string()
    .trim()
    .required('Enter an examinee id.')
    .max(EXAMINEE_LIMITS.examineeId, `Must be at most ${EXAMINEE_LIMITS.examineeId} characters.`)
    .matches(/^[\p{L}\p{N}._\-/ ]+$/u, { message: 'Use letters, digits, spaces and . _ - / only.', excludeEmptyString: true }),
  firstName: yup.string().trim().required('Enter a first name.').max(EXAMINEE_LIMITS.name),
  middleName: optionalText(EXAMINEE_LIMITS.name),
  lastName: yup.string().trim().required('Enter a last name.').max(EXAMINEE_LIMITS.name),
  birthDate: yup
    .string()
    .required('Enter a date of birth.')
    .test('iso-date', 'Enter a real date as YYYY-MM-DD.', (value) => !value || isIsoDate(value))
    .test('not-future', 'The date of birth cannot be in the future.', function notFuture(value) {
      const today = (this.options.context as { today?: string } | undefined)?.today;
      return !value || !today || value <= today;
    })
    .test('not-ancient', 'The date of birth must be after 1900-01-01.', (value) => !value || value >= '1900-01-01'),
  sex: yup.mixed<Sex>().oneOf([...SEXES], 'Choose female, male, other or unspecified.').required('Choose a sex.'),
  email: yup.string().trim().email('Enter a valid e-mail address.').max(EXAMINEE_LIMITS.email).default(''),
  customField1: optionalText(EXAMINEE_LIMITS.customField),
  customField2: optionalText(EXAMINEE_LIMITS.customField),
  customField3: optionalText(EXAMINEE_LIMITS.customField),
  customField4: optionalText(EXAMINEE_LIMITS.customField),
});

/** The full name of an examinee as printed on screens and reports ("Last, First Middle"). */
export function examineeDisplayName(examinee: Pick<ExamineeInput, 'firstName' | 'middleName' | 'lastName'>): string {
  const given = [examinee.firstName, examinee.middleName].filter((part) => part.trim() !== '').join(' ');
  return `${examinee.lastName}, ${given}`;
}

/** The fields of an empty examinee form. */
export const EMPTY_EXAMINEE: ExamineeInput = {
  examineeId: '',
  firstName: '',
  middleName: '',
  lastName: '',
  birthDate: '',
  sex: 'unspecified',
  email: '',
  customField1: '',
  customField2: '',
  customField3: '',
  customField4: '',
};
