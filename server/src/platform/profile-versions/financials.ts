// The financial years of enterprises' current (approved) profiles, for features that measure them
// (the listing test) without reaching into the enterprise module. Figures are the profile's own:
// strings of 万元, as the enterprise entered them.
import type { FinancialYear } from '@portal/contract';
import { and, asc, eq, gt, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises, profileVersions, regions } from '../../db/schema/index.ts';

export type CurrentFinancials = { versionNumber: number | null; financials: FinancialYear[] };

/** An enterprise organisation's approved profile figures; null when it has no enterprise record. */
export async function currentFinancialsOf(db: Database, orgId: string): Promise<CurrentFinancials | null> {
  const [row] = await db
    .select({
      number: profileVersions.number,
      financials: sql<FinancialYear[] | null>`${profileVersions.data}->'financials'`,
    })
    .from(enterprises)
    .leftJoin(profileVersions, eq(profileVersions.id, enterprises.currentVersionId))
    .where(eq(enterprises.orgId, orgId));
  if (!row) return null;
  return { versionNumber: row.number, financials: row.financials ?? [] };
}

export type ApprovedEnterpriseRow = {
  id: string;
  name: string;
  regionCode: string;
  regionName: string | null;
  /** The current approved version: its figures never change, so a reader may cache by it. */
  versionId: string;
};

/**
 * Every enterprise with an approved profile matching `where` (the caller's scope and filters on
 * the enterprises table), in batches by id so a province's hundred thousand never sit in one result.
 * The profiles themselves are not read here: see financialsOfVersions.
 */
export async function* approvedEnterprises(
  db: Database,
  where: SQL | undefined,
  batchSize = 10_000,
): AsyncGenerator<ApprovedEnterpriseRow[]> {
  let after: string | null = null;
  for (;;) {
    const rows: ApprovedEnterpriseRow[] = await db
      .select({
        id: enterprises.id,
        name: enterprises.name,
        regionCode: enterprises.regionCode,
        regionName: regions.name,
        versionId: sql<string>`${enterprises.currentVersionId}`,
      })
      .from(enterprises)
      .leftJoin(regions, eq(regions.code, enterprises.regionCode))
      .where(
        and(isNotNull(enterprises.currentVersionId), where, after ? gt(enterprises.id, after) : undefined),
      )
      .orderBy(asc(enterprises.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    after = rows.at(-1)!.id;
  }
}

/** The financial years of the given profile versions, by version id. */
export async function financialsOfVersions(
  db: Database,
  versionIds: readonly string[],
): Promise<Map<string, FinancialYear[]>> {
  const out = new Map<string, FinancialYear[]>();
  if (versionIds.length === 0) return out;
  const rows = await db
    .select({
      id: profileVersions.id,
      financials: sql<FinancialYear[] | null>`${profileVersions.data}->'financials'`,
    })
    .from(profileVersions)
    .where(inArray(profileVersions.id, [...versionIds]));
  for (const row of rows) out.set(row.id, row.financials ?? []);
  return out;
}
