/**
 * The progress report's chart places each score beside its point clear of the line and inside the
 * plot (the series seen to crowd: 14, 10, 6, 14 and 3, 21). The drawing is read back from the
 * document's own calls: each marker (`circle`) is followed by its score and its date (`text`).
 */
import type { ScaleProgress } from '../../../src/domain/progress';
import { crosses } from '../../../src/domain/format/pointLabels';
import { endReportDocument, openReportDocument } from '../../../src/server/reports/reportDocument';
import { drawProgressChart } from '../../../src/server/reports/progressChart';
import { extractPdf, squash } from './pdfText';

const X = 50;
const Y = 100;
const WIDTH = 500;
/** The plot inside the chart: 26 in from the left for the axis, 110 kept on the right for the band labels, 150 high. */
const PLOT = { left: X + 26, right: X + WIDTH - 110, top: Y, bottom: Y + 150 };

function scaleOf(scores: readonly number[]): ScaleProgress {
  return {
    scaleId: 'total',
    name: 'PHQ-9 total',
    range: [0, 27],
    higherIs: 'worse',
    bands: [{ min: 0, max: 4, label: 'None-minimal' }, { min: 5, max: 9, label: 'Mild' }, { min: 10, max: 14, label: 'Moderate' }, { min: 15, max: 19, label: 'Moderately severe' }, { min: 20, max: 27, label: 'Severe' }],
    reliability: null,
    clinicalCutoff: { value: 10, source: 'Kroenke 2001' },
    points: scores.map((raw, index) => ({ assessmentId: index + 1, administrationDate: `2024-0${index + 1}-10`, raw, band: null })),
    changes: [],
    overall: null,
  };
}

/** Draws the chart of `scores` and reads back each point with the top-left of its score label. */
async function drawn(scores: readonly number[], scale: ScaleProgress = scaleOf(scores)) {
  const { doc, output } = openReportDocument('en_us', { title: 't', author: 'a', subject: 's', generatedAt: '2024-04-02T22:05:00.000Z' });
  const events: { kind: 'circle' | 'text'; x: number; y: number; width: number }[] = [];
  const circle = doc.circle.bind(doc);
  const text = doc.text.bind(doc);
  jest.spyOn(doc, 'circle').mockImplementation((x: number, y: number, radius: number) => {
    events.push({ kind: 'circle', x, y, width: 0 });
    return circle(x, y, radius);
  });
  jest.spyOn(doc, 'text').mockImplementation(((value: string, x?: number, y?: number, options?: PDFKit.Mixins.TextOptions) => {
    events.push({ kind: 'text', x: x ?? 0, y: y ?? 0, width: doc.widthOfString(value) });
    return text(value, x, y, options);
  }) as typeof doc.text);
  const values = scores.map(String);
  drawProgressChart(doc, X, Y, WIDTH, scale, { dates: scores.map((_, index) => `Jan ${index + 1}`), values, cutoff: 'Clinical cut-off 10', alt: 'chart' });
  endReportDocument(doc);
  const pdf = await output;
  const points = events.flatMap((event, index) => (event.kind === 'circle' ? [{ x: event.x, y: event.y, label: events[index + 1] as { x: number; y: number } }] : []));
  return { points, pdf, texts: events.filter((event) => event.kind === 'text') };
}

/** A score label's box: 8.5-point bold digits, about 5 points wide each, 9.8 high. */
const boxOf = (label: { x: number; y: number }, text: string) => ({ left: label.x, top: label.y, right: label.x + 5 * text.length, bottom: label.y + 9.8 });

describe('the progress chart', () => {
  it.each([[[14, 10, 6, 14]], [[3, 21]], [[3, 21, 3, 21, 3]], [[27, 0, 27]]])('%j: every score inside the plot and clear of the line', async (scores) => {
    const { points } = await drawn(scores);
    expect(points).toHaveLength(scores.length);
    const segments = points.slice(1).map((point, index) => ({ x1: points[index]?.x ?? 0, y1: points[index]?.y ?? 0, x2: point.x, y2: point.y }));
    points.forEach((point, index) => {
      const box = boxOf(point.label, String(scores[index]));
      expect(box.left).toBeGreaterThanOrEqual(PLOT.left);
      expect(box.right).toBeLessThanOrEqual(PLOT.right);
      expect(box.top).toBeGreaterThanOrEqual(PLOT.top - 16);
      expect(box.bottom).toBeLessThanOrEqual(PLOT.bottom);
      for (const segment of segments) expect(crosses(segment, box)).toBe(false);
    });
  });

  it('writes a valley’s score under it and the last score of a rise above it', async () => {
    const { points } = await drawn([14, 10, 6, 14]);
    const valley = points[2];
    expect(valley?.label.y).toBeGreaterThan(valley?.y ?? 0);
    const rise = (await drawn([3, 21])).points[1];
    expect((rise?.label.y ?? 0) + 9.8).toBeLessThan(rise?.y ?? 0);
  });

  it('wraps a band label longer than the column beside the plot so it stays inside the chart (the WHO-5’s)', async () => {
    const who5: ScaleProgress = {
      ...scaleOf([20, 60]),
      range: [0, 100],
      higherIs: 'better',
      clinicalCutoff: null,
      bands: [{ min: 0, max: 28, label: 'Likely depression - refer for assessment' }, { min: 29, max: 50, label: 'Reduced/poor well-being - screen for depression' }, { min: 51, max: 100, label: 'No indication of reduced well-being' }],
    };
    const { pdf, texts } = await drawn([20, 60], who5);
    for (const text of texts) expect(text.x + text.width).toBeLessThanOrEqual(X + WIDTH);
    const text = squash(extractPdf(pdf).text);
    expect(text).toContain('Reduced/poor well-being - screen for depression (29–50)');
    expect(text).toContain('Likely depression - refer for assessment (0–28)');
  });
});
