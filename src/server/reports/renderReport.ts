/** Renders one {@link RenderJob} in the calling thread: the one place a job's kind picks its layout. */
import { renderFeedbackReport } from './feedbackReport';
import { renderGroupReport } from './groupReport';
import type { RenderJob, ReportRenderer } from './renderJob';
import { renderScoreReport } from './scoreReport';

/**
 * Renders a report job to PDF bytes.
 * @throws Error when the job's data cannot be rendered, or its kind has no layout.
 */
export async function renderReport(job: RenderJob): Promise<Buffer> {
  switch (job.kind) {
    case 'score':
      return renderScoreReport(job.data);
    case 'feedback':
      return renderFeedbackReport(job.data);
    case 'group':
      return renderGroupReport(job.data);
    default:
      throw new Error(`No layout renders ${(job as { kind: string }).kind} reports.`);
  }
}

/** A renderer that renders in the calling thread (tests, and one-off tools). */
export const inProcessRenderer: ReportRenderer = {
  render: renderReport,
  close: async () => {},
};
