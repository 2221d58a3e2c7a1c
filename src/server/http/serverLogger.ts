/**
 * The server's log: pino at the configured level, the request written with only its method,
 * redacted address and client address (http/logRedaction.ts).
 */
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { requestLogFields } from './logRedaction';

/**
 * Fastify's `logger` setting of the running server (main.ts; the bench writes the same log to
 * /dev/null so that its cost is measured).
 * @param level a pino level (`info`, `warn`, ...).
 * @param destination a file descriptor (1: standard output) or a file path.
 */
export function serverLoggerOptions(level: string, destination: number | string = 1): FastifyServerOptions['logger'] {
  return { level, serializers: { req: requestLogFields }, stream: pino.destination({ dest: destination, sync: true }) };
}
