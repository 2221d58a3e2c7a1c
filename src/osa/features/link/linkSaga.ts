/**
 * Opening the link: the token leaves the address bar at once and is exchanged for the player
 * cookie (or, without one, the state is read by the cookie); answers kept on this device from an
 * earlier visit rejoin the queue; the player resumes where the respondent stopped.
 */
import { call, put, select, take } from 'typed-redux-saga';
import type { PlayerState } from '../../../contract/services/player';
import { classCodeOfFragment } from '../../../domain/groups/classSessionCode';
import { localeForLanguage } from '../../../domain/locale';
import { loadServicesBaseUrl } from '../../core/config/servicesConfig';
import { toAppError } from '../../../client/appError';
import { waitForConnection } from '../../core/saga/waitForConnection';
import { io } from '../../io/ioContext';
import { restoreQueue } from '../answers/queueStorage';
import { connectionLost } from '../answers/answersSlice';
import { navigated } from '../navigation/navigationSlice';
import { selectResumeScreen } from '../navigation/navigationSelectors';
import { fetchPlayerState, openCode, openLink } from './linkApi';
import { problemOf } from './linkProblem';
import { selectServicesBaseUrl } from './linkSelectors';
import { browserLocaleDetected, codeAsked, codeRejected, codeSubmitted, playerStarted, problemShown, retryRequested, servicesLocated, stateLoaded, stateUnreachable } from './linkSlice';

/**
 * Loads the link's state: by `token` when the address carried one, else by the cookie. Without a
 * connection it waits for one and tries again.
 * @returns the state, or null after a problem page was shown.
 */
export function* fetchState(token: string | null) {
  const http = yield* io('http');
  // A roster sheet's QR code opens `#code=…`: a class session code, not a link's token.
  const code = token ? classCodeOfFragment(token) : null;
  for (let attempt = 0; ; attempt += 1) {
    const baseUrl = yield* select(selectServicesBaseUrl);
    try {
      const player: PlayerState = code
        ? yield* call(openCode, http, baseUrl, code)
        : token
          ? yield* call(openLink, http, baseUrl, token)
          : yield* call(fetchPlayerState, http, baseUrl);
      return player;
    } catch (error) {
      const failure = toAppError(error);
      if (!token && failure.code === 'linkInvalid') {
        // Opened without a link and without a player cookie (a classroom device): ask for a class session code.
        return yield* call(askForCode);
      }
      if (failure.code !== 'network') {
        yield* put(problemShown(problemOf(failure)));
        return null;
      }
      yield* put(connectionLost());
      yield* put(stateUnreachable());
      yield* call(waitForConnection, attempt);
    }
  }
}

/**
 * The "Enter your code" page: asks until a code opens a form (a wrong one is said so on the page).
 * @returns the state the code opened, or null after a problem page was shown (an expired or
 *   completed code, too many tries).
 */
export function* askForCode() {
  const http = yield* io('http');
  yield* put(codeAsked());
  for (;;) {
    const { payload } = yield* take(codeSubmitted);
    const baseUrl = yield* select(selectServicesBaseUrl);
    try {
      const player: PlayerState = yield* call(openCode, http, baseUrl, payload);
      return player;
    } catch (error) {
      const failure = toAppError(error);
      if (failure.code === 'linkInvalid' || failure.code === 'validation' || failure.code === 'network') {
        yield* put(codeRejected());
        continue;
      }
      yield* put(problemShown(problemOf(failure)));
      return null;
    }
  }
}

/**
 * Reads the state again by the cookie (after a stale answer, or a submission refused as stale):
 * new versions, and the answers saved elsewhere. Keeps the state it has when there is no connection.
 */
export function* reloadState() {
  const http = yield* io('http');
  const baseUrl = yield* select(selectServicesBaseUrl);
  try {
    yield* put(stateLoaded(yield* call(fetchPlayerState, http, baseUrl)));
  } catch (error) {
    const failure = toAppError(error);
    if (failure.code === 'network') yield* put(connectionLost());
    else yield* put(problemShown(problemOf(failure)));
  }
}

/** The player's start: token, configuration, state, kept answers, resume point. */
export function* startPlayer() {
  const address = yield* io('address');
  // First of all, so the token is in the address bar for as short a time as possible.
  const token = yield* call([address, address.takeToken]);
  const browserLanguage = yield* io('browserLanguage');
  yield* put(browserLocaleDetected(localeForLanguage(yield* call(browserLanguage))));
  const http = yield* io('http');
  yield* put(servicesLocated(yield* call(loadServicesBaseUrl, http)));
  let player = yield* call(fetchState, token);
  // A page that offers "Try again" (too many tries, an unexpected failure) comes back here with the same token.
  while (!player) {
    yield* take(retryRequested.type);
    player = yield* call(fetchState, token);
  }
  yield* put(stateLoaded(player));
  yield* call(restoreQueue, player);
  const resume = yield* select(selectResumeScreen);
  if (resume) yield* put(navigated(resume));
}

/** Root saga of the link feature: the player starts once. */
export function* linkSaga() {
  yield* take(playerStarted.type);
  yield* call(startPlayer);
}
