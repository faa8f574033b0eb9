// SQL of the enterprise export: the list's filters and scope, read in keyset batches in the list's
// order, so that memory stays flat whatever the number of rows.
import type { EnterpriseListQuery } from '@portal/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  enterprises,
  industries,
  orgs,
  profileVersions,
  regions,
  strategicIndustries,
} from '../../db/schema/index.ts';
import type { EnterpriseScope } from './enterprise.policy.ts';
import { listConditions } from './enterprise.repository.ts';

const BATCH = 2000;

function selectRows(db: Database) {
  return db
    .select({
      id: enterprises.id,
      name: enterprises.name,
      creditCode: enterprises.creditCode,
      regionName: regions.name,
      industryName: industries.name,
      strategicName: strategicIndustries.name,
      stage: enterprises.stage,
      targetBoard: enterprises.targetBoard,
      grades: orgs.grades,
      hasShortcut: orgs.hasShortcut,
      tags: enterprises.tags,
      data: profileVersions.data,
      updatedAt: enterprises.updatedAt,
    })
    .from(enterprises)
    .innerJoin(orgs, eq(orgs.id, enterprises.orgId))
    .leftJoin(regions, eq(regions.code, enterprises.regionCode))
    .leftJoin(industries, eq(industries.code, sql`split_part(${enterprises.industryCodePath}, '/', 2)`))
    .leftJoin(strategicIndustries, eq(strategicIndustries.code, enterprises.strategicIndustryCode))
    .leftJoin(profileVersions, eq(profileVersions.id, enterprises.currentVersionId));
}
export type ExportRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/**
 * Batches of the filtered list, newest change first, until the list is exhausted. Each batch's
 * ids are read by keyset on the list's order from the enterprises table alone, then decorated.
 */
export async function* exportBatches(
  db: Database,
  scope: EnterpriseScope,
  q: Partial<EnterpriseListQuery>,
): AsyncGenerator<ExportRow[]> {
  const base = listConditions(scope, q);
  const withOrg = q.grade !== undefined || q.hasShortcut !== undefined;
  let after: { updatedAt: Date; id: string } | null = null;
  for (;;) {
    const conditions: SQL[] = [...base];
    if (after)
      conditions.push(sql`(${enterprises.updatedAt}, ${enterprises.id}) < (${after.updatedAt}, ${after.id})`);
    const ids = db.select({ id: enterprises.id, updatedAt: enterprises.updatedAt }).from(enterprises);
    const keys = await (withOrg ? ids.innerJoin(orgs, eq(orgs.id, enterprises.orgId)) : ids)
      .where(and(...conditions))
      .orderBy(desc(enterprises.updatedAt), desc(enterprises.id))
      .limit(BATCH);
    if (keys.length === 0) return;
    const rows = await selectRows(db).where(
      inArray(
        enterprises.id,
        keys.map((k) => k.id),
      ),
    );
    const position = new Map(keys.map((k, i) => [k.id, i]));
    rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    yield rows;
    if (keys.length < BATCH) return;
    after = keys[keys.length - 1]!;
  }
}
