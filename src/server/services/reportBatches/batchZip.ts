/**
 * assessment.downloadReportBatch: the reports a finished batch made, as one ZIP of PDFs in the
 * batch's order. Entries are stored, not deflated: pdfkit already compresses the PDFs' content.
 */
import type { Repositories } from '../../db/repositories';
import type { FileAnswer } from '../../http/operationHandler';
import { HttpProblem, notFound } from '../../http/problems';
import { zipWriter } from '../accountExports/zipWriter';
import { batchZipFileName } from './batchProgress';

/** Reports read per query while the ZIP is written (bounds the PDFs held at once besides the ZIP). */
const READ_PAGE = 25;

/**
 * The name of a report in the ZIP: its position, zero-padded so that names sort in batch order,
 * then its file name (two assessments can share one: same examinee, form and date).
 */
export const zipEntryName = (position: number, total: number, fileName: string): string => `${String(position).padStart(String(total).length, '0')}_${fileName}`;

/**
 * The ZIP of a finished batch's reports (application/zip): one PDF per report made, in position order.
 * @throws HttpProblem notFound, also for another account's batch; notReady (409) while the batch
 *   is queued or running, or when it finished without making a report.
 */
export async function downloadBatch(repos: Repositories, batchId: number): Promise<FileAnswer> {
  const state = await repos.reportBatches.stateOf(batchId);
  if (!state) throw notFound('The report batch');
  if (state === 'queued' || state === 'running') throw new HttpProblem('notReady', 'The batch is still making its reports. Download it when it has finished.');
  const total = await repos.reportBatches.itemCount(batchId);
  const zip = zipWriter();
  let made = 0;
  let after = 0;
  for (;;) {
    const page = await repos.reportBatches.madeReports(batchId, after, READ_PAGE);
    for (const row of page) zip.add(zipEntryName(row.position, total, row.fileName), row.pdf, false);
    made += page.length;
    const tail = page.at(-1);
    if (!tail || page.length < READ_PAGE) break;
    after = tail.position;
  }
  if (made === 0) throw new HttpProblem('notReady', 'The batch made no reports, so there is nothing to download.');
  const bytes = zip.finish();
  return { kind: 'file', contentType: 'application/zip', fileName: batchZipFileName(batchId), bytes };
}
