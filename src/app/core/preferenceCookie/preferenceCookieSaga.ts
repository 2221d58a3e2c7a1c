/** Reads the preferences cookie once, at start. */
import { call, put } from 'typed-redux-saga';
import { PREFERENCES_COOKIE } from '../../../contract/cookies';
import { parsePreferencesCookie } from '../../../domain/preferencesCookie';
import { io } from '../../io/ioContext';
import { safely } from '../saga/safely';
import { preferenceCookieRead } from './preferenceCookieSlice';

/** Puts the cookie's preferences; a value that cannot be parsed is logged and yields none (spec §8). */
export function* readPreferenceCookie() {
  const cookies = yield* io('cookies');
  const text = yield* call([cookies, cookies.get], PREFERENCES_COOKIE);
  if (text === undefined) {
    yield* put(preferenceCookieRead(null));
    return;
  }
  const parsed = parsePreferencesCookie(text);
  if (!parsed.ok) yield* call([console, console.error], parsed.error.message);
  yield* put(preferenceCookieRead(parsed.ok ? parsed.value : null));
}

/** Root saga of the preferences cookie. */
export function* preferenceCookieSaga() {
  yield* call(safely(readPreferenceCookie));
}
