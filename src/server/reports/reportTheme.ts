/**
 * The look of PDF reports: page sizes and margins, colours and text styles. Styles name a face of
 * the report typeface abstractly ({@link FontName}); reportFonts.ts alone knows the font files
 * (Source Sans 3, from the `source-sans` package) and embeds them in every report, as PDF/UA-1
 * requires (ISO 14289-1, 7.21.4.1: every font embedded, so no standard PDF font is used).
 */
import type { Locale } from '../../domain/locale';

/** A face of the report typeface; reportFonts.ts maps each to its embedded font file. */
export type FontName = 'regular' | 'bold' | 'italic' | 'boldItalic';

/** A text style: face, size in points, colour and line height (a multiple of the size). */
export interface TextStyle {
  font: FontName;
  size: number;
  color: string;
  leading: number;
}

/** Report colours (hex). */
export const COLORS = {
  text: '#1b1f24',
  muted: '#5b6670',
  accent: '#1f4e79',
  rule: '#c5ced8',
  headerFill: '#e9eff5',
  emphasisFill: '#f3f6fa',
  critical: '#b42318',
  criticalFill: '#fdecea',
  warning: '#9a5b00',
  warningFill: '#fff5e0',
  info: '#1f4e79',
  infoFill: '#eaf1f8',
  neutralFill: '#f2f4f6',
  marker: '#1b1f24',
} as const;

const style = (font: FontName, size: number, color: string = COLORS.text, leading = 1.3): TextStyle => ({
  font,
  size,
  color,
  leading,
});

/** The text styles of a report, by role. */
export const STYLES = {
  title: style('bold', 19, COLORS.accent, 1.15),
  subtitle: style('regular', 10.5, COLORS.muted),
  heading: style('bold', 11, COLORS.accent),
  body: style('regular', 9),
  bodyBold: style('bold', 9),
  bodyItalic: style('italic', 9, COLORS.muted),
  label: style('regular', 7.5, COLORS.muted),
  small: style('regular', 7.5),
  smallItalic: style('italic', 7.5, COLORS.muted),
  tableHeader: style('bold', 8, COLORS.accent),
  footer: style('regular', 6.5, COLORS.muted, 1.25),
  footerBold: style('bold', 7, COLORS.muted),
  chartLabel: style('regular', 7, COLORS.text, 1.15),
  chartTick: style('regular', 6.5, COLORS.muted, 1.15),
  chartMarker: style('bold', 8.5, COLORS.text, 1.15),
} as const;

/** Page geometry in points (1/72 inch). */
export interface PageGeometry {
  size: 'A4' | 'LETTER';
  width: number;
  height: number;
  marginX: number;
  marginTop: number;
  marginBottom: number;
}

/** The paper size of a locale: US Letter in the United States and Canada, A4 elsewhere. */
export function pageGeometry(locale: Locale): PageGeometry {
  const letter = locale === 'en_us' || locale === 'fr_ca';
  return {
    size: letter ? 'LETTER' : 'A4',
    width: letter ? 612 : 595.28,
    height: letter ? 792 : 841.89,
    marginX: 50,
    marginTop: 44,
    marginBottom: 30,
  };
}
