/**
 * Where the value label of each point of a line chart goes, so that no label covers the line, a
 * marker, another label or something else drawn on the chart, and none reaches past the chart's
 * edge. Shared by the examinee page's SVG chart and the progress report's PDF chart; pure
 * geometry in the chart's own units, y growing downward (SVG and PDFKit alike).
 */

/** An axis-aligned rectangle. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A straight line from (`x1`, `y1`) to (`x2`, `y2`). */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A point of the series (its marker's centre) and the size of its label. */
export interface LabelledPoint {
  x: number;
  y: number;
  /** The label's width and height. */
  width: number;
  height: number;
}

/** How the labels are placed. */
export interface LabelLayout {
  /** The area every label must stay inside (the plot, with any room kept around it). */
  bounds: Box;
  /** The marker's radius: a label keeps clear of every marker. */
  markerRadius: number;
  /** The space between a marker and its label, and the clearance kept from lines. */
  gap: number;
  /** Anything else drawn on the chart that labels keep clear of (a cut-off line and its caption). */
  obstacles?: { segments?: readonly Segment[]; boxes?: readonly Box[] };
}

const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const grown = (box: Box, by: number): Box => ({ left: box.left - by, top: box.top - by, right: box.right + by, bottom: box.bottom + by });

/** Whether `segment` passes through `box` (Liang–Barsky clipping: some part of it lies inside). */
export function crosses(segment: Segment, box: Box): boolean {
  const dx = segment.x2 - segment.x1;
  const dy = segment.y2 - segment.y1;
  let from = 0;
  let to = 1;
  const edges: [number, number][] = [
    [-dx, segment.x1 - box.left],
    [dx, box.right - segment.x1],
    [-dy, segment.y1 - box.top],
    [dy, box.bottom - segment.y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) from = Math.max(from, t);
      else to = Math.min(to, t);
      if (from > to) return false;
    }
  }
  return true;
}

/** Moves `box` sideways into `bounds` when it reaches past the left or right edge. */
function slidInto(box: Box, bounds: Box): Box {
  const shift = box.left < bounds.left ? bounds.left - box.left : box.right > bounds.right ? bounds.right - box.right : 0;
  return { ...box, left: box.left + shift, right: box.right + shift };
}

/**
 * The candidate places of a point's label, best first: on the side its neighbours leave free,
 * then the other, then beside the point, then further out above and below.
 */
function candidates(points: readonly LabelledPoint[], index: number, layout: LabelLayout): Box[] {
  const point = points[index] as LabelledPoint;
  const { width, height } = point;
  const clear = layout.markerRadius + layout.gap;
  const neighbours = [points[index - 1], points[index + 1]].filter((neighbour) => neighbour !== undefined);
  // Neighbours drawn higher (smaller y) make a valley: the free side is below it.
  const valley = neighbours.length > 0 && neighbours.reduce((sum, neighbour) => sum + neighbour.y, 0) / neighbours.length < point.y;
  const above = point.y - clear - height;
  const below = point.y + clear;
  const [first, second] = valley ? [below, above] : [above, below];
  const box = (left: number, top: number): Box => ({ left, top, right: left + width, bottom: top + height });
  const centred = point.x - width / 2;
  const leftOf = point.x - clear - width;
  const rightOf = point.x + clear;
  return [
    box(centred, first),
    box(centred, second),
    box(leftOf, first),
    box(rightOf, first),
    box(leftOf, second),
    box(rightOf, second),
    box(rightOf, point.y - height / 2),
    box(leftOf, point.y - height / 2),
    // Further out on either side, where the lines of a steep peak or valley have drawn apart.
    ...[0.5, 1, 1.5, 2].flatMap((step) => [box(centred, valley ? below + step * height : above - step * height), box(centred, valley ? above - step * height : below + step * height)]),
  ].map((candidate) => slidInto(candidate, layout.bounds));
}

/**
 * The top-left corner of each point's label (same order as `points`): the first candidate place
 * that stays inside the bounds and clear of the series' line, every marker, the labels placed
 * before it and the obstacles; where none is clear, the one that touches fewest of them.
 * @returns one placement per point; a label larger than the bounds is pinned to their top-left.
 */
export function placePointLabels(points: readonly LabelledPoint[], layout: LabelLayout): { left: number; top: number }[] {
  const { bounds, gap, markerRadius } = layout;
  const segments: Segment[] = [...(layout.obstacles?.segments ?? [])];
  points.forEach((point, index) => {
    const next = points[index + 1];
    if (next) segments.push({ x1: point.x, y1: point.y, x2: next.x, y2: next.y });
  });
  const markers = points.map((point): Box => ({ left: point.x - markerRadius, top: point.y - markerRadius, right: point.x + markerRadius, bottom: point.y + markerRadius }));
  const placed: Box[] = [];
  const inside = (box: Box): boolean => box.left >= bounds.left && box.right <= bounds.right && box.top >= bounds.top && box.bottom <= bounds.bottom;
  const cost = (box: Box): number => {
    const clearance = grown(box, gap / 2);
    return (
      segments.filter((segment) => crosses(segment, clearance)).length +
      markers.filter((marker) => overlaps(marker, clearance)).length +
      placed.filter((other) => overlaps(other, box)).length +
      (layout.obstacles?.boxes ?? []).filter((other) => overlaps(other, box)).length
    );
  };
  return points.map((point, index) => {
    const fitting = candidates(points, index, layout).filter(inside);
    let best: Box | undefined;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const candidate of fitting) {
      const candidateCost = cost(candidate);
      if (candidateCost < bestCost) {
        best = candidate;
        bestCost = candidateCost;
      }
      if (candidateCost === 0) break;
    }
    // No place fits inside (a label taller or wider than the room): keep it inside from the top-left.
    const chosen = best ?? slidInto({ left: point.x - point.width / 2, top: bounds.top, right: point.x + point.width / 2, bottom: bounds.top + point.height }, bounds);
    placed.push(chosen);
    return { left: chosen.left, top: chosen.top };
  });
}
