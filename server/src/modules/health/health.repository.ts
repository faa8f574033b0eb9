// What readiness asks of the database: does it answer, and how many migrations has it applied
// (drizzle's own table, written by db/migrate.ts on PGlite and PostgreSQL alike).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';

/** The migrations this build carries (drizzle-kit's journal). */
export function expectedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
  return (journal.entries as unknown[]).length;
}

/** The migrations applied, or null when the database does not answer. */
export async function appliedMigrations(db: Database): Promise<number | null> {
  try {
    const rows = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  } catch {
    return null;
  }
}
