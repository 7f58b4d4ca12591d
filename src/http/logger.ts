import pino, { type LoggerOptions } from 'pino';
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

// E.164, US numbers with or without the country code, and local 555-0100: a provider's error
// names the number it could not reach.
const PHONE_NUMBERS = /\+\d{7,15}\b|(?:\b1[\s.-]?(?:\(\d{3}\)|\d{3})|\(\d{3}\)|\b\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b|\b\d{3}[.-]\d{4}\b/g;

/** The first line of an error message, without statement parameters or phone numbers. */
function firstLine(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  return (text.split('\n')[0] ?? '').replace(/params:.*$/i, '').replace(PHONE_NUMBERS, '[number]').slice(0, 300);
}

/**
 * Errors carry more than their message: drizzle's query errors hold the statement's parameters
 * (names, phones, addresses) both in `params` and in the message text, and a provider's error names
 * the phone number it refused. Only the kind of error, its code and the first line of its message,
 * numbers masked, are logged. A plain string is logged as such a message.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (typeof error === 'string') return { message: firstLine(error) };
  const base = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const cause = (error as { cause?: { message?: unknown; code?: unknown } } | null)?.cause;
  return {
    type: base.type,
    code: (error as { code?: unknown } | null)?.code,
    message: firstLine(base.message),
    // Only the frames: the stack's first lines repeat the whole message, parameters included.
    stack: typeof base.stack === 'string' ? base.stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 8).join('\n') : undefined,
    ...(cause ? { cause: { message: firstLine(cause.message), code: cause.code } } : {}),
  };
}

type LoggedRequest = { method?: string; url?: string; hostname?: string; ip?: string; socket?: { remotePort?: number } };

/**
 * A web chat session id in a URL is the key to that customer's transcript, so it is masked; the
 * rest of a request line is what fastify logs by default.
 */
export function serializeRequest(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: request.url?.replace(/\/sessions\/[^/?]+/, '/sessions/[session]'),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The options of every logger in the service: level, redaction, safe errors and requests. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: serializeRequest,
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
