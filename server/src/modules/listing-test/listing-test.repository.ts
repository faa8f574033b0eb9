// SQL of the listing test: saved tests, always within their enterprise organisation.
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises, users } from '../../db/schema/index.ts';
import { type RegionScope, regionWithin } from '../../platform/access/region-scope.ts';
import { containing } from '../../platform/sql/like.ts';
import { listingTests } from './listing-test.schema.ts';

export type SavedTestRow = typeof listingTests.$inferSelect & { createdByName: string | null };
export type NewSavedTest = typeof listingTests.$inferInsert;

const columns = {
  id: listingTests.id,
  orgId: listingTests.orgId,
  asOf: listingTests.asOf,
  rulesVersion: listingTests.rulesVersion,
  source: listingTests.source,
  boards: listingTests.boards,
  input: listingTests.input,
  result: listingTests.result,
  createdBy: listingTests.createdBy,
  createdAt: listingTests.createdAt,
  createdByName: users.name,
};

export async function insertTest(db: Database, values: NewSavedTest): Promise<string> {
  const [row] = await db.insert(listingTests).values(values).returning({ id: listingTests.id });
  return row!.id;
}

/** One test of the organisation; another's is as absent as a missing one. */
export async function findTest(db: Database, orgId: string, id: string): Promise<SavedTestRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(listingTests)
    .leftJoin(users, eq(users.id, listingTests.createdBy))
    .where(and(eq(listingTests.orgId, orgId), eq(listingTests.id, id)));
  return row;
}

/** A page of the organisation's tests, newest first: ids and columns of that page only. */
export async function pageOfTests(db: Database, orgId: string, offset: number, limit: number) {
  const where = eq(listingTests.orgId, orgId);
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(listingTests)
      .leftJoin(users, eq(users.id, listingTests.createdBy))
      .where(where)
      .orderBy(desc(listingTests.createdAt), desc(listingTests.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(listingTests).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The screening's scope and filters as a condition on the enterprises table. */
export function screeningWhere(
  scope: RegionScope,
  filters: { regionCode?: string | undefined; keyword?: string | undefined },
): SQL | undefined {
  return and(
    regionWithin(enterprises.regionCode, scope),
    filters.regionCode ? regionWithin(enterprises.regionCode, filters.regionCode) : undefined,
    filters.keyword ? sql`${enterprises.name} ilike ${containing(filters.keyword)}` : undefined,
  );
}
