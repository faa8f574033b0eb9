// Dictionaries every database needs: regions, industries and strategic emerging industries.
// A table that already has rows is left alone, so a restart costs one query per table.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { industries, regions, strategicIndustries } from '../../db/schema/index.ts';
import { INDUSTRIES } from './data/industries.ts';
import { loadRegions } from './data/regions.ts';
import { STRATEGIC_INDUSTRIES } from './data/strategic.ts';

const BATCH = 1000;

async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(table).limit(1);
  return rows.length === 0;
}

async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(table)
      .values(rows.slice(i, i + BATCH) as T['$inferInsert'][])
      .onConflictDoNothing();
  }
}

export async function seedDictionaries(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    if (await isEmpty(tx, regions)) await insertInBatches(tx, regions, loadRegions());
    if (await isEmpty(tx, industries)) await insertInBatches(tx, industries, INDUSTRIES);
    if (await isEmpty(tx, strategicIndustries))
      await insertInBatches(tx, strategicIndustries, STRATEGIC_INDUSTRIES);
  });
}
