// Liveness and readiness (issue 15 §3): ready only when the database answers and every migration
// this build carries is applied; a balancer reads 200 or 503.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedMigrations } from '../src/modules/health/health.repository.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('health', () => {
  it('is alive, to anyone', async () => {
    const answer = await get('/console/health/live');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { status: 'alive' } });
  });

  it('is ready on a migrated database, naming how many migrations are applied', async () => {
    const answer = await get('/console/health/ready');
    expect(answer.statusCode).toBe(200);
    const n = expectedMigrations();
    expect(n).toBeGreaterThan(15);
    expect(answer.json().data).toEqual({ status: 'ready', migrations: { applied: n, expected: n } });
  });

  it('is not ready (503) while a migration is missing', async () => {
    const { db } = t.database;
    // Forget the newest migration's record, as on a database an older build migrated.
    await db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const answer = await get('/console/health/ready');
    expect(answer.statusCode, answer.body).toBe(503);
    const n = expectedMigrations();
    expect(answer.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: '数据库迁移尚未完成',
      details: [{ path: 'migrations', message: `${n - 1}/${n}` }],
    });
  });
});
