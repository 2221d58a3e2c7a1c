/**
 * A raw score as the screens write it, so the score screen and the live session panel print the
 * same score alike (ORF accuracy to one decimal in both).
 */
import type { FractionDigits } from '../../../domain/format/numberFormat';
import { RAW_DIGITS } from '../../../domain/scoring/scoreDigits';
import type { Formatters } from './i18nSelectors';

/**
 * `raw` with the user's separators and `digits` fraction digits (domain `rawScoreDigits` of the
 * scale; {@link RAW_DIGITS}, up to two, when not given).
 */
export const rawScoreText = (format: Pick<Formatters, 'number'>, raw: number, digits: FractionDigits = RAW_DIGITS): string => format.number(raw, digits);
