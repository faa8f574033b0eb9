// SQL for the government organisation list: regions of the caller's scope with office counts,
// organisations paged and filtered in SQL, and the new-organisation insert.
import type { ManagedOrg, OrgListQuery, OrgRegionNode, OrgType } from '@portal/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orgs, regions, users } from '../../db/schema/index.ts';
import { type RegionScope, regionWithin } from '../../platform/access/region-scope.ts';
import { offsetOf } from '../../platform/http/paging.ts';
import { containing } from '../../platform/sql/like.ts';

export type ListedOrg = ManagedOrg;

export const GOVERNMENT: readonly OrgType[] = ['FINANCIAL', 'FUNCTIONAL'];

const o = sql.raw('o');
// The subtree of a region row as a LIKE prefix, the SQL twin of regionPrefix().
// Qualified by hand: inside the subquery a bare "level" or "code" would name the inner table's column.
const subtreePrefix = sql`case ${regions}.level when 1 then left(${regions}.code, 2) when 2 then left(${regions}.code, 4) else ${regions}.code end`;

export async function regionChildren(
  db: Database,
  parent: string | null,
  scope: RegionScope,
): Promise<OrgRegionNode[]> {
  const where = parent === null ? eq(regions.code, scope ?? '') : eq(regions.parentCode, parent);
  return db
    .select({
      code: regions.code,
      name: regions.name,
      level: regions.level,
      parentCode: regions.parentCode,
      enabled: regions.enabled,
      hasChildren: sql<boolean>`exists (select 1 from ${regions} as child where child.parent_code = ${regions}.code)`,
      offices: sql<number>`(select count(*)::int from ${orgs} as ${o} where ${o}.type in ('FINANCIAL', 'FUNCTIONAL') and ${o}.region_code like ${subtreePrefix} || '%')`,
    })
    .from(regions)
    .where(and(where, regionWithin(regions.code, scope)))
    .orderBy(asc(regions.code));
}

function listConditions(query: OrgListQuery, scope: RegionScope): SQL | undefined {
  const types = query.type ? [query.type] : GOVERNMENT;
  const conditions: (SQL | undefined)[] = [
    inArray(orgs.type, [...types]),
    regionWithin(orgs.regionCode, scope),
    // Registrants still in review are the registration queue's business, not a pickable organisation.
    eq(orgs.status, 'ACTIVE'),
  ];
  if (query.region) conditions.push(regionWithin(orgs.regionCode, query.region));
  if (query.q) {
    conditions.push(or(ilike(orgs.name, containing(query.q)), ilike(orgs.creditCode, containing(query.q))));
  }
  return and(...conditions);
}

export async function listOrgs(db: Database, query: OrgListQuery, scope: RegionScope) {
  const where = listConditions(query, scope);
  const [total] = await db.select({ n: count() }).from(orgs).where(where);
  const rows = await db
    .select({
      id: orgs.id,
      name: orgs.name,
      type: orgs.type,
      level: orgs.level,
      regionCode: orgs.regionCode,
      regionName: regions.name,
      creditCode: orgs.creditCode,
      users: sql<number>`(select count(*)::int from ${users} as u where u.org_id = ${orgs}.id)`,
      createdAt: orgs.createdAt,
    })
    .from(orgs)
    .leftJoin(regions, eq(regions.code, orgs.regionCode))
    .where(where)
    .orderBy(asc(orgs.type), sql`${orgs.level} asc nulls last`, asc(orgs.regionCode), desc(orgs.createdAt))
    .limit(query.size)
    .offset(offsetOf(query));
  const items: ListedOrg[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { total: total?.n ?? 0, items };
}

export async function findRegion(db: Database, code: string, scope: RegionScope) {
  const [row] = await db
    .select({ code: regions.code, name: regions.name, level: regions.level, enabled: regions.enabled })
    .from(regions)
    .where(and(eq(regions.code, code), regionWithin(regions.code, scope)));
  return row;
}

export async function orgByCreditCode(db: Database, creditCode: string) {
  const [row] = await db
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(eq(orgs.creditCode, creditCode));
  return row;
}

export type NewOrg = {
  name: string;
  type: OrgType;
  level: number | null;
  regionCode: string;
  creditCode: string;
  now: Date;
};

export async function insertOrg(db: Database, org: NewOrg): Promise<string> {
  const { now, ...values } = org;
  const [row] = await db
    .insert(orgs)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: orgs.id });
  return row!.id;
}
