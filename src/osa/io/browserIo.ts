/** The browser's I/O for the player. Only index.tsx builds it; everything else receives it injected. */
import { browserMedia } from '../../browser/media';
import { createPlayerHttp } from '../core/http/playerHttp';
import { browserStorage } from '../../browser/localStorage';
import { browserLiveSockets } from '../../browser/liveSocket';
import { browserCookieName } from '../../contract/cookies';
import type { PlayerIo } from './playerIo';

/** A cookie of the page by its base name; a session cookie under its `__Host-` name when the page is https (contract/cookies.ts `cookieName`). */
function readCookie(name: string): string | undefined {
  const wireName = browserCookieName(name, window.location.protocol === 'https:');
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === wireName) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Builds the browser's I/O. */
export function createBrowserIo(): PlayerIo {
  return {
    // Looked up on each call, so the page's fetch is the one in use whenever a call is made.
    http: createPlayerHttp({ fetch: (input, init) => window.fetch(input, init), readCookie }),
    storage: browserStorage(),
    address: {
      takeToken() {
        const token = window.location.hash.replace(/^#/, '').trim();
        if (!token) return null;
        // Same address without the fragment, no reload, no new history entry.
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
        return token;
      },
    },
    network: {
      isOnline: () => window.navigator.onLine,
      subscribe(listener) {
        const online = () => listener(true);
        const offline = () => listener(false);
        window.addEventListener('online', online);
        window.addEventListener('offline', offline);
        return () => {
          window.removeEventListener('online', online);
          window.removeEventListener('offline', offline);
        };
      },
    },
    browserLanguage: () => window.navigator.language,
    pageOrigin: () => window.location.origin,
    liveSockets: browserLiveSockets(),
    media: browserMedia(),
  };
}
