// Applies the checked-in drizzle-kit migrations at start, on PGlite and PostgreSQL alike.
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateDrizzle } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  // Both drivers' migrators call the same dialect code; the node-postgres one accepts either session.
  const db = handle.db as unknown as NodePgDatabase;
  await handle.exclusive(() => migrateDrizzle(db, { migrationsFolder: MIGRATIONS_DIR }));
}
