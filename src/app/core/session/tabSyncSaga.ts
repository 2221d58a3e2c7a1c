/**
 * The other tabs of this browser (DESIGN §4): they share the user's cookies, stored tokens and
 * server session, so a tab follows what happens in another: a sign-out signs it out, a refreshed
 * pair is adopted instead of refreshed again, and a ping for the user's activity there extends
 * the session here too. Messages arrive through an event channel over the injected tab channel.
 */
import { call, put, select, take } from 'typed-redux-saga';
import { io } from '../../io/ioContext';
import { selectLogoutUrl } from '../config/configSelectors';
import { safely } from '../saga/safely';
import { keepAliveDeadlinesAdopted } from './keepAliveSlice';
import { tabMessageChannel } from './sessionChannels';
import { whileSignedIn } from './sessionScope';
import { loggedOut, signedOutInOtherTab } from './sessionSlice';
import type { TabMessage } from './tabMessages';
import { adoptStoredTokens } from './tokenRefreshSaga';

/** Turns one message from another tab into this tab's event. */
export function* onTabMessage(message: TabMessage) {
  switch (message.kind) {
    case 'signedOut':
      yield* put(signedOutInOtherTab());
      return;
    case 'tokensRefreshed':
      yield* call(adoptStoredTokens);
      return;
    case 'sessionExtended':
      yield* put(keepAliveDeadlinesAdopted(message.deadlines));
      return;
  }
}

/** Listens to the other tabs until cancelled; each message is handled on its own, so one failure loses only it. */
export function* listenToOtherTabs() {
  const tabs = yield* io('tabs');
  const messages = yield* call(tabMessageChannel, tabs);
  try {
    while (true) {
      const message = yield* take(messages);
      yield* call(safely(onTabMessage), message);
    }
  } finally {
    messages.close();
  }
}

/**
 * Follows a sign-out in another tab: resets every slice and opens the legacy logout confirmation,
 * which lands on the login page with the logout flag. The other tab already cleared the stored
 * tokens (shared) and told everyone, so this tab neither clears nor tells again.
 */
export function* followSignOut() {
  const location = yield* io('location');
  // Read before loggedOut resets the config slice.
  const logoutUrl = yield* select(selectLogoutUrl);
  yield* put(loggedOut());
  yield* call([location, location.assign], logoutUrl);
}

/** Listens to the other tabs with each signed-in session. */
export function* tabSyncFlow() {
  yield* whileSignedIn(listenToOtherTabs);
}
