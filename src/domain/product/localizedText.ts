import { type Locale, localeFallbacks } from '../locale';
import type { LocalizedText } from './productDefinition';

/**
 * The text of `text` in `locale`: the locale's own, else another locale of its language (Canadian
 * French takes French), else `en_us`.
 */
export const textIn = (text: LocalizedText, locale: Locale): string => {
  for (const candidate of localeFallbacks(locale)) {
    const value = text[candidate];
    if (value !== undefined) return value;
  }
  return text.en_us;
};
