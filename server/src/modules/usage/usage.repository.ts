// SQL for feature usage: one upsert per batch, and the grouped counts of a date range limited to
// organisations inside the administrator's region scope.
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orgs, usageDaily } from '../../db/schema/index.ts';
import { type RegionScope, regionWithin } from '../../platform/access/region-scope.ts';

const INT_MAX = 2_147_483_647;

export type UsageIncrement = { day: string; feature: string; orgId: string; orgType: string; count: number };

export async function addUsage(db: Database, rows: UsageIncrement[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(usageDaily)
    .values(rows)
    .onConflictDoUpdate({
      target: [usageDaily.day, usageDaily.feature, usageDaily.orgId],
      // Saturates instead of overflowing the integer column (which would fail every later report).
      set: { count: sql`least(${usageDaily.count}::bigint + excluded.count, ${INT_MAX})::int` },
    });
}

export function createUsageQueries(db: Database, range: { from: string; to: string }, scope: RegionScope) {
  const where: SQL = and(
    gte(usageDaily.day, range.from),
    lte(usageDaily.day, range.to),
    regionWithin(orgs.regionCode, scope),
  )!;
  // A sum of many integer counts may pass 2^31: add as bigint, read as a JS number.
  const total = sql<number>`sum(${usageDaily.count})::bigint`.mapWith(Number);
  const on = eq(orgs.id, usageDaily.orgId);
  return {
    byFeature: () =>
      db
        .select({ feature: usageDaily.feature, count: total })
        .from(usageDaily)
        .innerJoin(orgs, on)
        .where(where)
        .groupBy(usageDaily.feature)
        .orderBy(desc(total), asc(usageDaily.feature)),
    byDay: () =>
      db
        .select({ day: usageDaily.day, count: total })
        .from(usageDaily)
        .innerJoin(orgs, on)
        .where(where)
        .groupBy(usageDaily.day)
        .orderBy(asc(usageDaily.day)),
    byOrgType: () =>
      db
        .select({ orgType: orgs.type, count: total })
        .from(usageDaily)
        .innerJoin(orgs, on)
        .where(where)
        .groupBy(orgs.type)
        .orderBy(desc(total)),
    rows: () =>
      db
        .select({ feature: usageDaily.feature, orgType: orgs.type, count: total })
        .from(usageDaily)
        .innerJoin(orgs, on)
        .where(where)
        .groupBy(usageDaily.feature, orgs.type)
        .orderBy(asc(usageDaily.feature), desc(total)),
    byOrg: (limit: number) =>
      db
        .select({ orgId: orgs.id, orgName: orgs.name, orgType: orgs.type, count: total })
        .from(usageDaily)
        .innerJoin(orgs, on)
        .where(where)
        .groupBy(orgs.id, orgs.name, orgs.type)
        .orderBy(desc(total), asc(orgs.name))
        .limit(limit),
  };
}
