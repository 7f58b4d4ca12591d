import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerRequestHistogram } from '../../src/metrics/request-histogram.js';

const options = {
  name: 'bakery_http_request_duration_seconds',
  help: 'seconds',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
};

describe('the request-duration histogram', () => {
  it("scrapes exactly as prom-client's own Histogram does for the same observations", async () => {
    const reference = new Registry();
    const theirs = new Histogram({ ...options, registers: [reference] });
    const registry = new Registry();
    const ours = registerRequestHistogram(registry, options);
    const observations: [Record<'method' | 'route' | 'status_code', string>, number][] = [
      [{ method: 'GET', route: '/api/menu', status_code: '200' }, 0.0004],
      [{ method: 'GET', route: '/api/menu', status_code: '200' }, 0.002],
      [{ method: 'GET', route: '/api/menu', status_code: '200' }, 0.0031],
      [{ method: 'POST', route: '/api/order', status_code: '200' }, 0.8],
      [{ method: 'POST', route: '/api/order', status_code: '409' }, 12.5],
      [{ method: 'POST', route: '/api/order', status_code: '200' }, 0.05],
    ];
    for (const [labels, seconds] of observations) {
      theirs.observe(labels, seconds);
      ours.series(labels).observe(seconds);
    }
    expect(await registry.metrics()).toBe(await reference.metrics());
  });

  it('hands out one series per label set, so a route can keep it', () => {
    const ours = registerRequestHistogram(new Registry(), options);
    const labels = { method: 'GET', route: '/api/menu', status_code: '200' };
    expect(ours.series({ ...labels })).toBe(ours.series(labels));
    expect(ours.series({ ...labels, status_code: '304' })).not.toBe(ours.series(labels));
  });
});
