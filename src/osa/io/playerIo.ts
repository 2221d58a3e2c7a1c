/**
 * The I/O the player's sagas use, injected through the saga middleware's context (as in the
 * platform SPA), so tests swap it for fakes without module mocks.
 */
import type { LiveMedia } from '../../browser/media';
import type { KeyValueStorage } from '../../browser/localStorage';
import type { LiveSocketOpener } from '../../browser/liveSocket';
import type { PlayerHttp } from '../core/http/playerHttp';

/** Local storage, failing soft: private modes and full quotas must not stop the questionnaire. */
export type { KeyValueStorage } from '../../browser/localStorage';

/** The page's address. */
export interface PlayerAddress {
  /**
   * The link token in the address's fragment, removed from the address bar at once (without a
   * reload), so it is never bookmarked, shared from the screen or kept in the history.
   * @returns the token, or null when the fragment holds none.
   */
  takeToken(): string | null;
}

/** The browser's idea of the connection (navigator.onLine and the online/offline events). */
export interface NetworkStatus {
  isOnline(): boolean;
  /** Calls `listener` with true on the browser's `online` event, false on `offline`; answers the unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** Everything a player saga may touch outside the store. */
export interface PlayerIo {
  http: PlayerHttp;
  storage: KeyValueStorage;
  address: PlayerAddress;
  network: NetworkStatus;
  /** The browser's preferred language (`navigator.language`), for pages shown before the link's own language is known. */
  browserLanguage(): string;
  /** The page's origin (`https://host`), from which the live page's socket address is made. */
  pageOrigin(): string;
  /** Opens the live session's WebSocket (issue #20); the live page's saga receives it injected. */
  liveSockets: LiveSocketOpener;
  /** Camera, microphone and peer connections of a live session's built-in video (issue #20). */
  media: LiveMedia;
}
