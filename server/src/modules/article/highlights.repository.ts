// Counts for the portal home's data highlights: organisations on the platform by kind. Only active
// organisations count: a registrant still under review (PENDING) is not on the platform yet.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orgs } from '../../db/schema/index.ts';

/** Grades that put an enterprise in the reserve pool (后备企业). */
const SEED_GRADES = ['NORMAL_SEED', 'GOLDEN_SEED', 'SILVER_SEED', 'SCI_SEED'];

export async function countEnterprises(db: Database): Promise<{ all: number; seed: number }> {
  const [row] = await db
    .select({
      all: count(),
      seed: sql<number>`count(*) filter (where ${orgs.grades} && ${sql.param(SEED_GRADES)}::text[])`.mapWith(
        Number,
      ),
    })
    .from(orgs)
    .where(and(eq(orgs.type, 'ENTERPRISE'), eq(orgs.status, 'ACTIVE')));
  return { all: row?.all ?? 0, seed: row?.seed ?? 0 };
}

export async function countOrgsByType(db: Database): Promise<{ type: string; n: number }[]> {
  return db
    .select({ type: orgs.type, n: count() })
    .from(orgs)
    .where(eq(orgs.status, 'ACTIVE'))
    .groupBy(orgs.type);
}
