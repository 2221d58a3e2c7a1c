/**
 * How many fraction digits a raw score is written with. A product definition sets no precision of
 * its own, so it follows from the scale's formula: a ratio (ORF accuracy, the percentage of the
 * words read that were correct) is written to one decimal, as the live probe works it out
 * (`live/orfProbe.ts`); every other raw score as it is kept, up to two decimals.
 */
import type { FractionDigits } from '../format/numberFormat';
import type { ScaleDefinition } from '../product/productDefinition';

/** A ratio scale's score (ORF accuracy): always one decimal, `100.0` included, so a column of them lines up. */
export const RATIO_DIGITS: FractionDigits = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** Any other raw score: as kept, up to two decimals (a mean or a prorated sum), whole numbers without any. */
export const RAW_DIGITS: FractionDigits = { maximumFractionDigits: 2 };

/** The fraction digits `scale`'s raw score is written with; {@link RAW_DIGITS} for a scale the definition does not have. */
export const rawScoreDigits = (scale: Pick<ScaleDefinition, 'formula'> | undefined): FractionDigits => (scale?.formula?.kind === 'ratio' ? RATIO_DIGITS : RAW_DIGITS);
