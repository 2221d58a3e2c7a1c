/**
 * The browser's WebSocket behind a small interface, shared by the platform SPA and the examinee
 * player for live sessions (issue #20). Only their browserIo modules create it; sagas receive it
 * injected, so saga tests drive a fake socket.
 */

/** What one socket reports: opened, a text frame received, or closed with its code and reason. */
export type LiveSocketEvent = { kind: 'open' } | { kind: 'text'; text: string } | { kind: 'close'; code: number; reason: string };

/** One open (or opening) socket. */
export interface LiveSocket {
  /** Sends a text frame; false when the socket is not open (nothing is sent). */
  send(text: string): boolean;
  /** Closes it (code 1000); no `close` event is reported after this. */
  close(): void;
}

/** Opens sockets: `open(url, listener)` reports each event of the new socket to `listener`. */
export interface LiveSocketOpener {
  open(url: string, listener: (event: LiveSocketEvent) => void): LiveSocket;
}

/** The page's origin as a WebSocket origin: `http://host` → `ws://host`, `https://host` → `wss://host`. */
export const webSocketOrigin = (pageOrigin: string): string => pageOrigin.replace(/^http/, 'ws');

/** WebSocket over the browser's `WebSocket`. */
export function browserLiveSockets(): LiveSocketOpener {
  return {
    open(url, listener) {
      const socket = new WebSocket(url);
      let closedByUs = false;
      socket.onopen = () => listener({ kind: 'open' });
      socket.onmessage = (message) => {
        if (typeof message.data === 'string') listener({ kind: 'text', text: message.data });
      };
      socket.onclose = (event) => {
        if (!closedByUs) listener({ kind: 'close', code: event.code, reason: event.reason });
      };
      return {
        send(text) {
          if (socket.readyState !== WebSocket.OPEN) return false;
          socket.send(text);
          return true;
        },
        close() {
          closedByUs = true;
          socket.close(1000);
        },
      };
    },
  };
}
