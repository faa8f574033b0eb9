// SQL for the dictionaries, one descriptor per table so the three share every query. Region
// writes and reads are limited to the caller's scope by the service passing `within`.
import type { DictKind, DictNode } from '@portal/contract';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { industries, regions, strategicIndustries } from '../../db/schema/index.ts';
import { containing } from '../../platform/sql/like.ts';

type Descriptor = {
  table: typeof industries | typeof strategicIndustries | typeof regions;
  code: AnyPgColumn;
  name: AnyPgColumn;
  parentCode: AnyPgColumn;
  level: AnyPgColumn;
  enabled: AnyPgColumn;
  order: AnyPgColumn;
};

const TABLES: Record<DictKind, Descriptor> = {
  industry: { ...columns(industries), order: industries.sort },
  strategic: { ...columns(strategicIndustries), order: strategicIndustries.sort },
  area: { ...columns(regions), order: regions.code },
};

function columns<T extends typeof industries | typeof strategicIndustries | typeof regions>(table: T) {
  const { code, name, parentCode, level, enabled } = table;
  return { table, code, name, parentCode, level, enabled };
}

function nodeColumns(d: Descriptor) {
  const child = sql.raw('child');
  return {
    code: sql<string>`${d.code}`,
    name: sql<string>`${d.name}`,
    level: sql<string>`${d.level}::text`,
    parentCode: sql<string | null>`${d.parentCode}`,
    enabled: sql<boolean>`${d.enabled}`,
    // A correlated EXISTS on the parent index: cheap per row, and lets the tree show expanders.
    // The outer column is qualified by hand: drizzle renders a lone column unqualified here.
    hasChildren: sql<boolean>`exists (select 1 from ${d.table} as ${child} where ${child}.parent_code = ${d.table}.code)`,
  };
}

/** Extra condition per query (the region scope), `undefined` for none. */
export type Within = (code: AnyPgColumn) => SQL | undefined;

export async function children(
  db: Database,
  kind: DictKind,
  parent: string | null,
  within?: Within,
): Promise<DictNode[]> {
  const d = TABLES[kind];
  const level = parent === null ? isNull(d.parentCode) : eq(d.parentCode, parent);
  return db
    .select(nodeColumns(d))
    .from(d.table)
    .where(and(level, within?.(d.code)))
    .orderBy(asc(d.order), asc(d.code));
}

export async function findNodes(db: Database, kind: DictKind, codes: readonly string[]): Promise<DictNode[]> {
  if (codes.length === 0) return [];
  const d = TABLES[kind];
  return db
    .select(nodeColumns(d))
    .from(d.table)
    .where(inArray(d.code, [...codes]));
}

export async function search(
  db: Database,
  kind: DictKind,
  q: string,
  limit: number,
  within?: Within,
): Promise<DictNode[]> {
  const d = TABLES[kind];
  return db
    .select(nodeColumns(d))
    .from(d.table)
    .where(
      and(or(ilike(d.name, containing(q)), ilike(d.code, `${q.replace(/[\\%_]/g, '')}%`)), within?.(d.code)),
    )
    .orderBy(asc(d.code))
    .limit(limit);
}

/** Every node, parents before children (the export order, which the import accepts back). */
export function exportRows(db: Database, kind: DictKind, within?: Within) {
  const d = TABLES[kind];
  return db
    .select(nodeColumns(d))
    .from(d.table)
    .where(within?.(d.code))
    .orderBy(asc(sql`length(${d.code})`), asc(d.code));
}

export type NewNode = {
  code: string;
  name: string;
  parentCode: string | null;
  level: string;
  enabled?: boolean;
};

async function nextSort(db: Database, table: typeof industries | typeof strategicIndustries) {
  const [row] = await db.select({ n: sql<number>`coalesce(max(${table.sort}), 0) + 1` }).from(table);
  return Number(row?.n ?? 1);
}

export async function insertNode(db: Database, kind: DictKind, node: NewNode): Promise<void> {
  if (kind === 'area') {
    await db.insert(regions).values({ ...node, level: Number(node.level) });
  } else if (kind === 'strategic') {
    const sort = await nextSort(db, strategicIndustries);
    await db.insert(strategicIndustries).values({ ...node, level: Number(node.level), sort });
  } else {
    const sort = await nextSort(db, industries);
    const level = node.level as (typeof industries.$inferInsert)['level'];
    await db.insert(industries).values({ ...node, level, sort });
  }
}

export async function updateNode(
  db: Database,
  kind: DictKind,
  code: string,
  change: { name?: string; enabled?: boolean },
  within?: Within,
): Promise<boolean> {
  const d = TABLES[kind];
  const rows = await db
    .update(d.table)
    .set(change)
    .where(and(eq(d.code, code), within?.(d.code)))
    .returning({ code: d.code });
  return rows.length > 0;
}
