// One worker thread of the report renderer pool (rendererPool.ts). It is JavaScript because a
// worker thread starts without the TypeScript loader of its parent under jest; tsx's scoped
// import loads renderReport.ts (and everything it imports) in any parent: tsx, jest or plain node.
import { tsImport } from 'tsx/esm/api';

const { renderReport, warmUpRenderer } = await tsImport('./renderReport.ts', import.meta.url);
// Before the thread takes its first job (the pool starts its threads as it opens).
await warmUpRenderer();

/**
 * Renders one job (renderJob.ts: plain, structured-cloned data) to PDF bytes.
 * @param {import('./renderJob').RenderJob} job
 * @returns {Promise<Uint8Array>} the PDF; a Buffer arrives in the parent as a plain Uint8Array.
 */
export default async function render(job) {
  return renderReport(job);
}
