import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { loggerOptions } from '../../src/http/logger.js';
import { lazyRequestLogger } from '../../src/http/request-logger.js';

function parentLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino(loggerOptions({ logLevel: level as 'info' }), stream), lines };
}

describe('the request logger', () => {
  it('builds no pino child for a request that writes nothing at an enabled level', () => {
    const { log, lines } = parentLogger('warn');
    const child = vi.spyOn(log, 'child');
    const requestLog = lazyRequestLogger(log, { reqId: 'r-1' }, {});
    requestLog.info('incoming request');
    requestLog.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(requestLog.level).toBe('warn');
  });

  it('writes enabled lines with the request id, through the parent’s redaction', () => {
    const { log, lines } = parentLogger('info');
    const requestLog = lazyRequestLogger(log, { reqId: 'r-2' }, {});
    requestLog.info({ order: { phone: '+15125550123', status: 'confirmed' } }, 'placed');
    requestLog.warn('slow');
    requestLog.error(new Error('boom'));
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['r-2', 'placed'],
      ['r-2', 'slow'],
      ['r-2', 'boom'],
    ]);
    expect(lines[0]?.order).toEqual({ phone: '[redacted]', status: 'confirmed' });
  });

  it('gives its own children the request id too', () => {
    const { log, lines } = parentLogger('info');
    lazyRequestLogger(log, { reqId: 'r-3' }, {}).child({ part: 'slack' }).info('sent');
    expect(lines[0]).toMatchObject({ reqId: 'r-3', part: 'slack', msg: 'sent' });
  });

  it('changing its level affects that request only', () => {
    const { log, lines } = parentLogger('warn');
    const requestLog = lazyRequestLogger(log, { reqId: 'r-4' }, {});
    requestLog.level = 'debug';
    requestLog.debug('now visible');
    log.debug('parent still quiet');
    expect(lines.map((line) => line.msg)).toEqual(['now visible']);
    expect(log.level).toBe('warn');
  });

  it('a route-level level is honoured by building the child at once', () => {
    const { log, lines } = parentLogger('warn');
    const requestLog = lazyRequestLogger(log, { reqId: 'r-5' }, { level: 'info' });
    requestLog.info('route is chatty');
    expect(lines[0]).toMatchObject({ reqId: 'r-5', msg: 'route is chatty' });
  });
});
