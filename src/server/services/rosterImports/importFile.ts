/**
 * Reading an import's file (issue #19): its parts, one at a time from the database, through
 * fflate's streaming unzip (a OneRoster ZIP) and csv-parse, into the domain's rows. Progress is the
 * bytes of the file read so far, reported after each part.
 */
import { Unzip, UnzipInflate } from 'fflate';
import { type ColumnMapping, EXAMINEE_CSV_FILE, rowThroughMapping } from '../../../domain/roster/columnMapping';
import type { ImportIssue, ImportRow } from '../../../domain/roster/importedExaminee';
import { missingColumns, OneRosterCollector, oneRosterFileOf, type PlannedClass } from '../../../domain/roster/oneRoster';
import type { RosterImport } from '../../../domain/roster/rosterImport';
import type { RosterImportRepository } from '../../db/repositories/rosterImports';
import { type CsvStream, csvStream, yieldToParsers } from './csvStream';

/** What a file holds, mapped to the domain's rows. */
export interface ParsedImport {
  rows: ImportRow[];
  classes: PlannedClass[];
  issues: ImportIssue[];
  warnings: ImportIssue[];
}

/** Reports the bytes read so far. */
export type ProgressReport = (bytesRead: number) => Promise<void>;

/** The parts of a run's file in order, each handed to `take`, with progress after each. */
async function eachPart(store: RosterImportRepository, run: RosterImport, take: (bytes: Uint8Array) => void, progress: ProgressReport): Promise<void> {
  const parts = await store.partCount(run.id);
  let read = 0;
  for (let seq = 0; seq < parts; seq += 1) {
    const bytes = await store.part(run.id, seq);
    if (!bytes) throw new ImportFileError(`Part ${seq + 1} of the file is missing. Upload the file again.`);
    take(bytes);
    await yieldToParsers();
    read += bytes.length;
    await progress(read);
  }
}

/** A file that cannot be read at all (not a ZIP, a part missing); its message is shown as the import's failure. */
export class ImportFileError extends Error {}

const csvError = (file: string, error: unknown): ImportIssue => {
  const message = error instanceof Error ? error.message : String(error);
  const line = /line (\d+)/i.exec(message);
  return { file, line: line ? Number(line[1]) : 1, reason: `The file cannot be read as CSV: ${message}` };
};

/**
 * Reads a OneRoster 1.2 CSV ZIP.
 * @param userIdByEmail the account's users by lower-case e-mail (teachers become group staff).
 */
export async function readOneRoster(store: RosterImportRepository, run: RosterImport, userIdByEmail: ReadonlyMap<string, number>, progress: ProgressReport): Promise<ParsedImport> {
  const collector = new OneRosterCollector();
  const streams: { file: string; stream: CsvStream }[] = [];
  let zipError: unknown = null;
  let entries = 0;
  const unzip = new Unzip((entry) => {
    entries += 1;
    const file = oneRosterFileOf(entry.name);
    if (!file) return;
    let headerOk = true;
    const stream = csvStream({
      header: (columns) => {
        const missing = missingColumns(file, columns);
        if (missing.length > 0) {
          headerOk = false;
          collector.fileIssue(file, `The file lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
        }
      },
      record: ({ line, values }) => {
        if (headerOk) collector.add(file, line, values);
      },
    });
    streams.push({ file, stream });
    entry.ondata = (error, data, final) => {
      if (error) {
        zipError = error;
        return;
      }
      stream.write(data);
      if (final) stream.end();
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    await eachPart(store, run, (bytes) => unzip.push(bytes, false), progress);
    unzip.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('The file is not a ZIP of OneRoster CSV files.');
  }
  if (zipError || entries === 0) throw new ImportFileError('The file is not a ZIP of OneRoster CSV files.');
  if (streams.length === 0) throw new ImportFileError('The ZIP holds none of the OneRoster files (users.csv, classes.csv, enrollments.csv).');
  for (const { file, stream } of streams) {
    try {
      await stream.done;
    } catch (error) {
      const issue = csvError(file, error);
      collector.fileIssue(file, issue.reason);
    }
  }
  const mapping = collector.result(userIdByEmail);
  return { rows: mapping.students, classes: mapping.classes, issues: mapping.issues, warnings: mapping.warnings };
}

/** Reads an examinee CSV through its column mapping. */
export async function readExamineeCsv(store: RosterImportRepository, run: RosterImport, mapping: ColumnMapping, progress: ProgressReport): Promise<ParsedImport> {
  const rows: ImportRow[] = [];
  const issues: ImportIssue[] = [];
  const stream = csvStream({ header: () => undefined, record: ({ line, values }) => rows.push(rowThroughMapping(values, mapping, line)) });
  await eachPart(store, run, (bytes) => stream.write(bytes), progress);
  stream.end();
  try {
    await stream.done;
  } catch (error) {
    issues.push(csvError(EXAMINEE_CSV_FILE, error));
  }
  return { rows, classes: [], issues, warnings: [] };
}

/** The columns of an examinee CSV's header line, read from its first part; `null` when it has none. */
export async function readCsvHeader(store: RosterImportRepository, importId: number): Promise<string[] | null> {
  const first = await store.part(importId, 0);
  if (!first) return null;
  let columns: string[] | null = null;
  const stream = csvStream({ header: (header) => (columns = header), record: () => undefined });
  const end = first.indexOf(0x0a);
  stream.write(end < 0 ? first : first.subarray(0, end + 1));
  stream.end();
  try {
    await stream.done;
  } catch {
    return null;
  }
  return columns;
}
