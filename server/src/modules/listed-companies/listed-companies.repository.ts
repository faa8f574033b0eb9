// SQL of the listed-company screens. Every read is of one import (the dataset's active version);
// counts, sums and means are computed in SQL, lists fetch one page in SQL.
import type { ListedBoard, ListedExchange } from '@portal/contract/listed-companies';
import { and, asc, count, eq, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containing } from '../../platform/sql/like.ts';
import {
  listedCompanies as c,
  listedFinancials as f,
  listedFinancialTotals as t,
} from './listed-companies.schema.ts';

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

const byCountDesc = (a: { count: number; key: string }, b: { count: number; key: string }) =>
  b.count - a.count || a.key.localeCompare(b.key);
const tallyOf = (r: { key: unknown; count: number; value: unknown }) => ({
  key: String(r.key ?? ''),
  count: r.count,
  value: round2(Number(r.value)),
});

/**
 * Every grouping of the screen in one scan of the version's rows (GROUPING SETS), then this
 * province's cities through the (import, province, city) index.
 */
export async function securities(
  db: Database,
  importId: string,
  q: { exchange?: ListedExchange; industry?: string },
  provinceCode: string,
) {
  const where = whereOf(importId, { exchange: q.exchange, industry: q.industry });
  const year = sql`extract(year from ${c.listedOn})::int::text`;
  const grouped = (column: SQLWrapper) => sql<number>`grouping(${column})`;
  const [rows, byCity] = await Promise.all([
    db
      .select({
        exchange: c.exchange,
        board: c.board,
        province: c.province,
        industry: c.industry,
        year: sql<string | null>`${year}`,
        notExchange: grouped(c.exchange),
        notBoard: grouped(c.board),
        notProvince: grouped(c.province),
        notIndustry: grouped(c.industry),
        notYear: grouped(year),
        count: count(),
        value,
      })
      .from(c)
      .where(where)
      .groupBy(
        sql`grouping sets ((${c.exchange}), (${c.board}), (${c.province}), (${c.industry}), (${year}), ())`,
      ),
    db
      .select({ key: c.city, count: count(), value })
      .from(c)
      .where(and(where, eq(c.province, provinceCode)))
      .groupBy(c.city),
  ]);
  const of = (pick: (r: (typeof rows)[number]) => unknown, grouped: (r: (typeof rows)[number]) => number) =>
    rows
      .filter((r) => Number(grouped(r)) === 0)
      .map((r) => tallyOf({ key: pick(r), count: r.count, value: r.value }))
      .sort((a, b) => a.key.localeCompare(b.key));
  const total = rows.find((r) =>
    [r.notExchange, r.notBoard, r.notProvince, r.notIndustry, r.notYear].every((g) => Number(g) === 1),
  );
  return {
    total: { count: total?.count ?? 0, value: round2(Number(total?.value ?? 0)) },
    byExchange: of(
      (r) => r.exchange,
      (r) => r.notExchange,
    ),
    byBoard: of(
      (r) => r.board,
      (r) => r.notBoard,
    ),
    byProvince: of(
      (r) => r.province,
      (r) => r.notProvince,
    ).sort(byCountDesc),
    byIndustry: of(
      (r) => r.industry,
      (r) => r.notIndustry,
    ).sort(byCountDesc),
    byYear: of(
      (r) => r.year,
      (r) => r.notYear,
    ),
    byCity: byCity.map(tallyOf).sort(byCountDesc),
  };
}

/** The version's years, ascending: one index probe per year (a skip scan) rather than reading every row. */
export async function financialYears(db: Database, importId: string): Promise<number[]> {
  const rows = await db.execute<{ year: number }>(sql`
    with recursive y(year) as (
      select min(${f.year}) from ${f} where ${f.importId} = ${importId}
      union all
      select (select min(${f.year}) from ${f} where ${f.importId} = ${importId} and ${f.year} > y.year)
      from y where y.year is not null
    )
    select year from y where year is not null order by year`);
  return (rows as unknown as { rows: { year: number }[] }).rows.map((r) => Number(r.year));
}

type Imports = { companies: string; financials: string };

/**
 * Stores the indicator totals of a pair of versions (listedFinancialTotals) unless they are stored:
 * a financial row counts under its company's province and industry in the companies' version; a
 * code not in it is left out.
 */
export async function storeIndicatorTotals(db: Database, imports: Imports) {
  if (await hasIndicatorTotals(db, imports)) return;
  await db
    .insert(t)
    .select(
      db
        .select({
          financialsImportId: sql`${imports.financials}::uuid`.as('financials_import_id'),
          companiesImportId: sql`${imports.companies}::uuid`.as('companies_import_id'),
          year: f.year,
          province: c.province,
          industry: c.industry,
          companies: sql<number>`count(*)::int`.as('companies'),
          revenue: sql<number>`sum(${f.revenue})`.as('revenue'),
          netProfit: sql<number>`sum(${f.netProfit})`.as('net_profit'),
          roeSum: sql<number>`sum(${f.roe})`.as('roe_sum'),
          roeCount: sql<number>`count(${f.roe})::int`.as('roe_count'),
          rdSpend: sql<number>`sum(${f.rdRatio} * ${f.revenue})`.as('rd_spend'),
          rdRevenue: sql<number>`sum(${f.revenue}) filter (where ${f.rdRatio} is not null)`.as('rd_revenue'),
        })
        .from(f)
        .innerJoin(c, and(eq(c.importId, imports.companies), eq(c.stockCode, f.stockCode)))
        .where(eq(f.importId, imports.financials))
        .groupBy(f.year, c.province, c.industry),
    )
    .onConflictDoNothing();
}

export async function hasIndicatorTotals(db: Database, imports: Imports) {
  const found = await db.select({ year: t.year }).from(t).where(ofPair(imports)).limit(1);
  return found.length > 0;
}

const ofPair = (imports: Imports) =>
  and(eq(t.financialsImportId, imports.financials), eq(t.companiesImportId, imports.companies))!;

/**
 * The indicators' measures over the stored totals (of the rows matching `only` when given): revenue
 * and net profit summed, ROE the companies' mean, the R&D ratio weighted by revenue (all R&D spending
 * over the revenue of the companies that report one).
 */
function measures(only?: SQL) {
  const where = only ? sql` filter (where ${only})` : sql``;
  return {
    companies: sql<number>`coalesce(sum(${t.companies})${where}, 0)::int`,
    revenue: sql<number | null>`(sum(${t.revenue})${where})::float8`,
    netProfit: sql<number | null>`(sum(${t.netProfit})${where})::float8`,
    roe: sql<number | null>`(sum(${t.roeSum})${where} / nullif(sum(${t.roeCount})${where}, 0))::float8`,
    rdRatio: sql<number | null>`(sum(${t.rdSpend})${where} / nullif(sum(${t.rdRevenue})${where}, 0))::float8`,
  };
}
type Measured = { companies: number; revenue: unknown; netProfit: unknown; roe: unknown; rdRatio: unknown };
const indicatorOf = (key: string, r: Measured) => ({
  key,
  companies: r.companies,
  revenue: round2(Number(r.revenue ?? 0)),
  netProfit: round2(Number(r.netProfit ?? 0)),
  roe: r.roe === null ? null : round2(Number(r.roe)),
  rdRatio: r.rdRatio === null ? null : round2(Number(r.rdRatio)),
});

/** One year's indicators by province and by industry, from the stored totals (GROUPING SETS). */
export async function indicatorsOfYear(
  db: Database,
  imports: Imports,
  filter: { year: number; industry?: string },
) {
  const w: SQL[] = [ofPair(imports), eq(t.year, filter.year)];
  if (filter.industry) w.push(ilike(t.industry, containing(filter.industry)));
  const rows = await db
    .select({
      province: t.province,
      industry: t.industry,
      notProvince: sql<number>`grouping(${t.province})`,
      ...measures(),
    })
    .from(t)
    .where(and(...w))
    .groupBy(sql`grouping sets ((${t.province}), (${t.industry}))`);
  const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
  return {
    byProvince: rows
      .filter((r) => Number(r.notProvince) === 0)
      .map((r) => indicatorOf(r.province, r))
      .sort(byKey),
    byIndustry: rows
      .filter((r) => Number(r.notProvince) === 1)
      .map((r) => indicatorOf(r.industry, r))
      .sort(byKey),
  };
}

/** Per year: all companies' indicators and this province's, from the stored totals. */
export async function indicatorTrend(
  db: Database,
  imports: Imports,
  filter: { industry?: string },
  province: string,
) {
  const w: SQL[] = [ofPair(imports)];
  if (filter.industry) w.push(ilike(t.industry, containing(filter.industry)));
  const ours = measures(eq(t.province, province));
  const rows = await db
    .select({
      year: t.year,
      ...measures(),
      oursCompanies: ours.companies,
      oursRevenue: ours.revenue,
      oursNetProfit: ours.netProfit,
      oursRoe: ours.roe,
      oursRdRatio: ours.rdRatio,
    })
    .from(t)
    .where(and(...w))
    .groupBy(t.year)
    .orderBy(t.year);
  return rows.map((r) => ({
    year: r.year,
    all: indicatorOf(String(r.year), r),
    ours: indicatorOf(String(r.year), {
      companies: r.oursCompanies,
      revenue: r.oursRevenue,
      netProfit: r.oursNetProfit,
      roe: r.oursRoe,
      rdRatio: r.oursRdRatio,
    }),
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
