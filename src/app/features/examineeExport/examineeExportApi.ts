/** The examinee export's call, through the contract's operation. */
import { examineeExport } from '../../../contract';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';
import type { ExamineeExportTarget } from './examineeExportSlice';

/** The CSV file of the examinees of `target` the caller sees. */
export const fetchExamineeCsv = (http: HttpClient, endpoint: ServiceEndpoint, target: ExamineeExportTarget): Promise<Blob> => {
  const search = target.search?.trim() ?? '';
  return http.send(
    examineeExport.exportExaminees,
    { query: { ...(search === '' ? {} : { search }), ...(target.groupId === undefined ? {} : { groupId: target.groupId }) } },
    endpoint,
  );
};

/** The saved file's name: `examinees-2024-05-01.csv`, or `examinees-group-7-2024-05-01.csv` for a group. */
export const exportFileName = (target: ExamineeExportTarget, today: string): string =>
  `examinees${target.groupId === undefined ? '' : `-group-${target.groupId}`}-${today}.csv`;
