/**
 * An import run (issue #19): what kind of file, where it stands. The file is uploaded in parts,
 * its dry run is parsed by a job (progress in bytes read), the user decides the held duplicates,
 * and the commit, another job, writes everything in one transaction or nothing.
 */
import type { ColumnMapping } from './columnMapping';
import type { HeldDuplicate } from './duplicates';
import type { ImportIssue } from './importedExaminee';
import type { ImportSummary } from './plan';

/** The kinds of import: a OneRoster 1.2 CSV ZIP, or a CSV of examinees with a column mapping. */
export const ROSTER_IMPORT_KINDS = ['oneRoster', 'examineeCsv'] as const;
/** One of {@link ROSTER_IMPORT_KINDS}. */
export type RosterImportKind = (typeof ROSTER_IMPORT_KINDS)[number];

/**
 * Where an import stands: `uploading` (parts arriving), `planning` (the dry run's job reads the
 * file), `planned` (the dry run is done: the summary, errors and held duplicates are there),
 * `committing` (the commit's job writes), `committed`, `failed` (with its reason).
 */
export const ROSTER_IMPORT_STATUSES = ['uploading', 'planning', 'planned', 'committing', 'committed', 'failed'] as const;
/** One of {@link ROSTER_IMPORT_STATUSES}. */
export type RosterImportStatus = (typeof ROSTER_IMPORT_STATUSES)[number];

/** The largest part of a file one upload call carries (bytes, before base64): the request body limit is 1 MiB. */
export const ROSTER_PART_BYTES = 512 * 1024;
/** The largest file an import takes (bytes): a district's roster of some 100,000 rows. */
export const ROSTER_MAX_BYTES = 100 * 1024 * 1024;

/** An import as the SPA shows it. */
export interface RosterImport {
  id: number;
  kind: RosterImportKind;
  fileName: string;
  status: RosterImportStatus;
  sizeBytes: number;
  receivedBytes: number;
  /** Bytes read by the running dry run or commit. */
  processedBytes: number;
  mapping: ColumnMapping | null;
  headers: string[] | null;
  summary: ImportSummary | null;
  errors: ImportIssue[];
  warnings: ImportIssue[];
  held: HeldDuplicate[];
  failure: string | null;
  createdAt: string;
  committedAt: string | null;
}

/** The share of the file read (0 to 1) while an import plans or commits; 1 once done. */
export function importProgress(run: Pick<RosterImport, 'status' | 'processedBytes' | 'sizeBytes'>): number {
  if (run.status === 'planned' || run.status === 'committed') return 1;
  if (run.sizeBytes <= 0) return 0;
  return Math.min(1, run.processedBytes / run.sizeBytes);
}
