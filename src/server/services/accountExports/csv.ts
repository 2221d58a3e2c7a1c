/**
 * The CSV files of an account export: RFC 4180 (comma-separated, CRLF line ends, fields quoted
 * when they hold a comma, quote or line break), UTF-8 with a byte-order mark so that spreadsheets
 * open it in UTF-8, a header row, instants as ISO 8601 (UTC) and JSON values as JSON text. A cell
 * that a spreadsheet would run as a formula is escaped (csv-stringify `escape_formulas`; OWASP
 * "CSV Injection"), as the audit log's own CSV does.
 */
import { stringify } from 'csv-stringify/sync';

/** A value of a cell before it is written. */
export type CsvValue = string | number | boolean | Date | null | undefined | object;

/** One column: its header and how a row gives its value. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** The text of one cell: empty for none, ISO 8601 for an instant, JSON for an object. */
export function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The CSV file (UTF-8 bytes with BOM) of `rows` in `columns`. */
export function csvFile<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): Buffer {
  const records = [columns.map((column) => column.header), ...rows.map((row) => columns.map((column) => cellText(column.value(row))))];
  return Buffer.from(stringify(records, { bom: true, escape_formulas: true, record_delimiter: 'windows' }), 'utf8');
}
