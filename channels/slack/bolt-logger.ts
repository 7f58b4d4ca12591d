import { type Logger, LogLevel } from '@slack/bolt';
import type { FastifyBaseLogger } from 'fastify';

/** Bolt and its WebClient log through our logger (pino), so their lines carry our format and level. */
export function boltLogger(log: FastifyBaseLogger): Logger {
  const child = log.child({ component: 'slack-bolt' });
  const write = (level: 'debug' | 'info' | 'warn' | 'error') => (...messages: unknown[]) => {
    const [first, ...rest] = messages;
    if (first instanceof Error) child[level]({ err: first }, rest.map(String).join(' ') || first.message);
    else child[level](messages.map((message) => (typeof message === 'string' ? message : JSON.stringify(message))).join(' '));
  };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    // The level is pino's to decide.
    setLevel: () => {},
    getLevel: () => LogLevel.INFO,
    setName: () => {},
  };
}
