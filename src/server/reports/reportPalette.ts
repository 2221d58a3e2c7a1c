/**
 * Band colours of the charts (profile chart, group band distribution): one interpolation and the
 * palettes, chosen by what a higher score means on the scale (ScaleDefinition.higherIs).
 */
import type { ScaleDefinition } from '../../domain/product/productDefinition';

/** Colour stops, lowest band first, as RGB triples. */
export type Palette = ReadonlyArray<readonly [number, number, number]>;

/** Soft green to soft red: symptom scales, where a higher band is worse. */
export const SEVERITY: Palette = [
  [0xcf, 0xe8, 0xd5],
  [0xf6, 0xec, 0xc0],
  [0xf4, 0xcb, 0xa6],
  [0xea, 0xa3, 0xa0],
];

/** Soft red to soft green: scales where a higher band is better (well-being, writing quality). */
export const WELLBEING: Palette = [...SEVERITY].reverse();

/** Light to mid blue: bands in order without judging either end (traits; anything a lay reader sees). */
export const NEUTRAL: Palette = [
  [0xe4, 0xed, 0xf6],
  [0xa9, 0xc6, 0xe3],
];

/** Stronger red to green, for percentile bands from the readers who need help to the strongest. */
export const PERCENTILE: Palette = [
  [0xdf, 0x7f, 0x7b],
  [0xef, 0xb0, 0x7c],
  [0xee, 0xdc, 0x8e],
  [0xa8, 0xd5, 0xb4],
];

/** The palette of a scale's interpretive bands: by its `higherIs` (symptom scales, the default, are `worse`). */
export function scalePalette(scale: Pick<ScaleDefinition, 'higherIs'> | undefined): Palette {
  switch (scale?.higherIs ?? 'worse') {
    case 'better':
      return WELLBEING;
    case 'neither':
      return NEUTRAL;
    default:
      return SEVERITY;
  }
}

/** The fill of band `index` of `count` bands, spread evenly over `palette` (`#rrggbb`). */
export function paletteColor(palette: Palette, index: number, count: number): string {
  const position = count <= 1 ? 0 : (index / (count - 1)) * (palette.length - 1);
  const low = Math.floor(position);
  const from = palette[low] ?? palette[0] ?? [0, 0, 0];
  const to = palette[Math.min(low + 1, palette.length - 1)] ?? from;
  const channel = (i: number): string =>
    Math.round((from[i] ?? 0) + ((to[i] ?? 0) - (from[i] ?? 0)) * (position - low))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}
