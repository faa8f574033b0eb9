// SQL of the regions a registration may name: the configured province's, enabled ones only.
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { regions } from '../../db/schema/index.ts';

/** Regions of the configured province only: a code shares the province's two leading digits. */
const inProvince = (provinceCode: string) => sql`left(${regions.code}, 2) = ${provinceCode.slice(0, 2)}`;

export async function listRegionChildren(db: Database, provinceCode: string, parent: string) {
  const child = alias(regions, 'child');
  return db
    .select({
      code: regions.code,
      name: regions.name,
      leaf: sql<boolean>`not ${exists(
        db
          .select({ one: sql`1` })
          .from(child)
          .where(and(eq(child.parentCode, regions.code), eq(child.enabled, true))),
      )}`,
    })
    .from(regions)
    .where(and(eq(regions.parentCode, parent), eq(regions.enabled, true), inProvince(provinceCode)))
    .orderBy(asc(regions.code));
}

export type RegionRow = { code: string; name: string; parentCode: string | null };

/** The region with its ancestors, province first; empty when it is unknown, disabled or outside the province. */
export async function regionPath(db: Database, provinceCode: string, code: string): Promise<RegionRow[]> {
  const chain: RegionRow[] = [];
  let next: string | null = code;
  while (next && chain.length < 4) {
    const [row] = await db
      .select({
        code: regions.code,
        name: regions.name,
        parentCode: regions.parentCode,
        enabled: regions.enabled,
      })
      .from(regions)
      .where(and(eq(regions.code, next), inProvince(provinceCode)));
    if (!row || (chain.length === 0 && !row.enabled)) return [];
    chain.unshift({ code: row.code, name: row.name, parentCode: row.parentCode });
    next = row.parentCode;
  }
  return chain;
}
