import autocannon, { type Options, type Result } from 'autocannon';
import { orderBodies } from './order-bodies.js';
import { smsDeliveries } from './sms-deliveries.js';

// Loads for the scale and memory benches: autocannon at 50 connections, and what they send.

export const CONNECTIONS = 50;

export function cannon(options: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

type Load = { options: Options; used: () => number };

/** POSTs to `path`, each with the next of a series of requests; `used()` says how many it made. */
function postSeries(appUrl: string, path: string, next: () => { body: string; headers?: Record<string, string> }): Load {
  let made = 0;
  const options: Options = {
    url: appUrl,
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (request) => {
          made += 1;
          return { ...request, ...next() };
        },
      },
    ],
  };
  return { options, used: () => made };
}

/** A series of distinct new orders; `used()` says how many bodies it made (the next series skips them). */
export function orderLoad(appUrl: string, skip: number): Load {
  const next = orderBodies(undefined, skip);
  return postSeries(appUrl, '/api/order', () => ({ body: next(), headers: { 'content-type': 'application/json' } }));
}

/** Status lookups of the given orders, picked at random. */
export function statusLoad(appUrl: string, orderIds: string[]): Options {
  return {
    url: appUrl,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/api/order/${orderIds[Math.floor(Math.random() * orderIds.length)]}` }),
      },
    ],
  };
}

/** Signed SMS webhooks, each the first message of a new sender. */
export function smsLoad(appUrl: string, skip: number): Load {
  return postSeries(appUrl, '/channels/sms', smsDeliveries(appUrl, skip));
}

export function failures(result: Result): number {
  return result.non2xx + result.errors + result.timeouts;
}
