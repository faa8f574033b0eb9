// The request-duration histogram of metrics.ts, counted by hand. prom-client's own histogram sorts
// and hashes the label object again at every observation, a signed-in call's largest own cost
// after the session lookup once the headers were trimmed (issue 15 §1); here each route keeps its
// series per method and status, found by two small map lookups, and the registry only reads them
// when scraped. The output is prom-client's: _bucket (cumulative, with le), _sum and _count.
import type client from 'prom-client';

type Labels = { method: string; route: string; status: string };
type Series = { labels: Labels; counts: Float64Array; sum: number; count: number };

export type RouteTimer = (method: string, status: number, seconds: number) => void;

export function createRouteTimings(name: string, help: string, bounds: readonly number[]) {
  const all: Series[] = [];

  /** The recorder of one route pattern; call it with each answer's method, status and time. */
  function timer(route: string): RouteTimer {
    const byMethod = new Map<string, Map<number, Series>>();
    return (method, status, seconds) => {
      let byStatus = byMethod.get(method);
      if (!byStatus) {
        byStatus = new Map();
        byMethod.set(method, byStatus);
      }
      let series = byStatus.get(status);
      if (!series) {
        series = {
          labels: { method, route, status: String(status) },
          counts: new Float64Array(bounds.length),
          sum: 0,
          count: 0,
        };
        byStatus.set(status, series);
        all.push(series);
      }
      // Counted in the first bucket it fits; made cumulative when read.
      for (let i = 0; i < bounds.length; i++) {
        if (seconds <= bounds[i]!) {
          series.counts[i]! += 1;
          break;
        }
      }
      series.sum += seconds;
      series.count += 1;
    };
  }

  function values() {
    return all.flatMap(({ labels, counts, sum, count }) => {
      let cumulative = 0;
      const buckets = bounds.map((le, i) => {
        cumulative += counts[i]!;
        return { labels: { ...labels, le }, value: cumulative, metricName: `${name}_bucket` };
      });
      return [
        ...buckets,
        { labels: { ...labels, le: '+Inf' }, value: count, metricName: `${name}_bucket` },
        { labels, value: sum, metricName: `${name}_sum` },
        { labels, value: count, metricName: `${name}_count` },
      ];
    });
  }

  /** What a prom-client registry reads from a metric (registerMetric), of type histogram. */
  const metric = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    get: async () => ({ name, help, type: 'histogram', aggregator: 'sum', values: values() }),
    reset: () => {
      all.length = 0;
    },
  } as unknown as client.Metric;

  return { timer, metric };
}
