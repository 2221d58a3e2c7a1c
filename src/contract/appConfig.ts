/**
 * The app configuration served at `assets/config/config.json` (spec §7) with its seven sections.
 */

/** Names of the legacy application's pages (spec §2). */
export type LegacyPage =
  | 'login'
  | 'home'
  | 'myAccountSettings'
  | 'manageAccounts'
  | 'resourceLibrary'
  | 'notifications'
  | 'feedback'
  | 'help'
  | 'logoutConfirmation';

export type { KeepAliveConfig } from '../domain/keepAliveTiming';
import type { KeepAliveConfig } from '../domain/keepAliveTiming';

/** The configuration document. Every section may be missing: a failed load continues with `{}` (spec §8). */
export interface AppConfig {
  /** The legacy application: base URL, page paths, and the names of its query flags. */
  qgLegacy?: {
    baseUrl: string;
    pages: Record<LegacyPage, string>;
    pageRefreshParam: string;
    logoutParam: string;
  };
  /** The services: host (empty for the page's own origin), context root, and the keep-alive's timing. */
  qgServices?: { host: string; contextRoot: string; keepAlive?: KeepAliveConfig };
  /** The examinee player (on-screen administration). */
  qosa?: { url: string };
  /** The live remote session service. */
  prosa?: { url: string };
  /** The telepractice session launcher. */
  tsl?: { url: string };
  /**
   * External hosts: the video service of video-proctored sessions (`videoService`), and the
   * STUN and TURN servers of live sessions' built-in video (`stunUrls`, `turnUrls`: `stun:…`,
   * `turn:…`/`turns:…` addresses; TURN credentials are made from the server's TURN_SECRET).
   */
  externalHosts?: { videoService?: string; stunUrls?: string[]; turnUrls?: string[]; [host: string]: string | string[] | undefined };
  /** Local development: tokens taken from this file instead of a sign-in. */
  local?: { enabled: boolean; token: string; refreshToken: string };
}
