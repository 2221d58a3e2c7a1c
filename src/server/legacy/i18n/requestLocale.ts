/**
 * The language a legacy page speaks to a browser before anyone signs in: the one chosen on the
 * page (`?lang=`, kept by its forms), else the signed-in user's last language (the preferences
 * cookie), else what the browser asks for (`Accept-Language`), else US English.
 */
import type { FastifyRequest } from 'fastify';
import { PREFERENCES_COOKIE } from '../../../contract/cookies';
import { DEFAULT_LOCALE, isLocale, type Locale, localeForLanguage, localeFromAcceptLanguage } from '../../../domain/locale';
import { parsePreferencesCookie } from '../../../domain/preferencesCookie';

/**
 * The locale of a page request.
 * @param chosen the `lang` the page's picker or form sent, if any
 */
export function requestLocale(request: FastifyRequest, chosen: string | undefined): Locale {
  if (chosen && isLocale(chosen)) return chosen;
  const cookie = request.cookies[PREFERENCES_COOKIE];
  if (cookie) {
    const preferences = parsePreferencesCookie(cookie);
    if (preferences.ok) return localeForLanguage(preferences.value.language.languageCode);
  }
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}
