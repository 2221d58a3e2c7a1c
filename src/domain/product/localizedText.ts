import type { Locale } from '../locale';
import type { LocalizedText } from './productDefinition';

/** The text of `text` in `locale`, falling back to `en_us` when that locale has none. */
export const textIn = (text: LocalizedText, locale: Locale): string => text[locale] ?? text.en_us;
