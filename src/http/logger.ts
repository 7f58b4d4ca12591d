import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

// Personal data never reaches the logs. Bodies are not logged at all; these paths are a second
// line of defence for anything that logs an order or a message object by mistake.
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.customer',
  '*.customerName',
  '*.customer_name',
  '*.phone',
  '*.address',
  '*.allergy_notes',
  '*.allergyNotes',
  '*.From',
  '*.To',
  '*.Body',
  'body',
];

export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
