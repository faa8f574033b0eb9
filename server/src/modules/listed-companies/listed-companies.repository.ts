// SQL of the listed-company screens. Every read is of one import (the dataset's active version);
// counts, sums and means are computed in SQL, lists fetch one page in SQL.
import type { ListedBoard, ListedExchange } from '@portal/contract/listed-companies';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containing } from '../../platform/sql/like.ts';
import { listedCompanies as c, listedFinancials as f } from './listed-companies.schema.ts';

export type CompanyFilter = {
  keyword?: string;
  exchange?: ListedExchange;
  board?: ListedBoard;
  province?: string;
  industry?: string;
};

function whereOf(importId: string, q: CompanyFilter): SQL {
  const w: SQL[] = [eq(c.importId, importId)];
  if (q.exchange) w.push(eq(c.exchange, q.exchange));
  if (q.board) w.push(eq(c.board, q.board));
  if (q.province) w.push(eq(c.province, q.province));
  if (q.industry) w.push(ilike(c.industry, containing(q.industry)));
  if (q.keyword) {
    const like = containing(q.keyword);
    w.push(or(ilike(c.name, like), ilike(c.stockCode, like))!);
  }
  return and(...w)!;
}

const columns = {
  stockCode: c.stockCode,
  name: c.name,
  exchange: c.exchange,
  board: c.board,
  province: c.province,
  city: c.city,
  industry: c.industry,
  listedOn: c.listedOn,
  marketValue: c.marketValue,
};

export async function pageOfCompanies(
  db: Database,
  importId: string,
  q: CompanyFilter,
  limit: number,
  offset: number,
) {
  const where = whereOf(importId, q);
  const [total, items] = await Promise.all([
    db.select({ n: count() }).from(c).where(where),
    // The largest first; the code breaks ties so pages never overlap.
    db
      .select(columns)
      .from(c)
      .where(where)
      .orderBy(sql`${c.marketValue} desc`, asc(c.stockCode))
      .limit(limit)
      .offset(offset),
  ]);
  return { total: total[0]?.n ?? 0, items };
}

const value = sql<number>`coalesce(sum(${c.marketValue}), 0)::float8`;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Companies and market value grouped by an expression. */
async function tallyBy(db: Database, where: SQL, key: SQL<string>) {
  const rows = await db.select({ key, count: count(), value }).from(c).where(where).groupBy(key).orderBy(key);
  return rows.map((r) => ({ key: String(r.key), count: r.count, value: round2(Number(r.value)) }));
}

const byCountDesc = (a: { count: number; key: string }, b: { count: number; key: string }) =>
  b.count - a.count || a.key.localeCompare(b.key);

export async function securities(
  db: Database,
  importId: string,
  q: { exchange?: ListedExchange; industry?: string },
  provinceCode: string,
) {
  const where = whereOf(importId, { exchange: q.exchange, industry: q.industry });
  const [total, byExchange, byBoard, byProvince, byIndustry, byYear, byCity] = await Promise.all([
    db.select({ count: count(), value }).from(c).where(where),
    tallyBy(db, where, sql<string>`${c.exchange}`),
    tallyBy(db, where, sql<string>`${c.board}`),
    tallyBy(db, where, sql<string>`${c.province}`),
    tallyBy(db, where, sql<string>`${c.industry}`),
    tallyBy(db, where, sql<string>`extract(year from ${c.listedOn})::int::text`),
    tallyBy(db, and(where, eq(c.province, provinceCode))!, sql<string>`${c.city}`),
  ]);
  return {
    total: { count: total[0]?.count ?? 0, value: round2(Number(total[0]?.value ?? 0)) },
    byExchange,
    byBoard,
    byProvince: byProvince.sort(byCountDesc),
    byIndustry: byIndustry.sort(byCountDesc),
    byYear,
    byCity: byCity.sort(byCountDesc),
  };
}

export async function financialYears(db: Database, importId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: f.year })
    .from(f)
    .where(eq(f.importId, importId))
    .orderBy(f.year);
  return rows.map((r) => r.year);
}

/**
 * Indicators grouped by the companies' province or industry: revenue and net profit summed, ROE the
 * companies' mean, the R&D ratio weighted by revenue (all R&D spending over all revenue). Financial
 * rows whose stock code is not in the companies' version have no province and are left out.
 */
export async function indicatorsBy(
  db: Database,
  imports: { companies: string; financials: string },
  group: 'province' | 'industry' | 'year',
  filter: { year?: number; industry?: string; province?: string },
) {
  const key =
    group === 'province'
      ? sql<string>`${c.province}`
      : group === 'industry'
        ? sql<string>`${c.industry}`
        : sql<string>`${f.year}::text`;
  const w: SQL[] = [eq(f.importId, imports.financials)];
  if (filter.year !== undefined) w.push(eq(f.year, filter.year));
  if (filter.industry) w.push(ilike(c.industry, containing(filter.industry)));
  if (filter.province) w.push(eq(c.province, filter.province));
  const rows = await db
    .select({
      key,
      companies: count(),
      revenue: sql<number>`sum(${f.revenue})::float8`,
      netProfit: sql<number>`sum(${f.netProfit})::float8`,
      roe: sql<number | null>`avg(${f.roe})::float8`,
      rdRatio: sql<
        number | null
      >`(sum(${f.rdRatio} * ${f.revenue}) / nullif(sum(${f.revenue}) filter (where ${f.rdRatio} is not null), 0))::float8`,
    })
    .from(f)
    .innerJoin(c, and(eq(c.importId, imports.companies), eq(c.stockCode, f.stockCode)))
    .where(and(...w))
    .groupBy(key)
    .orderBy(key);
  return rows.map((r) => ({
    key: String(r.key),
    companies: r.companies,
    revenue: round2(Number(r.revenue)),
    netProfit: round2(Number(r.netProfit)),
    roe: r.roe === null ? null : round2(Number(r.roe)),
    rdRatio: r.rdRatio === null ? null : round2(Number(r.rdRatio)),
  }));
}

/** Batches of the filtered companies for the export, in the list's order. */
export async function* companyBatches(db: Database, importId: string, q: CompanyFilter, size = 1000) {
  for (let offset = 0; ; offset += size) {
    const page = await pageOfCompanies(db, importId, q, size, offset);
    if (page.items.length > 0) yield page.items;
    if (page.items.length < size) return;
  }
}
