/**
 * Score report rendering: one PHQ-9 report rendered many times, timed one by one, in turns with
 * the same text drawn by bare pdfkit calls (barePdfkit.ts), to see what our layout costs over the
 * library itself. Medians are wall-clock time; the CPU time beside them moves less with the load
 * of a shared machine.
 */
import { performance } from 'node:perf_hooks';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { scoringContextOn } from '../../src/domain/scoring/scoreTypes';
import { renderScoreReport, type ScoreReportData } from '../../src/server/reports/scoreReport';
import { barePdf } from './barePdfkit';
import { type BenchRow, percentile } from './table';

/** A scored PHQ-9 of a made-up examinee, as the report service assembles it. */
export function reportData(product: ProductDefinition): ScoreReportData {
  const responses = Object.fromEntries(product.items.map((item, index) => [item.id, index % 3]));
  return {
    product,
    assessment: {
      id: 1,
      accountId: 1,
      examineeRecordId: 1,
      productId: product.id,
      administrationDate: '2026-11-02',
      examinerId: 1,
      status: 'scored',
      responses,
      administration: {},
      score: scoreAssessment(product, responses, scoringContextOn('2026-11-02')),
      scoredAt: '2026-11-02T10:00:00Z',
      version: 2,
      createdAt: '2026-11-02T09:00:00Z',
      updatedAt: '2026-11-02T10:00:00Z',
    },
    examinee: {
      id: 1,
      accountId: 1,
      examineeId: 'BENCH-1',
      firstName: 'Jane',
      middleName: '',
      lastName: 'Doe',
      birthDate: '1990-05-01',
      sex: 'female',
      email: '',
      customField1: '',
      customField2: '',
      customField3: '',
      customField4: '',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    },
    examinerName: 'Dr. Bench Examiner',
    accountName: 'Bench Clinic',
    generatedAt: '2026-11-02T10:05:00Z',
    generatedByName: 'Dr. Bench Examiner',
    reportVersion: 1,
    locale: 'en_us',
    preferences: {},
    includeItemResponses: true,
  };
}

/** One way of rendering a report, as timed: its wall-clock and CPU times per render, sorted, in ms. */
interface Timed {
  wall: number[];
  cpu: number[];
  bytes: number;
}

/**
 * Renders `count` times with each renderer, taking turns (one of each, then the next round), so
 * that the machine's load, which moves during a run, weighs on every renderer alike.
 * @returns per renderer, in the order given: sorted wall-clock and CPU times in ms (CPU is the
 *   process's user and system time, the garbage collector's threads included), and the bytes of
 *   its last PDF.
 */
async function timeInTurn(count: number, renders: readonly (() => Promise<Buffer>)[]): Promise<Timed[]> {
  const timed = renders.map((): Timed => ({ wall: [], cpu: [], bytes: 0 }));
  for (let round = 0; round < count; round += 1) {
    for (const [index, render] of renders.entries()) {
      const into = timed[index];
      if (into === undefined) continue;
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      into.bytes = (await render()).length;
      into.wall.push(performance.now() - started);
      const cpu = process.cpuUsage(cpuStarted);
      into.cpu.push((cpu.user + cpu.system) / 1000);
    }
  }
  for (const { wall, cpu } of timed) {
    wall.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
  }
  return timed;
}

/** How many renders of each kind run untimed first: faces parsed, caches filled, code compiled. */
const WARM_UP = 5;

/**
 * Renders the report `count` times with our renderer and `count` times with each bare-pdfkit
 * reference (barePdfkit.ts), in turns, after {@link WARM_UP} untimed renders of each.
 * @returns rows: our renderer's median and p95 in ms and reports per second; the goal's reference
 *   (faces parsed once) with the ratio of the medians; the reference a plain pdfkit user gets
 *   (fonts registered by path) with its ratio.
 */
export async function benchReports(product: ProductDefinition, count: number): Promise<BenchRow[]> {
  const data = reportData(product);
  const renders = [() => renderScoreReport(data), () => barePdf(data, 'parsedOnce'), () => barePdf(data, 'byPath')];
  await timeInTurn(WARM_UP, renders);
  const [ours, bare, byPath] = await timeInTurn(count, renders);
  if (ours === undefined || bare === undefined || byPath === undefined) throw new Error('A renderer was not timed.');
  const median = percentile(ours.wall, 50);
  const cpuMedian = percentile(ours.cpu, 50);
  const total = ours.wall.reduce((sum, time) => sum + time, 0) / 1000;
  const against = (reference: Timed): string =>
    `median ${percentile(reference.wall, 50).toFixed(1)} ms (CPU ${percentile(reference.cpu, 50).toFixed(1)} ms); ours / bare = ${(median / percentile(reference.wall, 50)).toFixed(1)}× (CPU ${(cpuMedian / percentile(reference.cpu, 50)).toFixed(1)}×)`;
  return [
    {
      measure: `PDF score report (${product.code})`,
      value: `median ${median.toFixed(1)} ms (CPU ${cpuMedian.toFixed(1)} ms), p95 ${percentile(ours.wall, 95).toFixed(1)} ms; ${(count / total).toFixed(1)} reports/s`,
      detail: `${count} renders on one core, in turns with the bare references below, ${Math.round(ours.bytes / 1024)} kB each`,
    },
    {
      measure: 'PDF: bare pdfkit, same text and fonts',
      value: against(bare),
      detail: `the goal's reference: the text alone in a pdfkit document per report, faces parsed once per process and registered on each; ${count} renders, ${Math.round(bare.bytes / 1024)} kB each`,
    },
    {
      measure: 'PDF: bare pdfkit, fonts registered by path',
      value: against(byPath),
      detail: `a plain pdfkit user's report: the same text, each document reading and parsing the font files; ${count} renders, ${Math.round(byPath.bytes / 1024)} kB each`,
    },
  ];
}
