// SQL for reading the audit log: filters on indexed columns, keyset batches for the export.
import type { AuditQuery } from '@portal/contract';
import { and, count, desc, eq, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { offsetOf } from '../../platform/http/paging.ts';
import { containing } from '../../platform/sql/like.ts';

type Filters = Omit<AuditQuery, 'page' | 'size'>;

function conditions(f: Filters): SQL | undefined {
  const where: SQL[] = [];
  if (f.actor) where.push(ilike(auditLog.actorAccount, containing(f.actor)));
  // An action filter ending in "." matches the family (user. → user.created, user.disabled…).
  if (f.action)
    where.push(
      f.action.endsWith('.') ? ilike(auditLog.action, `${f.action}%`) : eq(auditLog.action, f.action),
    );
  if (f.objectType) where.push(eq(auditLog.objectType, f.objectType));
  if (f.objectId) where.push(eq(auditLog.objectId, f.objectId));
  if (f.from) where.push(gte(auditLog.at, new Date(f.from)));
  if (f.to) where.push(lte(auditLog.at, new Date(f.to)));
  return and(...where);
}

export async function listAudit(db: Database, query: AuditQuery) {
  const where = conditions(query);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const items = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(query.size)
    .offset(offsetOf(query));
  return { total: total?.n ?? 0, items };
}

/** Newest first, `size` rows older than `beforeId`: the export walks the log without OFFSET. */
export function auditBatch(db: Database, filters: Filters, beforeId: number | null, size: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(conditions(filters), beforeId === null ? undefined : lt(auditLog.id, beforeId)))
    .orderBy(desc(auditLog.id))
    .limit(size);
}

export async function distinctValues(db: Database) {
  const actions = await db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  const types = await db
    .selectDistinct({ v: auditLog.objectType })
    .from(auditLog)
    .orderBy(auditLog.objectType);
  return { actions: actions.map((r) => r.v), objectTypes: types.map((r) => r.v) };
}
