// SQL of visit records (走访调研记录): scoped like every query (research.policy.ts recordScope).
import type { RecordStatus, VisitForm } from '@portal/contract/research';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { orgs } from '../../db/schema/index.ts';
import { regionWithin } from '../../platform/access/region-scope.ts';
import { containing } from '../../platform/sql/like.ts';
import { researchRecords as records } from './research.schema.ts';

export type RecordRow = typeof records.$inferSelect;
export type RecordValues = Pick<
  RecordRow,
  | 'orgId'
  | 'regionCode'
  | 'visitDate'
  | 'visitors'
  | 'form'
  | 'participants'
  | 'notes'
  | 'problems'
  | 'photos'
  | 'attachments'
  | 'followUpDate'
>;

const enterprise = alias(orgs, 'enterprise');
const office = alias(orgs, 'office');

export async function listRecords(
  db: Database,
  scope: SQL,
  filter: { keyword?: string; status?: RecordStatus; form?: VisitForm },
  limit: number,
  offset: number,
) {
  const conditions = [scope];
  if (filter.status) conditions.push(eq(records.status, filter.status));
  if (filter.form) conditions.push(eq(records.form, filter.form));
  if (filter.keyword) {
    const like = containing(filter.keyword);
    conditions.push(
      or(
        ilike(records.visitors, like),
        sql`exists (select 1 from ${orgs} where ${orgs.id} = ${records.orgId} and ${orgs.name} ilike ${like})`,
      )!,
    );
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(records).where(where);
  const page = await db
    .select({ id: records.id })
    .from(records)
    .where(where)
    .orderBy(desc(records.visitDate), desc(records.id))
    .limit(limit)
    .offset(offset);
  return {
    total: total?.n ?? 0,
    rows: await recordsByIds(
      db,
      page.map((r) => r.id),
    ),
  };
}

export async function recordsByIds(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ record: records, enterprise: enterprise.name, office: office.name })
    .from(records)
    .innerJoin(enterprise, eq(enterprise.id, records.orgId))
    .innerJoin(office, eq(office.id, records.officeOrgId))
    .where(inArray(records.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.record.id, r]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}

export async function findRecord(db: Database, scope: SQL, id: string) {
  const [row] = await db
    .select({ id: records.id })
    .from(records)
    .where(and(scope, eq(records.id, id)));
  return row ? (await recordsByIds(db, [row.id]))[0] : undefined;
}

export async function lockRecord(tx: Database, scope: SQL, id: string): Promise<RecordRow | undefined> {
  const [row] = await tx
    .select()
    .from(records)
    .where(and(scope, eq(records.id, id)))
    .for('update');
  return row;
}

export async function insertRecord(
  tx: Database,
  values: RecordValues & { officeOrgId: string; createdBy: string; now: Date },
) {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(records)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning({ id: records.id });
  return row!.id;
}

export async function updateRecord(tx: Database, id: string, values: Partial<RecordRow>, now: Date) {
  await tx
    .update(records)
    .set({ ...values, updatedAt: now, version: sql`${records.version} + 1` })
    .where(eq(records.id, id));
}

/** An active enterprise of the office's region (the record's subject). */
export async function enterpriseInRegion(db: Database, orgId: string, region: string | null) {
  if (!region) return undefined;
  const [row] = await db
    .select({ id: orgs.id, name: orgs.name, regionCode: orgs.regionCode })
    .from(orgs)
    .where(and(eq(orgs.id, orgId), eq(orgs.type, 'ENTERPRISE'), regionWithin(orgs.regionCode, region)));
  return row;
}
