// SQL of the public dictionary lookups. Disabled entries are not offered (they stay for old records).

import type { IndustryGridQuery } from '@portal/contract';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { industries, regions } from '../../db/schema/index.ts';

/** Children of `parent` (the provinces without it), each with whether it has children itself. */
export async function listRegionChildren(db: Database, parent: string | undefined) {
  // Spelled out: drizzle would print the outer column unqualified, which the subquery would capture.
  const hasChildren = sql<boolean>`exists (select 1 from regions child where child.parent_code = "regions"."code" and child.enabled)`;
  return db
    .select({
      code: regions.code,
      name: regions.name,
      level: regions.level,
      parentCode: regions.parentCode,
      hasChildren,
    })
    .from(regions)
    .where(
      and(parent ? eq(regions.parentCode, parent) : isNull(regions.parentCode), eq(regions.enabled, true)),
    )
    .orderBy(asc(regions.code));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function pageIndustries(db: Database, query: IndustryGridQuery, limit: number, offset: number) {
  const filters: SQL[] = [eq(industries.enabled, true)];
  if (query.level) filters.push(eq(industries.level, query.level));
  if (query.q) {
    const needle = escapeLike(query.q);
    filters.push(or(ilike(industries.name, `%${needle}%`), ilike(industries.code, `${needle}%`))!);
  }
  const where = and(...filters);
  const column = query.sort === 'name' ? industries.name : industries.code;
  const direction = query.order === 'desc' ? desc : asc;
  const [total] = await db.select({ n: count() }).from(industries).where(where);
  const items = await db
    .select({
      code: industries.code,
      name: industries.name,
      level: industries.level,
      parentCode: industries.parentCode,
    })
    .from(industries)
    .where(where)
    .orderBy(direction(column), asc(industries.code))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}
