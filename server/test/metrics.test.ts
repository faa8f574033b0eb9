// Prometheus metrics (issue 15 §3): requests per route pattern with their latency, job runs and
// failures, the pool's connections; served on their own listener and not by the portal's port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, startMetricsServer } from '../src/platform/http/metrics.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = (text: string, labels: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`portal_http_request_duration_seconds_count{${labels}}`))
      ?.split(' ')
      .at(-1) ?? 0,
  );

describe('metrics', () => {
  it('count answers by route pattern and status, whatever the id in the URL', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/console/health/live' });
    const id = '00000000-0000-4000-8000-000000000001';
    await t.app.inject({ method: 'GET', url: `/console/api/files/${id}` });
    await t.app.inject({ method: 'GET', url: `/console/api/files/${id.replace('1', '2')}` });
    const text = await t.app.metrics.registry.metrics();
    expect(count(text, 'method="GET",route="/console/health/live",status="200"')).toBe(3);
    // Both file reads are one series (the route's pattern), refused for want of a session.
    const files = text
      .split('\n')
      .filter((l) => l.includes('route="/console/api/files/:id"') && l.includes('_count'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ 2$/);
  });

  it('count an answer no route matched as one series, and keep the buckets cumulative', async () => {
    await t.app.inject({ method: 'GET', url: '/console/api/nowhere-1' });
    await t.app.inject({ method: 'GET', url: '/console/api/nowhere-2' });
    const text = await t.app.metrics.registry.metrics();
    expect(count(text, 'method="GET",route="unmatched",status="404"')).toBe(2);
    const live = 'method="GET",route="/console/health/live",status="200"';
    const buckets = text
      .split('\n')
      .filter((l) => l.startsWith(`portal_http_request_duration_seconds_bucket{${live}`))
      .map((l) => Number(l.split(' ').at(-1)));
    expect(buckets).toHaveLength(12);
    expect(buckets.at(-1)).toBe(count(text, live));
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]).toBeGreaterThanOrEqual(buckets[i - 1]!);
    expect(text).toMatch(new RegExp(`_sum\\{${live}\\} [0-9.e-]+\n`));
  });

  it("count a job's runs and failures, and let the failure through", async () => {
    const metrics = createMetrics();
    let fail = false;
    const task = metrics.counted('outbox retry', async () => {
      if (fail) throw new Error('smtp down');
    });
    await task();
    await task();
    fail = true;
    await expect(task()).rejects.toThrow('smtp down');
    const text = await metrics.registry.metrics();
    expect(text).toContain('portal_job_runs_total{job="outbox retry",outcome="ok"} 2');
    expect(text).toContain('portal_job_runs_total{job="outbox retry",outcome="failed"} 1');
  });

  it('report the pool when there is one', async () => {
    const metrics = createMetrics(() => ({ total: 7, idle: 5, waiting: 1 }));
    const text = await metrics.registry.metrics();
    expect(text).toContain('portal_db_pool_connections{state="total"} 7');
    expect(text).toContain('portal_db_pool_connections{state="waiting"} 1');
    expect(await createMetrics().registry.metrics()).not.toContain('portal_db_pool_connections');
  });

  it('are served on their own loopback listener, and the portal has no /metrics', async () => {
    const server = await startMetricsServer(t.app.metrics, '127.0.0.1', 0);
    try {
      const answer = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await answer.text()).toContain('portal_http_request_duration_seconds_bucket');
      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
    } finally {
      await server.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
