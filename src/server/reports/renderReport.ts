/** Renders one {@link RenderJob} in the calling thread: the one place a job's kind picks its layout. */
import { renderFeedbackReport } from './feedbackReport';
import { renderGroupReport } from './groupReport';
import { renderProgressReport } from './progressReport';
import type { RenderJob, ReportRenderer } from './renderJob';
import { endReportDocument, openReportDocument } from './reportDocument';
import type { FontName } from './reportTheme';
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
    case 'progress':
      return renderProgressReport(job.data);
    case 'group':
      return renderGroupReport(job.data);
    default:
      throw new Error(`No layout renders ${(job as { kind: string }).kind} reports.`);
  }
}

/** Every face, and text that reaches the shaping rules reports use (ligatures, kerning, digits, accents). */
const WARM_UP_FACES: readonly FontName[] = ['regular', 'bold', 'italic', 'boldItalic'];
const WARM_UP_TEXT = 'Score Report — office AVATAR 0123456789 (%): Åsa Sørensen, “é”';

/**
 * Draws a small document in every face and drops it, so that a thread's first report does not
 * also pay for parsing the faces, their shaping tables and subset parts, and compiling the
 * drawing code (about as long as the thread's start; a render thread calls this as it starts).
 */
export async function warmUpRenderer(): Promise<void> {
  const { doc, output } = openReportDocument('en_us', { title: 'Warm-up', author: '', subject: '', generatedAt: '' });
  for (const face of WARM_UP_FACES) doc.font(face).fontSize(10).text(WARM_UP_TEXT, 40, 40, { width: 300 });
  endReportDocument(doc);
  await output;
}

/** A renderer that renders in the calling thread (tests, and one-off tools). */
export const inProcessRenderer: ReportRenderer = {
  render: renderReport,
  close: async () => {},
};
