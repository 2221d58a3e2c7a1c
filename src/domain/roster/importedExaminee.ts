/**
 * One examinee as an import brings it (issue #19 "Imports and exports"): the fields of a row, any
 * of which but the id and the names may be absent (a roster file has no custom fields; a
 * district's file may lack a birth date), validated like a record typed in by hand
 * (`examineeInputSchema` of domain/examinee.ts) except that the birth date is optional.
 */
import * as yup from 'yup';
import { isIsoDate, type IsoDate } from '../dates';
import { type ExamineeInput, examineeInputSchema, SEXES, type Sex } from '../examinee';

/** The examinee fields an import can bring. */
export const IMPORT_FIELDS = [
  'examineeId',
  'firstName',
  'middleName',
  'lastName',
  'birthDate',
  'sex',
  'email',
  'customField1',
  'customField2',
  'customField3',
  'customField4',
] as const satisfies readonly (keyof ExamineeInput)[];
/** One of {@link IMPORT_FIELDS}. */
export type ImportField = (typeof IMPORT_FIELDS)[number];

/**
 * An examinee as a row of an import gives it. A field left `undefined` is not in the file: an
 * update leaves it as it is, a new record takes its empty value (no birth date, sex `unspecified`).
 */
export interface ImportedExaminee {
  examineeId: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  birthDate?: IsoDate | null;
  sex?: Sex;
  email?: string;
  customField1?: string;
  customField2?: string;
  customField3?: string;
  customField4?: string;
}

/** A row of an import: where it is (file, line from 1 with the header line 1) and what it brings. */
export interface ImportRow {
  file: string;
  line: number;
  /** The person's id in the school's information system (OneRoster `sourcedId`); `null` in an examinee CSV. */
  sourcedId: string | null;
  examinee: ImportedExaminee;
}

/** A row that cannot be imported: where, and why (the rule's message). */
export interface ImportIssue {
  file: string;
  line: number;
  reason: string;
}

/** The import's row schema: the examinee schema, birth date optional (a roster may not carry one). */
const importedExamineeSchema = examineeInputSchema.shape({
  birthDate: yup
    .string()
    .optional()
    .test('iso-date', 'Enter a real date as YYYY-MM-DD.', (value) => !value || isIsoDate(value))
    .test('not-future', 'The date of birth cannot be in the future.', function notFuture(value) {
      const today = (this.options.context as { today?: string } | undefined)?.today;
      return !value || !today || value <= today;
    })
    .test('not-ancient', 'The date of birth must be after 1900-01-01.', (value) => !value || value >= '1900-01-01'),
  sex: yup.mixed<Sex>().oneOf([...SEXES], 'Choose female, male, other or unspecified.').optional(),
});

/**
 * Reads a sex as files write it: `female`/`male`/`other`/`unspecified`, any case, or the usual
 * one-letter codes (`F`, `M`, `O`, `U`, OneRoster 1.1 and most student information systems);
 * `undefined` for an empty value, the text itself (which then fails validation) otherwise.
 */
export function readSex(text: string | undefined): string | undefined {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '') return undefined;
  const codes: Record<string, Sex> = { f: 'female', m: 'male', o: 'other', u: 'unspecified', x: 'other' };
  return codes[value] ?? value;
}

/**
 * Validates a row of an import, trimming its text.
 * @param today the server's date (YYYY-MM-DD): a birth date after it is an error.
 * @returns the cleaned examinee, or the reasons it cannot be imported (one per bad field, `field: message`).
 */
export function validateImportedExaminee(examinee: ImportedExaminee, today: IsoDate): { ok: true; examinee: ImportedExaminee } | { ok: false; reasons: string[] } {
  const present = Object.fromEntries(Object.entries(examinee).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  try {
    const valid = importedExamineeSchema.validateSync(present, { abortEarly: false, stripUnknown: true, context: { today } });
    const cleaned: ImportedExaminee = { examineeId: valid.examineeId, firstName: valid.firstName, lastName: valid.lastName };
    for (const field of IMPORT_FIELDS) {
      if (field === 'examineeId' || field === 'firstName' || field === 'lastName') continue;
      if (examinee[field] === undefined) continue;
      const value = (valid as Record<string, unknown>)[field];
      (cleaned as unknown as Record<string, unknown>)[field] = field === 'birthDate' ? (value === undefined || value === '' ? null : value) : (value ?? '');
    }
    return { ok: true, examinee: cleaned };
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      return { ok: false, reasons: error.inner.length > 0 ? error.inner.map((inner) => `${inner.path ?? ''}: ${inner.message}`) : [error.message] };
    }
    throw error;
  }
}
