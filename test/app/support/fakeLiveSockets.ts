/**
 * Fake live session sockets (issue #20): the same LiveSocketOpener the browser's I/O gives, in
 * memory. A test reads what each socket was sent and makes the server open, speak and close it.
 */
import type { LiveSocket, LiveSocketEvent, LiveSocketOpener } from '../../../src/browser/liveSocket';
import type { LiveServerMessage } from '../../../src/domain/live/liveProtocol';

/** One socket the fake opened: its address, what was sent while open, and controls for the server's side. */
export interface FakeSocket extends LiveSocket {
  url: string;
  isOpen: boolean;
  closedByClient: boolean;
  /** Text frames sent while open, parsed. */
  sent: unknown[];
  /** The server accepts the connection. */
  serverOpens(): void;
  /** The server sends a message. */
  serverSends(message: LiveServerMessage | string): void;
  /** The server (or the network) closes it. */
  serverCloses(code: number, reason?: string): void;
}

/** An opener that keeps every socket it opened, in order. */
export type FakeLiveSockets = LiveSocketOpener & { sockets: FakeSocket[] };

/** Fake sockets: nothing opens until the test says the server accepts. */
export function fakeLiveSockets(): FakeLiveSockets {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    open(url: string, listener: (event: LiveSocketEvent) => void): LiveSocket {
      const socket: FakeSocket = {
        url,
        isOpen: false,
        closedByClient: false,
        sent: [],
        send(text) {
          if (!socket.isOpen) return false;
          socket.sent.push(JSON.parse(text));
          return true;
        },
        close() {
          socket.isOpen = false;
          socket.closedByClient = true;
        },
        serverOpens() {
          socket.isOpen = true;
          listener({ kind: 'open' });
        },
        serverSends(message) {
          listener({ kind: 'text', text: typeof message === 'string' ? message : JSON.stringify(message) });
        },
        serverCloses(code, reason = '') {
          socket.isOpen = false;
          listener({ kind: 'close', code, reason });
        },
      };
      sockets.push(socket);
      return socket;
    },
  };
}
