/**
 * Value labels of a line chart's points (the progress charts of the examinee page and the progress
 * report): inside the plot, clear of the line, of every marker and of each other, on the side the
 * neighbours leave free; the series the charts were seen to crowd (14, 10, 6, 14 and 3, 21).
 */
import { type Box, crosses, type LabelLayout, placePointLabels, type Segment } from '../../src/domain/format/pointLabels';

/** A plot 300 × 150 with room 14 above it, scores 0-27 upwards, points 20 in from each side. */
const PLOT: Box = { left: 0, top: 0, right: 300, bottom: 150 };
const layout: LabelLayout = { bounds: { ...PLOT, top: -14 }, markerRadius: 3, gap: 3 };
const yOf = (score: number): number => PLOT.bottom - (score / 27) * PLOT.bottom;
const series = (scores: readonly number[]) =>
  scores.map((score, index) => ({ x: scores.length > 1 ? 20 + (index * 260) / (scores.length - 1) : 150, y: yOf(score), width: 6 * String(score).length, height: 11 }));

const boxes = (scores: readonly number[], options: LabelLayout = layout) => {
  const points = series(scores);
  return placePointLabels(points, options).map((place, index): Box => ({ left: place.left, top: place.top, right: place.left + (points[index]?.width ?? 0), bottom: place.top + (points[index]?.height ?? 0) }));
};
const segmentsOf = (scores: readonly number[]): Segment[] => {
  const points = series(scores);
  return points.slice(1).map((point, index) => ({ x1: points[index]?.x ?? 0, y1: points[index]?.y ?? 0, x2: point.x, y2: point.y }));
};
const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('point labels', () => {
  it.each([[[14, 10, 6, 14]], [[3, 21]], [[27, 0, 27]], [[3, 21, 3, 21, 3]], [[27]], [[0, 0, 0]]])('%j: every label inside the plot, clear of the line, the markers and each other', (scores) => {
    const labels = boxes(scores);
    const markers = series(scores).map((point): Box => ({ left: point.x - 3, top: point.y - 3, right: point.x + 3, bottom: point.y + 3 }));
    labels.forEach((label, index) => {
      expect(label.left).toBeGreaterThanOrEqual(layout.bounds.left);
      expect(label.right).toBeLessThanOrEqual(layout.bounds.right);
      expect(label.top).toBeGreaterThanOrEqual(layout.bounds.top);
      expect(label.bottom).toBeLessThanOrEqual(layout.bounds.bottom);
      for (const segment of segmentsOf(scores)) expect(crosses(segment, label)).toBe(false);
      for (const marker of markers) expect(overlaps(marker, label)).toBe(false);
      labels.slice(index + 1).forEach((other) => expect(overlaps(other, label)).toBe(false));
    });
  });

  it('puts a valley’s label under it and a peak’s or a slope’s above it', () => {
    const [first, second, valley, last] = boxes([14, 10, 6, 14]);
    expect(valley?.top).toBeGreaterThan(yOf(6));
    expect(first?.bottom).toBeLessThan(yOf(14));
    expect(last?.bottom).toBeLessThan(yOf(14));
    expect(second).toBeDefined();
  });

  it('keeps the last label of a rising line above its point and clear of the right edge', () => {
    const last = boxes([3, 21])[1];
    expect(last?.bottom).toBeLessThan(yOf(21));
    expect(last?.right).toBeLessThanOrEqual(PLOT.right);
  });

  it('slides a label at the edge inside, and moves off an obstacle such as the cut-off line', () => {
    const wide = placePointLabels([{ x: 298, y: 75, width: 30, height: 11 }], layout)[0];
    expect((wide?.left ?? 0) + 30).toBeLessThanOrEqual(PLOT.right);
    const cutoff: Segment = { x1: 0, y1: yOf(14) - 10, x2: 300, y2: yOf(14) - 10 };
    const [label] = boxes([14], { ...layout, obstacles: { segments: [cutoff] } });
    expect(label && crosses(cutoff, label)).toBe(false);
  });

  it('tells whether a segment passes through a box', () => {
    const box: Box = { left: 0, top: 0, right: 10, bottom: 10 };
    expect(crosses({ x1: -5, y1: 5, x2: 15, y2: 5 }, box)).toBe(true);
    expect(crosses({ x1: 2, y1: 2, x2: 3, y2: 3 }, box)).toBe(true);
    expect(crosses({ x1: -5, y1: -5, x2: 15, y2: -1 }, box)).toBe(false);
    expect(crosses({ x1: 12, y1: -5, x2: 20, y2: 15 }, box)).toBe(false);
  });
});
