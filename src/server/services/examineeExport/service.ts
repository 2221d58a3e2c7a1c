/**
 * The CSV export of the examinee list and of a group (assessment.exportExaminees, issue #19). The
 * rows are what the caller's list shows: the repositories run in the caller's transaction, so the
 * legitimate interest (migration 0028) narrows the export as it narrows the list. The header row
 * names the columns in the caller's language with the account's labels (spec §3: the account's
 * words for examinee and the custom fields).
 */
import type { ExamineeExportQuery } from '../../../contract/services/examineeExport';
import { type AccountLabels, DEFAULT_ACCOUNT_LABELS } from '../../../domain/identity';
import type { Locale } from '../../../domain/locale';
import type { Repositories } from '../../db/repositories';
import type { ExportedExaminee } from '../../db/repositories/examineeExport';
import type { FileAnswer } from '../../http/operationHandler';
import { notFound } from '../../http/problems';
import { type CsvColumn, csvFile } from '../accountExports/csv';
import { EXPORT_TEXT } from './exportText';

const CUSTOM_FIELDS = ['customField1', 'customField2', 'customField3', 'customField4'] as const;

/** "Examinee" in mid-sentence: only a leading capital followed by a small letter is lowered ("IEP student" stays). */
const inSentence = (label: string, locale: Locale): string =>
  locale === 'de_de' || !/^[A-Z\u00C0-\u00DE][a-z\u00DF-\u00FF]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

/**
 * The columns of the export in `locale`, headed by the account's `labels` where it renamed them.
 * @param labels the account's labels (an older account may lack some: the defaults fill them).
 */
export function exportColumns(labels: Partial<AccountLabels>, locale: Locale): CsvColumn<ExportedExaminee>[] {
  const text = EXPORT_TEXT[locale];
  const label = (key: keyof AccountLabels): string | null => {
    const own = labels[key];
    return own !== undefined && own !== '' && own !== DEFAULT_ACCOUNT_LABELS[key] ? own : null;
  };
  const examinee = label('examinee');
  return [
    { header: text.examineeId(examinee ?? text.examinee, examinee === null ? text.examineeLower : inSentence(examinee, locale)), value: (row) => row.examineeId },
    { header: text.firstName, value: (row) => row.firstName },
    { header: text.middleName, value: (row) => row.middleName },
    { header: text.lastName, value: (row) => row.lastName },
    { header: text.birthDate, value: (row) => row.birthDate },
    { header: text.sex, value: (row) => row.sex },
    { header: text.email, value: (row) => row.email },
    ...CUSTOM_FIELDS.map((key, index) => ({ header: label(key) ?? text.customField(index + 1), value: (row: ExportedExaminee) => row[key] })),
  ];
}

/**
 * The CSV file of the examinees the caller sees, narrowed by `query`.
 * @param now the instant in the file's name (its UTC date).
 * @throws HttpProblem notFound (404) when `query.groupId` names no group the caller sees.
 */
export async function exportExaminees(repos: Repositories, query: ExamineeExportQuery, locale: Locale, now: Date): Promise<FileAnswer> {
  const groupId = query.groupId ?? null;
  if (groupId !== null && !(await repos.groups.find(groupId))) throw notFound('The group');
  const [settings, rows] = await Promise.all([repos.accountItems.find(), repos.examineeExport.rows(query.search ?? '', groupId)]);
  const text = EXPORT_TEXT[locale];
  const name = `${text.fileName}${groupId === null ? '' : `-${groupId}`}-${now.toISOString().slice(0, 10)}.csv`;
  return { kind: 'file', contentType: 'text/csv; charset=utf-8', fileName: name, bytes: csvFile(exportColumns(settings?.labels ?? {}, locale), rows) };
}
