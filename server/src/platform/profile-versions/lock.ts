// One write at a time per subject (enterprise or institution record): every save, submit,
// withdraw and discard starts by locking it.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type enterprises, type institutions, orgs } from '../../db/schema/index.ts';

type SubjectTable = typeof enterprises | typeof institutions;

/**
 * Locks the organisation's record in `table` until the transaction ends, or — before its first
 * save — the organisation's row, so that two concurrent first saves cannot both create a record:
 * the second waits, then finds the record the first made. Returns the record, if any.
 */
export async function lockRecordOf(db: Database, table: SubjectTable, orgId: string) {
  const record = () =>
    db
      .select({ id: table.id, currentVersionId: table.currentVersionId })
      .from(table as typeof enterprises)
      .where(eq(table.orgId, orgId))
      .for('update');
  const [existing] = await record();
  if (existing) return existing;
  // "no key update": enough to order the writers, without holding back rows that merely refer to it.
  await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, orgId)).for('no key update');
  const [created] = await record();
  return created;
}
