// SQL of the listed-company screens. Every read is of one import (the dataset's active version);
// counts, sums and means are computed in SQL, lists fetch one page in SQL.
import type { ListedBoard, ListedExchange } from '@portal/contract/listed-companies';
import { and, asc, count, eq, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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

export async function financialYears(db: Database, importId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: f.year })
    .from(f)
    .where(eq(f.importId, importId))
    .orderBy(f.year);
  return rows.map((r) => r.year);
}

/**
 * The indicators' measures, over the rows matching `only` when given: revenue and net profit summed,
 * ROE the companies' mean, the R&D ratio weighted by revenue (all R&D spending over the revenue of
 * the companies that report one).
 */
function measures(only?: SQL) {
  const where = only ? sql` filter (where ${only})` : sql``;
  const rdWhere = only ? sql` and ${only}` : sql``;
  return {
    companies: sql<number>`(count(*)${where})::int`,
    revenue: sql<number | null>`(sum(${f.revenue})${where})::float8`,
    netProfit: sql<number | null>`(sum(${f.netProfit})${where})::float8`,
    roe: sql<number | null>`(avg(${f.roe})${where})::float8`,
    rdRatio: sql<number | null>`(sum(${f.rdRatio} * ${f.revenue})${where} /
      nullif(sum(${f.revenue}) filter (where ${f.rdRatio} is not null${rdWhere}), 0))::float8`,
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

/** Financial rows with their company's place: rows whose code is not in the companies' version are left out. */
const joined = (imports: { companies: string }) =>
  and(eq(c.importId, imports.companies), eq(c.stockCode, f.stockCode))!;

/** One year's indicators by province and by industry, in one scan (GROUPING SETS). */
export async function indicatorsOfYear(
  db: Database,
  imports: { companies: string; financials: string },
  filter: { year: number; industry?: string },
) {
  const w: SQL[] = [eq(f.importId, imports.financials), eq(f.year, filter.year)];
  if (filter.industry) w.push(ilike(c.industry, containing(filter.industry)));
  const rows = await db
    .select({
      province: c.province,
      industry: c.industry,
      notProvince: sql<number>`grouping(${c.province})`,
      ...measures(),
    })
    .from(f)
    .innerJoin(c, joined(imports))
    .where(and(...w))
    .groupBy(sql`grouping sets ((${c.province}), (${c.industry}))`);
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

/** Per year: all companies' indicators and this province's, in one scan. */
export async function indicatorTrend(
  db: Database,
  imports: { companies: string; financials: string },
  filter: { industry?: string },
  province: string,
) {
  const w: SQL[] = [eq(f.importId, imports.financials)];
  if (filter.industry) w.push(ilike(c.industry, containing(filter.industry)));
  const ours = measures(eq(c.province, province));
  const rows = await db
    .select({
      year: f.year,
      ...measures(),
      oursCompanies: ours.companies,
      oursRevenue: ours.revenue,
      oursNetProfit: ours.netProfit,
      oursRoe: ours.roe,
      oursRdRatio: ours.rdRatio,
    })
    .from(f)
    .innerJoin(c, joined(imports))
    .where(and(...w))
    .groupBy(f.year)
    .orderBy(f.year);
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
