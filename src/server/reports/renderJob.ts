/**
 * What a report renderer takes and answers. A job is plain data (structured-clonable), so it can
 * be rendered in this thread or handed to a worker thread unchanged.
 */
import type { GroupReportData } from './groupReport';
import type { ProgressReportData } from './progressReport';
import type { ScoreReportData } from './scoreReport';

/** One PDF to render. */
export type RenderJob =
  | { kind: 'score'; data: ScoreReportData }
  | { kind: 'feedback'; data: ScoreReportData }
  | { kind: 'progress'; data: ProgressReportData }
  | { kind: 'group'; data: GroupReportData };

/** Renders report PDFs; the app holds one (in process, or a pool of worker threads). */
export interface ReportRenderer {
  /** Renders one report. @throws Error when the job's data cannot be rendered (no score, wrong product). */
  render(job: RenderJob): Promise<Buffer>;
  /** Stops the renderer's threads, if any. */
  close(): Promise<void>;
}
