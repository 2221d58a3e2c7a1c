/**
 * The research CSV export of the account's assessments (assessment.exportAssessmentsCsv, issue
 * #22). The rows are the assessment list's under the same filter, read through the caller's
 * repositories in the caller's transaction, so the legitimate interest narrows the export as it
 * narrows the list, and deleted assessments and examinees are never in it. The product definitions
 * are platform data, read as every assessment screen reads them.
 */
import { type AssessmentFilter, MAX_CSV_EXPORT } from '../../../contract/services/assessmentCsvExport';
import type { Locale } from '../../../domain/locale';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { Db } from '../../db/client';
import type { Repositories } from '../../db/repositories';
import type { ExportedAssessmentRow } from '../../db/repositories/assessmentSelection';
import type { FileAnswer } from '../../http/operationHandler';
import { HttpProblem } from '../../http/problems';
import { type CsvColumn, csvFile } from '../accountExports/csv';
import { zipWriter } from '../accountExports/zipWriter';
import { exportColumns } from '../examineeExport/service';
import { findProductVersion } from '../products/service';
import { productColumns } from './columns';

const tooMany = (): HttpProblem =>
  new HttpProblem('validation', `The filter matches more than ${MAX_CSV_EXPORT} assessments; at most ${MAX_CSV_EXPORT} can be exported at once. Narrow the filter.`, [
    { field: 'filter', message: `At most ${MAX_CSV_EXPORT} assessments can be exported at once.` },
  ]);

/**
 * The definitions of the versions `rows` were created with, newest first.
 * @throws Error when a version is missing: a stored assessment always names a stored version (a
 *   foreign key), so that is a broken database, never a file with columns left out.
 */
async function versionsOf(db: Db, productId: string, rows: readonly ExportedAssessmentRow[]): Promise<ProductDefinition[]> {
  const numbers = [...new Set(rows.map((row) => row.assessment.productVersion))].sort((a, b) => b - a);
  return Promise.all(
    numbers.map(async (version) => {
      const product = await findProductVersion(db, productId, version);
      if (!product) throw new Error(`Product ${productId} version ${version} is not stored.`);
      return product;
    }),
  );
}

/** A file name's safe form of a product id (ids are `[a-z0-9_]` today; anything else becomes `_`). */
const safeName = (productId: string): string => productId.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * The CSV of the assessments matching `filter`: one file when they are of one product (or none
 * match: an empty file of the examinee columns), a ZIP of one CSV per product otherwise.
 * @param db the caller's transaction, for the product definitions (platform data).
 * @param now the instant in the file's name (its UTC date).
 * @throws HttpProblem validation (400) when more than {@link MAX_CSV_EXPORT} assessments match.
 */
export async function exportAssessmentsCsv(db: Db, repos: Repositories, filter: AssessmentFilter, locale: Locale, now: Date): Promise<FileAnswer> {
  const [settings, rows] = await Promise.all([repos.accountItems.find(), repos.assessmentSelection.exportMatching(filter, MAX_CSV_EXPORT + 1)]);
  if (rows.length > MAX_CSV_EXPORT) throw tooMany();
  const examineeColumns: CsvColumn<ExportedAssessmentRow>[] = exportColumns(settings?.labels ?? {}, locale).map((column) => ({
    header: column.header,
    value: (row) => column.value(row.examinee),
  }));
  const byProduct = new Map<string, ExportedAssessmentRow[]>();
  for (const row of rows) byProduct.set(row.assessment.productId, [...(byProduct.get(row.assessment.productId) ?? []), row]);
  const day = now.toISOString().slice(0, 10);
  const fileOf = async (productId: string, productRows: readonly ExportedAssessmentRow[]): Promise<Buffer> =>
    csvFile([...examineeColumns, ...productColumns(await versionsOf(db, productId, productRows))], productRows);
  if (byProduct.size <= 1) {
    const [productId, productRows] = [...byProduct.entries()][0] ?? [filter.productId ?? '', []];
    const name = `assessments${productId === '' ? '' : `-${safeName(productId)}`}-${day}.csv`;
    return { kind: 'file', contentType: 'text/csv; charset=utf-8', fileName: name, bytes: await fileOf(productId, productRows) };
  }
  const zip = zipWriter();
  for (const [productId, productRows] of byProduct) zip.add(`assessments-${safeName(productId)}.csv`, await fileOf(productId, productRows), true);
  return { kind: 'file', contentType: 'application/zip', fileName: `assessments-${day}.zip`, bytes: zip.finish() };
}
