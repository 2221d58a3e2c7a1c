/**
 * Event channels over the injected browser sources (STYLE 7): sagas `take` from them and close
 * them in `finally`, which unsubscribes the browser listeners.
 */
import { buffers, type EventChannel, eventChannel } from 'redux-saga';
import type { ActivitySource, TabChannel } from '../../io/appIo';
import type { TabMessage } from './tabMessages';

/** What the activity channel carries: only that the user did something. */
export type ActivityEvent = 'active';

/** The user's activity in this tab. Activity while the saga is busy (a ping in flight) is kept, once. */
export const activityChannel = (source: ActivitySource): EventChannel<ActivityEvent> =>
  eventChannel<ActivityEvent>((emit) => source.subscribe(() => emit('active')), buffers.sliding(1));

/** Messages from the other tabs, kept in order while the saga is busy. */
export const tabMessageChannel = (tabs: TabChannel): EventChannel<TabMessage> =>
  eventChannel<TabMessage>((emit) => tabs.subscribe((message) => emit(message)), buffers.expanding(4));
