/**
 * A small round-robin reverse proxy for tests and benches of several server processes (issue #21,
 * scale-out): HTTP requests and WebSocket upgrades go to the next backend in turn, each request on
 * its own (not each client connection), as a load balancer without sticky sessions does. It adds
 * the X-Forwarded-* headers a load balancer adds (the servers run with TRUST_PROXY=true) and counts
 * what each backend served. Loopback only.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A running proxy. */
export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Requests (WebSocket upgrades included) forwarded to each backend, in the order of `backends`. */
  served(): number[];
  /** Requests whose path starts with `prefix` forwarded to each backend. */
  servedUnder(prefix: string): number[];
  close(): Promise<void>;
}

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are not forwarded.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function forwardedHeaders(request: http.IncomingMessage, keepUpgrade: boolean): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && (!HOP_BY_HOP.has(name) || (keepUpgrade && (name === 'connection' || name === 'upgrade')))) headers[name] = value;
  }
  const client = request.socket.remoteAddress ?? '';
  const earlier = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = earlier ? `${String(earlier)}, ${client}` : client;
  headers['x-forwarded-proto'] = 'http';
  if (request.headers.host) headers['x-forwarded-host'] = request.headers.host;
  return headers;
}

/**
 * Starts a proxy on 127.0.0.1 in front of `backends` (ports on 127.0.0.1).
 * @param port the port to listen on, or 0 for one the system picks.
 */
export async function startRoundRobinProxy(backends: readonly number[], port = 0): Promise<RoundRobinProxy> {
  if (backends.length === 0) throw new Error('A proxy needs at least one backend.');
  let next = 0;
  const counts = backends.map(() => 0);
  const byPrefix: { path: string; backend: number }[] = [];
  const pick = (path: string): number => {
    const index = next;
    next = (next + 1) % backends.length;
    counts[index] = (counts[index] ?? 0) + 1;
    byPrefix.push({ path, backend: index });
    return index;
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const sockets = new Set<net.Socket>();

  const server = http.createServer((request, response) => {
    const backend = backends[pick(request.url ?? '/')]!;
    const upstream = http.request(
      { host: '127.0.0.1', port: backend, method: request.method, path: request.url, headers: forwardedHeaders(request, false), agent },
      (answer) => {
        const headers: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad gateway');
    });
    request.pipe(upstream);
  });

  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const backend = backends[pick(request.url ?? '/')]!;
    const upstream = net.connect(backend, '127.0.0.1', () => {
      const headers = forwardedHeaders(request, true);
      const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${String(one)}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const listening = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${listening}`,
    port: listening,
    served: () => [...counts],
    servedUnder: (prefix) => backends.map((_, index) => byPrefix.filter((entry) => entry.backend === index && entry.path.startsWith(prefix)).length),
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await closed;
    },
  };
}
