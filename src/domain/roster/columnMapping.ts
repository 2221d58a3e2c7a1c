/**
 * The column mapping of an examinee CSV import (issue #19): which column of the user's file holds
 * which examinee field. The user chooses it (a guess from the headers is offered) and it is saved
 * for the account, to be offered again next time.
 */
import * as yup from 'yup';
import { IMPORT_FIELDS, type ImportField, type ImportRow, readSex } from './importedExaminee';

/** Field → the header of the column holding it; a field not mapped is not imported. */
export type ColumnMapping = Partial<Record<ImportField, string>>;

/** The fields every mapping must name (the record cannot be made without them). */
export const REQUIRED_MAPPED_FIELDS = ['examineeId', 'firstName', 'lastName'] as const satisfies readonly ImportField[];

/** The examinee CSV file name rows are reported under. */
export const EXAMINEE_CSV_FILE = 'examinees.csv';

/** Headers each field is guessed from, compared lower-case with spaces, `_` and `-` removed. */
const SYNONYMS: Record<ImportField, readonly string[]> = {
  examineeId: ['examineeid', 'id', 'studentid', 'studentnumber', 'identifier', 'pupilid', 'clientid', 'chartnumber'],
  firstName: ['firstname', 'givenname', 'first', 'forename'],
  middleName: ['middlename', 'middle', 'middleinitial'],
  lastName: ['lastname', 'familyname', 'surname', 'last'],
  birthDate: ['birthdate', 'dateofbirth', 'dob', 'birthday'],
  sex: ['sex', 'gender'],
  email: ['email', 'emailaddress', 'mail'],
  customField1: ['customfield1', 'class', 'classroom'],
  customField2: ['customfield2'],
  customField3: ['customfield3'],
  customField4: ['customfield4'],
};

const normalized = (header: string): string => header.trim().toLowerCase().replace(/[\s_\-.]/g, '');

/** A mapping guessed from a file's headers: each field takes the first header that names it. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<string>();
  for (const field of IMPORT_FIELDS) {
    const header = headers.find((candidate) => !taken.has(candidate) && SYNONYMS[field].includes(normalized(candidate)));
    if (header !== undefined) {
      mapping[field] = header;
      taken.add(header);
    }
  }
  return mapping;
}

/**
 * A saved mapping offered for a file: the saved one when every column it names is in the file,
 * else the guess from the headers.
 */
export function offeredMapping(saved: ColumnMapping | null, headers: readonly string[]): ColumnMapping {
  if (saved && Object.values(saved).every((header) => header === undefined || headers.includes(header))) return saved;
  return guessMapping(headers);
}

/**
 * What is wrong with a mapping for a file with `headers`: a required field not mapped, a column
 * the file lacks, one column mapped twice. Empty when it can be used.
 */
export function mappingProblems(mapping: ColumnMapping, headers: readonly string[]): string[] {
  const problems: string[] = [];
  for (const field of REQUIRED_MAPPED_FIELDS) if (!mapping[field]) problems.push(`${field}: Choose the column that holds it.`);
  const used = new Map<string, ImportField>();
  for (const field of IMPORT_FIELDS) {
    const header = mapping[field];
    if (!header) continue;
    if (!headers.includes(header)) problems.push(`${field}: The file has no column ${header}.`);
    const other = used.get(header);
    if (other) problems.push(`${field}: The column ${header} is already mapped to ${other}.`);
    used.set(header, field);
  }
  return problems;
}

/** A CSV record (header → value) at `line` as an import row through `mapping`. */
export function rowThroughMapping(record: Readonly<Record<string, string | undefined>>, mapping: ColumnMapping, line: number): ImportRow {
  const value = (field: ImportField): string | undefined => {
    const header = mapping[field];
    return header === undefined ? undefined : (record[header] ?? '').trim();
  };
  const examinee: ImportRow['examinee'] = { examineeId: value('examineeId') ?? '', firstName: value('firstName') ?? '', lastName: value('lastName') ?? '' };
  for (const field of IMPORT_FIELDS) {
    if (field === 'examineeId' || field === 'firstName' || field === 'lastName') continue;
    const raw = value(field);
    if (raw === undefined) continue;
    if (field === 'birthDate') examinee.birthDate = raw === '' ? null : raw;
    else if (field === 'sex') {
      const sex = readSex(raw);
      if (sex !== undefined) (examinee as unknown as Record<string, unknown>)['sex'] = sex;
    } else examinee[field] = raw;
  }
  return { file: EXAMINEE_CSV_FILE, line, sourcedId: null, examinee };
}

/** yup schema of a {@link ColumnMapping} as a request carries it. */
export const columnMappingSchema = yup
  .object(Object.fromEntries(IMPORT_FIELDS.map((field) => [field, yup.string().trim().max(200)])) as Record<ImportField, yup.StringSchema<string | undefined>>)
  .noUnknown('Map only examinee fields.')
  .default(undefined);
