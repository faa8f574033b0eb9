// SQL for saved export column choices, one row per list.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exportConfigs } from '../../db/schema/index.ts';

export async function savedConfigs(db: Database) {
  return db.select().from(exportConfigs);
}

export async function saveConfig(db: Database, listKey: string, columns: string[], by: string, now: Date) {
  await db
    .insert(exportConfigs)
    .values({ listKey, columns, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: exportConfigs.listKey, set: { columns, updatedAt: now, updatedBy: by } });
}

export async function deleteConfig(db: Database, listKey: string): Promise<boolean> {
  const rows = await db
    .delete(exportConfigs)
    .where(eq(exportConfigs.listKey, listKey))
    .returning({ listKey: exportConfigs.listKey });
  return rows.length > 0;
}
