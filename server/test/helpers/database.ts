// A fresh database per test file: in-memory PGlite, or a new database on TEST_DATABASE_URL's server
// (created here, dropped by close()), so files never see each other's rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { createFromTemplate } from './pg-template.ts';
import { openFromTemplate } from './template.ts';

export type TestDatabase = DatabaseHandle & { name: string };

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * `fromTemplate`: start from the migrated, demo-seeded template (PGlite: template.ts; PostgreSQL:
 * pg-template.ts) instead of an empty database.
 */
export async function openTestDatabase(options: { fromTemplate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const target = options.fromTemplate ? { pglite: await openFromTemplate() } : { dataDir: null };
    return { ...(await openDatabase(target)), name: 'pglite:memory' };
  }
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  if (options.fromTemplate) await createFromTemplate(serverUrl, name);
  else await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    name,
    async close() {
      await handle.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
