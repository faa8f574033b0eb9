// SQL of financing needs and preference profiles; every read names the caller's scope
// (financing.policy.ts), so an id outside it is simply not found.
import type { NeedListQuery } from '@portal/contract/financing';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orgs, regions, users } from '../../db/schema/index.ts';
import { containing } from '../../platform/sql/like.ts';
import { financingMatches, financingNeeds, financingPreferences } from './financing.schema.ts';

export type NeedValues = Omit<
  typeof financingNeeds.$inferInsert,
  'id' | 'orgId' | 'orgRegionCode' | 'status' | 'createdAt' | 'updatedAt' | 'version'
>;

const matchCount = sql<number>`(select count(*)::int from ${financingMatches} m where m.need_id = ${financingNeeds.id})`;

export function selectNeeds(db: Database) {
  return db
    .select({ need: financingNeeds, enterpriseName: orgs.name, regionName: regions.name, matchCount })
    .from(financingNeeds)
    .innerJoin(orgs, eq(orgs.id, financingNeeds.orgId))
    .leftJoin(regions, eq(regions.code, financingNeeds.regionCode));
}
export type NeedRow = Awaited<ReturnType<ReturnType<typeof selectNeeds>['execute']>>[number];

export async function findNeed(db: Database, scope: SQL, id: string) {
  const [row] = await selectNeeds(db).where(and(eq(financingNeeds.id, id), scope));
  return row;
}

/** Locks the need row for this transaction (a concurrent submit or edit waits, then sees the change). */
export async function lockNeed(db: Database, scope: SQL, id: string) {
  const [row] = await db
    .select()
    .from(financingNeeds)
    .where(and(eq(financingNeeds.id, id), scope))
    .for('update');
  return row;
}

export function filtersOf(q: Pick<NeedListQuery, 'status' | 'kind' | 'keyword'>): SQL[] {
  const c: SQL[] = [];
  if (q.status) c.push(eq(financingNeeds.status, q.status));
  if (q.kind) c.push(eq(financingNeeds.kind, q.kind));
  if (q.keyword)
    c.push(
      sql`(${financingNeeds.title} ilike ${containing(q.keyword)} or ${orgs.name} ilike ${containing(q.keyword)})`,
    );
  return c;
}

/** A page of ids first, then the rows of that page only. */
export async function listNeeds(db: Database, conditions: SQL[], limit: number, offset: number) {
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(financingNeeds)
    .innerJoin(orgs, eq(orgs.id, financingNeeds.orgId))
    .where(where);
  const ids = await db
    .select({ id: financingNeeds.id })
    .from(financingNeeds)
    .innerJoin(orgs, eq(orgs.id, financingNeeds.orgId))
    .where(where)
    .orderBy(desc(financingNeeds.updatedAt), desc(financingNeeds.id))
    .limit(limit)
    .offset(offset);
  const rows = ids.length
    ? await selectNeeds(db).where(
        inArray(
          financingNeeds.id,
          ids.map((r) => r.id),
        ),
      )
    : [];
  const byId = new Map(rows.map((r) => [r.need.id, r]));
  return { total: total?.n ?? 0, rows: ids.map((r) => byId.get(r.id)!) };
}

export const needsByIds = (db: Database, ids: string[]) =>
  ids.length ? selectNeeds(db).where(inArray(financingNeeds.id, ids)) : Promise.resolve([]);

export async function insertNeed(
  db: Database,
  org: { id: string; regionCode: string },
  values: NeedValues,
  status: 'DRAFT' | 'PUBLISHED',
  now: Date,
) {
  const [row] = await db
    .insert(financingNeeds)
    .values({
      ...values,
      orgId: org.id,
      orgRegionCode: org.regionCode,
      status,
      publishedAt: status === 'PUBLISHED' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** Changes the need at the version the editor saw; undefined when the version moved on. */
export async function updateNeed(
  db: Database,
  id: string,
  version: number,
  values: Partial<typeof financingNeeds.$inferInsert>,
  now: Date,
) {
  const [row] = await db
    .update(financingNeeds)
    .set({ ...values, version: sql`${financingNeeds.version} + 1`, updatedAt: now })
    .where(and(eq(financingNeeds.id, id), eq(financingNeeds.version, version)))
    .returning();
  return row;
}

export async function deleteNeed(db: Database, id: string) {
  await db.delete(financingNeeds).where(eq(financingNeeds.id, id));
}

/** The enterprise in the office's region, by its organisation. */
export async function enterpriseOrg(db: Database, orgId: string) {
  const [row] = await db
    .select({ id: orgs.id, type: orgs.type, regionCode: orgs.regionCode, name: orgs.name })
    .from(orgs)
    .where(eq(orgs.id, orgId));
  return row;
}

/** The active users of an organisation: who gets its notices. */
export async function usersOf(db: Database, orgId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.status, 'ACTIVE')));
  return rows.map((r) => r.id);
}

export async function findPreference(db: Database, orgId: string) {
  const [row] = await db
    .select({ p: financingPreferences, orgName: orgs.name })
    .from(orgs)
    .leftJoin(financingPreferences, eq(financingPreferences.orgId, orgs.id))
    .where(eq(orgs.id, orgId));
  return row;
}

/** The profile as the score reads it: a missing profile is "any" on every criterion. */
export async function preferencesOf(db: Database, orgId: string) {
  const row = await findPreference(db, orgId);
  return {
    industries: row?.p?.industries ?? [],
    stages: row?.p?.stages ?? [],
    regionCodes: row?.p?.regionCodes ?? [],
    minAmount: row?.p?.minAmount ?? null,
    maxAmount: row?.p?.maxAmount ?? null,
  };
}

export async function savePreference(
  db: Database,
  orgId: string,
  values: Omit<typeof financingPreferences.$inferInsert, 'orgId' | 'updatedAt'>,
  now: Date,
) {
  await db
    .insert(financingPreferences)
    .values({ ...values, orgId, updatedAt: now })
    .onConflictDoUpdate({ target: financingPreferences.orgId, set: { ...values, updatedAt: now } });
}
