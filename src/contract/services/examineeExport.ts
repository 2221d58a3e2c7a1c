/** The CSV export of the examinee list and of a group (issue #19, "Imports and exports"). */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';

/** yup schema of {@link ExamineeExportQuery}: the list's search, and a group to export instead of the whole list. */
const examineeExportQuerySchema = yup.object({
  search: yup.string().trim().max(100),
  groupId: yup.number().integer().positive(),
});

/** Query of the export: `search` narrows like the examinee list's; `groupId` exports that group's members. */
export type ExamineeExportQuery = yup.InferType<typeof examineeExportQuerySchema>;

/**
 * The examinees the caller sees (legitimate interest holds, as for the list), optionally narrowed
 * by the list's search or to a group's members, as a CSV file (UTF-8 with BOM, RFC 4180, formula-like
 * cells escaped) whose header row uses the account's labels (the examinee id, the custom fields) in
 * the caller's language. A group the caller does not see answers 404 like a missing one.
 */
export const exportExaminees = defineOperation<Record<string, never>, ExamineeExportQuery, undefined, Blob>({
  id: 'assessment.exportExaminees',
  service: 'assessment',
  method: 'GET',
  path: '/examinees/export',
  summary: 'Exports the examinee list (or a group) as CSV with the account’s labels and custom fields.',
  access: [PERMISSIONS.EXAMINEE_VIEW],
  query: examineeExportQuerySchema,
  response: 'file',
  audit: { entity: 'examinee', id: null },
});
