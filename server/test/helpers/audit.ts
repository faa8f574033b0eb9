// Counting audit rows: every mutation's test checks that its row was written.
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { auditLog } from '../../src/db/schema/index.ts';

export async function auditCount(
  db: Database,
  filter: { action?: string; objectId?: string },
): Promise<number> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.objectId) conditions.push(eq(auditLog.objectId, filter.objectId));
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(...conditions));
  return row?.n ?? 0;
}
