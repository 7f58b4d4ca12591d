import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { installErrorHandlers } from '../../src/http/error-handler.js';
import { closeAfterRunningHandlers } from '../../src/http/handlers-in-flight.js';
import { loggerOptions } from '../../src/http/logger.js';

/** A bare fastify app with the service's error handlers, log options and close-time waiting, and its warnings captured as lines. */
export function bareAppWithLogs(): { app: FastifyInstance; logLines: string[] } {
  const logLines: string[] = [];
  const capture = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const log: FastifyBaseLogger = pino(loggerOptions({ logLevel: 'warn' }), capture);
  const app = Fastify({ loggerInstance: log }) as unknown as FastifyInstance;
  closeAfterRunningHandlers(app);
  installErrorHandlers(app, () => 'disclaimer');
  return { app, logLines };
}
