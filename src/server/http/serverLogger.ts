/**
 * The server's log: pino at the configured level, written through an asynchronous destination
 * (a request never waits for the terminal or the disk), and one line per request, written when it
 * is answered: its method, redacted address, client address, status and time (http/logRedaction.ts).
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';
import { requestLogFields } from './logRedaction';

/**
 * Fastify's `logger` setting of the running server (main.ts; the bench writes the same log to
 * /dev/null so that its cost is measured). Lines are buffered and written asynchronously; pino
 * flushes what is left when the process exits.
 * @param level a pino level (`info`, `warn`, ...).
 * @param destination a file descriptor (1: standard output) or a file path.
 */
export function serverLoggerOptions(level: string, destination: number | string = 1): FastifyServerOptions['logger'] {
  return { level, serializers: { req: requestLogFields }, stream: pino.destination({ dest: destination, sync: false }) };
}

/**
 * Fastify's request log in one line per request instead of two ("incoming request" and "request
 * completed"): the completion line names the request as well. Every other line Fastify writes
 * (errors, a 404, a closing server) stays as it is.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // Written with the completion (requestCompleted).
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
