// Another app on a test app's database whose SQL statements are recorded, to count what a request
// reads: the same connection (the PGlite instance or the pool), seen through a logging drizzle.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { type TestApp, testCaptcha } from './app.ts';
import { TEST_MODULE } from './workflow.ts';

export type LoggedApp = {
  app: FastifyInstance;
  /** Every statement the app sent, in order; empty it to start counting. */
  statements: string[];
};

export async function queryLoggedApp(t: TestApp): Promise<LoggedApp> {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (t.database.db as unknown as { $client: unknown }).$client;
  const db = (t.database.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as Database;
  const app = await buildApp({
    config: t.config,
    db,
    clock: t.clock.now,
    captcha: testCaptcha,
    logger: false,
    webDist: '/nonexistent/',
    filesDir: t.filesDir,
    extraModules: [TEST_MODULE],
    strictAudit: true,
  });
  return { app, statements };
}
