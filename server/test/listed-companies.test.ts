// Listed-company statistics (issue 13): who may call what; every aggregate of the demo dataset
// checked against its rows read from the table; the companies list paged and filtered; the exports
// with their source lines.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listedCompanies,
  listedFinancials,
} from '../src/modules/listed-companies/listed-companies.schema.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { callerOf } from './helpers/enterprise.ts';
import { readWorkbook } from './helpers/management.ts';

const BASE = '/console/api/listed-companies';
let t: TestApp;
let caller: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await buildTestApp();
  caller = callerOf(t.app);
});
afterAll(() => t?.close());

type Tally = { key: string; count: number; value: number };
const round2 = (n: number) => Math.round(n * 100) / 100;
/** Count and value per key, computed here from the rows. */
function tallyOf<R>(rows: R[], key: (r: R) => string, value: (r: R) => number) {
  const out = new Map<string, { count: number; value: number }>();
  for (const r of rows) {
    const k = key(r);
    const t = out.get(k) ?? { count: 0, value: 0 };
    out.set(k, { count: t.count + 1, value: t.value + value(r) });
  }
  return Object.fromEntries([...out].map(([k, v]) => [k, { count: v.count, value: round2(v.value) }]));
}
const asMap = (rows: Tally[]) =>
  Object.fromEntries(rows.map((r) => [r.key, { count: r.count, value: r.value }]));

describe('who may call what', () => {
  it('asks for sign-in, lets every signed-in reader read, and names the bad field', async () => {
    for (const path of ['securities', 'companies', 'financials', 'companies/export'])
      expect((await caller.call(null, 'GET', `${BASE}/${path}`)).json().code).toBe(
        'WEB_ACCESS_AUTH_REQUIRED',
      );
    for (const account of ['ent-gold', 'broker', 'county', 'unit', 'admin'])
      for (const path of ['securities', 'companies', 'financials'])
        expect((await caller.call(account, 'GET', `${BASE}/${path}`)).statusCode, `${account} ${path}`).toBe(
          200,
        );
    for (const [url, field] of [
      ['securities?exchange=NASDAQ', 'exchange'],
      ['companies?province=Hunan', 'province'],
      ['companies?board=MAIN', 'board'],
      ['companies?page=0', 'page'],
      ['financials?year=abc', 'year'],
      ['financials/export?year=1800', 'year'],
    ] as const) {
      const bad = await caller.call('county', 'GET', `${BASE}/${url}`);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().details[0].path, url).toBe(field);
    }
  });
});

describe('the demo datasets', () => {
  it('counts and sums by exchange, board, province, industry, year and city exactly as the rows say', async () => {
    const o = await caller.data('county', 'GET', `${BASE}/securities`);
    expect(o.source).toMatchObject({ synthetic: true, sourceName: expect.stringContaining('示例数据') });
    const rows = await t.database.db
      .select()
      .from(listedCompanies)
      .where(eq(listedCompanies.importId, o.source.importId));
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(o.total).toEqual({
      count: rows.length,
      value: round2(rows.reduce((n, r) => n + r.marketValue, 0)),
    });
    expect(asMap(o.byExchange)).toEqual(
      tallyOf(
        rows,
        (r) => r.exchange,
        (r) => r.marketValue,
      ),
    );
    expect(asMap(o.byBoard)).toEqual(
      tallyOf(
        rows,
        (r) => r.board,
        (r) => r.marketValue,
      ),
    );
    expect(asMap(o.byProvince)).toEqual(
      tallyOf(
        rows,
        (r) => r.province,
        (r) => r.marketValue,
      ),
    );
    expect(asMap(o.byIndustry)).toEqual(
      tallyOf(
        rows,
        (r) => r.industry,
        (r) => r.marketValue,
      ),
    );
    expect(asMap(o.byYear)).toEqual(
      tallyOf(
        rows,
        (r) => r.listedOn.slice(0, 4),
        (r) => r.marketValue,
      ),
    );
    const ours = rows.filter((r) => r.province === '430000');
    expect(ours.length).toBeGreaterThan(0);
    expect(o.province.code).toBe('430000');
    expect(asMap(o.province.byCity)).toEqual(
      tallyOf(
        ours,
        (r) => r.city,
        (r) => r.marketValue,
      ),
    );
    // The province's cities are real prefecture names of the regions dictionary.
    expect(o.province.byCity.every((c: Tally) => /市|州$/.test(c.key))).toBe(true);
    expect(o.national.at(-1)).toMatchObject({
      count: 5469,
      asOf: '2025-12-31',
      sourceName: '中国上市公司协会',
    });

    const sse = await caller.data('county', 'GET', `${BASE}/securities?exchange=SSE`);
    expect(sse.total.count).toBe(rows.filter((r) => r.exchange === 'SSE').length);
    expect(sse.byExchange.map((e: Tally) => e.key)).toEqual(['SSE']);
  });

  it('pages and filters the companies in SQL, the largest first', async () => {
    const first = await caller.data('county', 'GET', `${BASE}/companies?size=10`);
    const o = await caller.data('county', 'GET', `${BASE}/securities`);
    expect(first.total).toBe(o.total.count);
    expect(first.items).toHaveLength(10);
    const values = first.items.map((c: { marketValue: number }) => c.marketValue);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const second = await caller.data('county', 'GET', `${BASE}/companies?size=10&page=2`);
    expect(second.items[0].marketValue).toBeLessThanOrEqual(values.at(-1));
    const hunan = await caller.data('county', 'GET', `${BASE}/companies?province=430000&board=STAR&size=100`);
    expect(
      hunan.items.every(
        (c: { province: string; board: string }) => c.province === '430000' && c.board === 'STAR',
      ),
    ).toBe(true);
    const one = first.items[3];
    const byCode = await caller.data('county', 'GET', `${BASE}/companies?keyword=${one.stockCode}`);
    expect(byCode.items.map((c: { stockCode: string }) => c.stockCode)).toContain(one.stockCode);
    const none = await caller.data(
      'county',
      'GET',
      `${BASE}/companies?keyword=${encodeURIComponent('没有这家公司')}`,
    );
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('sums, averages and ranks the indicators by province and industry as the rows say', async () => {
    const f = await caller.data('county', 'GET', `${BASE}/financials`);
    expect(f.source).toMatchObject({ synthetic: true });
    expect(f.years).toHaveLength(5);
    expect(f.year).toBe(f.years.at(-1));
    const companies = await t.database.db
      .select()
      .from(listedCompanies)
      .where(eq(listedCompanies.importId, f.companiesSource.importId));
    const place = new Map(companies.map((c) => [c.stockCode, c]));
    const rows = (
      await t.database.db
        .select()
        .from(listedFinancials)
        .where(and(eq(listedFinancials.importId, f.source.importId), eq(listedFinancials.year, f.year)))
    ).filter((r) => place.has(r.stockCode));
    const expected = new Map<
      string,
      { companies: number; revenue: number; netProfit: number; roe: number | null; rdRatio: number | null }
    >();
    for (const province of new Set(rows.map((r) => place.get(r.stockCode)!.province))) {
      const mine = rows.filter((r) => place.get(r.stockCode)!.province === province);
      const roes = mine.filter((r) => r.roe !== null);
      const rd = mine.filter((r) => r.rdRatio !== null);
      const rdRevenue = rd.reduce((n, r) => n + r.revenue, 0);
      expected.set(province, {
        companies: mine.length,
        revenue: round2(mine.reduce((n, r) => n + r.revenue, 0)),
        netProfit: round2(mine.reduce((n, r) => n + r.netProfit, 0)),
        roe: roes.length ? round2(roes.reduce((n, r) => n + r.roe!, 0) / roes.length) : null,
        rdRatio: rdRevenue ? round2(rd.reduce((n, r) => n + r.rdRatio! * r.revenue, 0) / rdRevenue) : null,
      });
    }
    // Means are compared to the cent: SQL and JavaScript may round a half cent apart.
    const near = (r: { roe: number | null; rdRatio: number | null }) => ({
      ...r,
      roe: r.roe === null ? null : expect.closeTo(r.roe, 1),
      rdRatio: r.rdRatio === null ? null : expect.closeTo(r.rdRatio, 1),
    });
    expect(Object.fromEntries(f.byProvince.map(({ key, ...r }: { key: string }) => [key, r]))).toEqual(
      Object.fromEntries([...expected].map(([k, r]) => [k, near(r)])),
    );
    const industries = f.byIndustry.reduce((n: number, r: { companies: number }) => n + r.companies, 0);
    expect(industries).toBe(rows.length);
    // This province's rank is one more than the provinces above it.
    const ours = expected.get('430000')!;
    const above = [...expected.values()].filter((r) => r.revenue > ours.revenue).length;
    expect(f.ranks).toMatchObject({ province: '430000', of: expected.size, revenue: above + 1 });
    expect(f.trend.map((y: { year: number }) => y.year)).toEqual(f.years);
    expect(f.trend.at(-1).ours).toEqual({ key: String(f.year), ...near(ours) });

    const earlier = await caller.data(
      'county',
      'GET',
      `${BASE}/financials?year=${f.years[0]}&industry=${encodeURIComponent('医药')}`,
    );
    expect(earlier.year).toBe(f.years[0]);
    expect(earlier.byIndustry.map((r: { key: string }) => r.key)).toEqual(['医药制造业']);
  });

  it('exports the companies and the statistics, each sheet ending with its source line', async () => {
    const list = await readWorkbook(
      (await caller.call('county', 'GET', `${BASE}/companies/export?board=BSE`)).rawPayload,
    );
    const rows = Object.values(list)[0]!;
    expect(rows[0]![0]).toBe('证券代码');
    expect(rows.slice(1, -1).every((r) => r[3] === '北交所')).toBe(true);
    expect(rows.at(-1)![0]).toMatch(/^数据来源：.*（示例数据），截至 /);
    const stats = await readWorkbook(
      (await caller.call('county', 'GET', `${BASE}/securities/export`)).rawPayload,
    );
    expect(Object.keys(stats)).toEqual([
      '按交易所',
      '按板块',
      '按省份',
      '按行业',
      '按上市年份',
      '湖南省按城市',
      '全国概况',
    ]);
    expect(stats.按省份!.at(-1)![0]).toMatch(/^数据来源：/);
    expect(stats.全国概况!.map((r) => r[4])).toContain('中国上市公司协会');
    const fin = await readWorkbook(
      (await caller.call('county', 'GET', `${BASE}/financials/export`)).rawPayload,
    );
    const sheets = Object.values(fin);
    expect(sheets).toHaveLength(2);
    expect(sheets[0]!.at(-2)![0]).toMatch(/^数据来源：/);
    expect(sheets[0]!.at(-1)![0]).toMatch(/^省份、行业：数据来源：/);
  });
});
