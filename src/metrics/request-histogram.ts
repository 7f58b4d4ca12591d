import type { Registry } from 'prom-client';

// The request-duration histogram, counted by hand. prom-client's Histogram validates and hashes
// the label set on every observation, even through a child from labels(): that was the largest
// cost the metrics added to a request (about 4 % of GET /api/menu's time in a CPU profile). Here a
// series is a plain object that a route's hook keeps, and an observation is a bucket search and
// three additions. prom-client still formats it: the registry takes any object with get().

export type DurationSeries = { observe(seconds: number): void };

export type RequestHistogram<Label extends string> = {
  /** The series for one label set: keep it, it is the same object for the same labels. */
  series(labels: Record<Label, string>): DurationSeries;
};

type Series = { labels: Record<string, string>; counts: number[]; sum: number; count: number; observe(seconds: number): void };

export function registerRequestHistogram<Label extends string>(
  registry: Registry,
  options: { name: string; help: string; labelNames: readonly Label[]; buckets: readonly number[] },
): RequestHistogram<Label> {
  const { name, help, labelNames, buckets } = options;
  const all = new Map<string, Series>();

  function series(labels: Record<Label, string>): DurationSeries {
    const key = labelNames.map((label) => labels[label]).join('\u0000');
    let found = all.get(key);
    if (!found) {
      const created: Series = {
        labels: { ...labels },
        counts: buckets.map(() => 0),
        sum: 0,
        count: 0,
        observe(seconds) {
          // Non-cumulative here; get() sums them up as Prometheus wants.
          for (let i = 0; i < buckets.length; i += 1) {
            if (seconds <= (buckets[i] as number)) {
              (created.counts[i] as number) += 1;
              break;
            }
          }
          created.sum += seconds;
          created.count += 1;
        },
      };
      all.set(key, created);
      found = created;
    }
    return found;
  }

  registry.registerMetric({
    name,
    help,
    type: 'histogram',
    get: () => ({
      name,
      help,
      type: 'histogram',
      aggregator: 'sum',
      values: [...all.values()].flatMap(({ labels, counts, sum, count }) => {
        let cumulative = 0;
        const bucketLines = buckets.map((le, i) => {
          cumulative += counts[i] as number;
          return { labels: { le, ...labels }, value: cumulative, metricName: `${name}_bucket` };
        });
        return [
          ...bucketLines,
          { labels: { le: '+Inf', ...labels }, value: count, metricName: `${name}_bucket` },
          { labels, value: sum, metricName: `${name}_sum` },
          { labels, value: count, metricName: `${name}_count` },
        ];
      }),
    }),
  } as unknown as Parameters<Registry['registerMetric']>[0]);

  return { series };
}
