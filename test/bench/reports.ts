/**
 * Score report rendering: one PHQ-9 report rendered many times, timed one by one; and the same
 * content drawn by bare pdfkit calls, to see what our layout costs over the library itself.
 */
import { performance } from 'node:perf_hooks';
import PDFDocument from 'pdfkit';
import { reportFace } from '../../src/server/reports/reportFonts';
import type { FontName } from '../../src/server/reports/reportTheme';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { scoringContextOn } from '../../src/domain/scoring/scoreTypes';
import { renderScoreReport, type ScoreReportData } from '../../src/server/reports/scoreReport';
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

/** The faces of the report typeface the bare reference registers. */
const FACES: readonly FontName[] = ['regular', 'bold', 'italic', 'boldItalic'];

/**
 * The report's text content drawn with plain pdfkit calls in the report typeface (embedded, as
 * every report's): no layout, tables, tags or chart. The reference is pdfkit as it ships: each face
 * parsed once (as pdfkit would take any parsed face), shaped by pdfkit alone, without the report
 * renderer's caches of shaped words, widths and lines.
 */
function barePdf(data: ScoreReportData): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54 });
  for (const face of FACES) doc.registerFont(face, reportFace(face));
  doc.font('regular');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(18).text(`${data.product.code} Score Report`);
  doc.fontSize(10).text(`${data.examinee.lastName}, ${data.examinee.firstName} · ${data.examinee.examineeId}`);
  for (const scale of data.assessment.score?.scales ?? []) doc.text(`${scale.name}: ${scale.raw ?? '—'} ${scale.band?.label ?? ''}`);
  for (const flag of data.assessment.score?.flags ?? []) doc.text(`${flag.label}: ${flag.action}`);
  for (const item of data.product.items) doc.text(`${item.number}. ${item.text.en_us}: ${data.assessment.responses[item.id] ?? '—'}`);
  doc.text(data.product.attribution);
  doc.end();
  return done;
}

async function timeEach(count: number, render: () => Promise<Buffer>): Promise<{ sorted: number[]; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - started);
  }
  return { sorted: times.sort((a, b) => a - b), bytes };
}

/**
 * Renders `count` reports each way, after a few warm-up renders.
 * @returns rows: our renderer's median and p95 in ms and reports per second; bare pdfkit's median; the ratio.
 */
export async function benchReports(product: ProductDefinition, count: number): Promise<BenchRow[]> {
  const data = reportData(product);
  await timeEach(5, () => renderScoreReport(data));
  await timeEach(5, () => barePdf(data));
  const ours = await timeEach(count, () => renderScoreReport(data));
  const bare = await timeEach(count, () => barePdf(data));
  const median = percentile(ours.sorted, 50);
  const bareMedian = percentile(bare.sorted, 50);
  const total = ours.sorted.reduce((sum, time) => sum + time, 0) / 1000;
  return [
    {
      measure: `PDF score report (${product.code})`,
      value: `median ${median.toFixed(1)} ms, p95 ${percentile(ours.sorted, 95).toFixed(1)} ms; ${(count / total).toFixed(1)} reports/s`,
      detail: `${count} renders one after another on one core, ${Math.round(ours.bytes / 1024)} kB each`,
    },
    {
      measure: 'PDF: bare pdfkit, same text and fonts',
      value: `median ${bareMedian.toFixed(1)} ms; ours / bare = ${(median / bareMedian).toFixed(1)}×`,
      detail: `${count} renders of the text alone, ${Math.round(bare.bytes / 1024)} kB each`,
    },
  ];
}
