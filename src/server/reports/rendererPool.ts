/**
 * A {@link ReportRenderer} that renders on a pool of worker threads (piscina), so that laying out
 * PDFs never blocks the server's event loop. Each thread loads the renderer once (renderWorker.mjs)
 * and takes one job at a time; jobs beyond the pool's size wait in piscina's queue.
 */
import path from 'node:path';
import { Piscina } from 'piscina';
import type { RenderJob, ReportRenderer } from './renderJob';

/** A renderer pool, and how many jobs it renders at once. */
export interface RendererPool extends ReportRenderer {
  /** The number of threads: callers that feed the pool (the batch workers) keep this many jobs in flight. */
  readonly threads: number;
}

/**
 * Starts a pool of `threads` render threads. The threads start at once and stay up while the pool
 * is open: starting one loads and warms up the renderer (renderReport.ts's warmUpRenderer), which
 * takes about a second and a half, so the first report would otherwise wait that long.
 * @param threads a positive whole number of threads.
 * @throws RangeError when `threads` is not a positive whole number.
 */
export function createRendererPool(threads: number): RendererPool {
  if (!Number.isInteger(threads) || threads < 1) throw new RangeError(`A renderer pool needs a positive whole number of threads, not ${threads}.`);
  const pool = new Piscina<RenderJob, Uint8Array>({
    filename: path.join(__dirname, 'renderWorker.mjs'),
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  return {
    threads,
    render: async (job) => {
      const bytes = await pool.run(job);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.destroy(),
  };
}
