// Prometheus metrics of one server process (issue 15 §3): request rate and latency per route,
// background job runs and failures, the PostgreSQL pool's use. They are served on their own
// listener (METRICS_PORT, loopback unless METRICS_HOST says otherwise), never by the portal's
// public port: the route names and volumes are for operators, not visitors.
import http from 'node:http';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import client from 'prom-client';
import { createRouteTimings } from './route-timings.ts';

export type PoolStats = { total: number; idle: number; waiting: number };

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(poolStats?: () => PoolStats) {
  const registry = new client.Registry();
  const requests = createRouteTimings(
    'portal_http_request_duration_seconds',
    'Time to answer, per method, route pattern and status',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
  registry.registerMetric(requests.metric);
  const jobRuns = new client.Counter({
    name: 'portal_job_runs_total',
    help: 'Background job runs, per job and outcome (ok, failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  if (poolStats) {
    new client.Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL pool connections, per state (total, idle, waiting clients)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = poolStats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }
  return {
    registry,
    /**
     * Times every answer by its route pattern (not its URL, so ids do not make new series). Each
     * route gets its own hook with its pattern at hand: reading request.routeOptions builds a new
     * object every time.
     */
    install(app: FastifyInstance): void {
      app.addHook('onRoute', (route) => {
        const observe = requests.timer(route.url);
        const timed: onResponseHookHandler = (request, reply, done) => {
          observe(request.method, reply.statusCode, reply.elapsedTime / 1000);
          done();
        };
        route.onResponse = [timed, ...(route.onResponse ? [route.onResponse].flat() : [])];
      });
      const unmatched = requests.timer('unmatched');
      app.addHook('onResponse', (request, reply, done) => {
        if (request.is404) unmatched(request.method, reply.statusCode, reply.elapsedTime / 1000);
        done();
      });
    },
    /** A job's task that counts its runs and failures (the failure still reaches the caller). */
    counted(job: string, task: () => Promise<unknown>): () => Promise<unknown> {
      return async () => {
        try {
          const result = await task();
          jobRuns.inc({ job, outcome: 'ok' });
          return result;
        } catch (error) {
          jobRuns.inc({ job, outcome: 'failed' });
          throw error;
        }
      };
    },
  };
}

/** The metrics listener: GET /metrics in Prometheus' text format, nothing else. */
export async function startMetricsServer(
  metrics: Metrics,
  host: string,
  port: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
