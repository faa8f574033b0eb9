// Listed-company datasets imported through platform/datasets' generic calls: a good companies
// workbook and a good indicators workbook become the active versions the screens read (aggregates
// checked against the file); each kind of bad file is refused by row and column, changing nothing.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedFinancialTotals as totals } from '../src/modules/listed-companies/listed-companies.schema.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { callerOf } from './helpers/enterprise.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { workbookOf } from './helpers/management.ts';
import { multipartBody } from './helpers/multipart.ts';

const BASE = '/console/api/listed-companies';
const DATASETS = '/console/api/datasets';
let t: TestApp;
let caller: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await buildTestApp();
  caller = callerOf(t.app);
});
afterAll(() => t?.close());

const day = () => t.clock.now().toISOString().slice(0, 10);
const COMPANY_HEADER = [
  '证券代码',
  '证券简称',
  '交易所',
  '板块',
  '省份',
  '城市',
  '行业',
  '上市日期',
  '总市值（亿元）',
];
const COMPANIES = [
  ['600001', '导入甲', '上交所', '主板', '湖南省', '长沙市', '专用设备制造业', '2010-05-06', '120.5'],
  ['688001', '导入乙', '上海证券交易所', '科创板', '湖南', '株洲市', '专用设备制造业', '2020-07-22', '80'],
  ['300001', '导入丙', '深交所', '创业板', '广东', '深圳市', '医药制造业', '2010-05-06', '45.25'],
  ['830001', '导入丁', '北交所', '北交所', '江苏省', '', '医药制造业', '2023-01-10', '9.75'],
];
const FIN_HEADER = [
  '证券代码',
  '年度',
  '营业收入（亿元）',
  '净利润（亿元）',
  '净资产收益率（%）',
  '研发投入占比（%）',
  '总资产（亿元）',
];
const FINANCIALS = [
  ['600001', '2024', '100', '10', '12', '5', '300'],
  ['688001', '2024', '50', '-2', '4', '20', ''],
  ['300001', '2024', '30', '3', '', '10', '60'],
  ['830001', '2024', '5', '0.5', '8', '', ''],
  ['600001', '2023', '90', '9', '11', '4', '280'],
];

async function send(dataset: string, content: Buffer, asOf = day(), account = 'admin') {
  const { payload, headers } = multipartBody([{ name: 'file', filename: `${dataset}.xlsx`, content }]);
  return t.app.inject({
    method: 'POST',
    url: `${DATASETS}/${dataset}/import?sourceName=${encodeURIComponent('测试导入来源')}&asOf=${asOf}`,
    headers: { ...headers, ...sameOrigin, cookie: await login(t.app, account) },
    payload,
  });
}
const messages = (answer: { json(): { details: { message: string }[] } }) =>
  answer.json().details.map((d) => d.message);

describe('importing the listed-company datasets', () => {
  it('refuses a wrong template, bad cells, future dates and repeated keys, changing nothing', async () => {
    const before = await caller.data('county', 'GET', `${BASE}/securities`);
    expect(
      (await send('LISTED_COMPANIES', await workbookOf([COMPANY_HEADER, ...COMPANIES]), day(), 'county'))
        .statusCode,
    ).toBe(403);
    const wrong = await send(
      'LISTED_COMPANIES',
      await workbookOf([
        ['标题', '来源'],
        ['x', 'y'],
      ]),
    );
    expect(wrong.statusCode).toBe(400);
    const bad = await send(
      'LISTED_COMPANIES',
      await workbookOf([
        COMPANY_HEADER,
        COMPANIES[0]!,
        ['60001', '坏甲', '纳斯达克', '主板', '湖南', '', '软件', '2020-01-01', '1'],
        ['600002', '坏乙', '上交所', '创业板', '火星', '', '软件', '2099-01-01', '-3'],
        ['600003', '坏丙', '深交所', '科创板', '湖南', '', '软件', '2020-02-30', '十亿'],
        COMPANIES[0]!,
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(messages(bad)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/第 3 行「证券代码」/),
        expect.stringMatching(/第 3 行「交易所」/),
        expect.stringMatching(/第 4 行「省份」/),
        expect.stringMatching(/第 4 行「上市日期」/),
        expect.stringMatching(/第 4 行「总市值（亿元）」/),
        expect.stringMatching(/第 5 行「上市日期」/),
        expect.stringMatching(/第 5 行「总市值（亿元）」/),
        expect.stringMatching(/第 6 行「证券代码」：与第 2 行重复/),
      ]),
    );
    // A board of another exchange is named (the row is otherwise good).
    const mismatch = await send(
      'LISTED_COMPANIES',
      await workbookOf([
        COMPANY_HEADER,
        ['600004', '错板', '上交所', '创业板', '湖南', '', '软件', '2020-01-01', '1'],
      ]),
    );
    expect(messages(mismatch)).toEqual([expect.stringMatching(/第 2 行「板块」：创业板不属于上交所/)]);
    const fin = await send(
      'LISTED_FINANCIALS',
      await workbookOf([
        FIN_HEADER,
        FINANCIALS[0]!,
        ['600001', String(Number(day().slice(0, 4))), '1', '1', '', '', ''],
        ['600002', '2024', '-1', 'x', '2000', '101', ''],
        FINANCIALS[0]!,
      ]),
    );
    expect(fin.statusCode).toBe(400);
    expect(messages(fin)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/第 3 行「年度」/),
        expect.stringMatching(/第 4 行「营业收入（亿元）」/),
        expect.stringMatching(/第 4 行「净利润（亿元）」/),
        expect.stringMatching(/第 4 行「净资产收益率（%）」/),
        expect.stringMatching(/第 4 行「研发投入占比（%）」/),
        expect.stringMatching(/第 5 行.*第 2 行/),
      ]),
    );
    expect(await caller.data('county', 'GET', `${BASE}/securities`)).toEqual(before);
  });

  it('makes good files the active versions; the screens answer exactly the files', async () => {
    const companies = await send('LISTED_COMPANIES', await workbookOf([COMPANY_HEADER, ...COMPANIES]));
    expect(companies.statusCode, companies.body).toBe(200);
    const financials = await send('LISTED_FINANCIALS', await workbookOf([FIN_HEADER, ...FINANCIALS]));
    expect(financials.statusCode, financials.body).toBe(200);

    const o = await caller.data('county', 'GET', `${BASE}/securities`);
    expect(o.source).toMatchObject({ sourceName: '测试导入来源', synthetic: false, asOf: day() });
    expect(o.total).toEqual({ count: 4, value: 255.5 });
    expect(o.byExchange).toEqual([
      { key: 'BSE', count: 1, value: 9.75 },
      { key: 'SSE', count: 2, value: 200.5 },
      { key: 'SZSE', count: 1, value: 45.25 },
    ]);
    expect(o.byBoard.map((b: { key: string }) => b.key).sort()).toEqual([
      'BSE',
      'CHINEXT',
      'SSE_MAIN',
      'STAR',
    ]);
    expect(o.byProvince[0]).toEqual({ key: '430000', count: 2, value: 200.5 });
    expect(o.byYear).toEqual([
      { key: '2010', count: 2, value: 165.75 },
      { key: '2020', count: 1, value: 80 },
      { key: '2023', count: 1, value: 9.75 },
    ]);
    expect(o.province.byCity).toEqual(
      [
        { key: '株洲市', count: 1, value: 80 },
        { key: '长沙市', count: 1, value: 120.5 },
      ].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
    );

    const f = await caller.data('county', 'GET', `${BASE}/financials`);
    expect(f.years).toEqual([2023, 2024]);
    expect(f.year).toBe(2024);
    const hunan = f.byProvince.find((r: { key: string }) => r.key === '430000');
    // Sums; ROE the mean (12, 4); R&D weighted by revenue: (5×100 + 20×50) / 150 = 10.
    expect(hunan).toEqual({ key: '430000', companies: 2, revenue: 150, netProfit: 8, roe: 8, rdRatio: 10 });
    const guangdong = f.byProvince.find((r: { key: string }) => r.key === '440000');
    expect(guangdong).toEqual({
      key: '440000',
      companies: 1,
      revenue: 30,
      netProfit: 3,
      roe: null,
      rdRatio: 10,
    });
    // Ties share a rank: Jiangsu's mean ROE is also 8, Guangdong's R&D ratio also 10.
    expect(f.ranks).toEqual({ province: '430000', of: 3, revenue: 1, netProfit: 1, roe: 1, rdRatio: 1 });
    expect(f.trend).toEqual([
      {
        year: 2023,
        ours: expect.objectContaining({ revenue: 90 }),
        all: expect.objectContaining({ revenue: 90 }),
      },
      {
        year: 2024,
        ours: expect.objectContaining({ revenue: 150 }),
        all: expect.objectContaining({ revenue: 185 }),
      },
    ]);
    const medicine = await caller.data(
      'county',
      'GET',
      `${BASE}/financials?industry=${encodeURIComponent('医药')}`,
    );
    expect(medicine.byIndustry).toEqual([
      { key: '医药制造业', companies: 2, revenue: 35, netProfit: 3.5, roe: 8, rdRatio: 10 },
    ]);
    expect(medicine.ranks.revenue).toBeNull();
  });

  it('stores the indicator totals of each pair of versions when either is activated, and reads them back', async () => {
    const versions = await caller.data(
      'admin',
      'GET',
      `${DATASETS}/imports?dataset=LISTED_COMPANIES,LISTED_FINANCIALS`,
    );
    const ofCompanies = (v: { dataset: string }) => v.dataset === 'LISTED_COMPANIES';
    const demo = versions.find((v: { dataset: string; synthetic: boolean }) => ofCompanies(v) && v.synthetic);
    const imported = versions.find((v: { dataset: string; active: boolean }) => ofCompanies(v) && v.active);
    const financials = versions.find(
      (v: { dataset: string; active: boolean }) => !ofCompanies(v) && v.active,
    );
    const { db } = t.database;
    const pair = (companies: string) =>
      and(eq(totals.companiesImportId, companies), eq(totals.financialsImportId, financials.importId));
    const storedFor = async (companies: string) =>
      (await db.select({ n: count() }).from(totals).where(pair(companies)))[0]!.n;
    expect(await storedFor(imported.importId)).toBeGreaterThan(0);
    expect(await storedFor(demo.importId)).toBe(0);

    // Restoring the demo companies puts the imported indicators under the demo's places.
    const restored = await caller.data('admin', 'POST', `${DATASETS}/imports/${demo.importId}/restore`);
    expect(restored.active).toBe(true);
    expect(await storedFor(demo.importId)).toBeGreaterThan(0);
    const onDemo = await caller.data('county', 'GET', `${BASE}/financials`);
    expect(onDemo.trend.map((y: { all: { revenue: number } }) => y.all.revenue)).toEqual([90, 185]);

    // Totals that are missing (a database from before them) are stored by the first reader, equal.
    await db.delete(totals).where(pair(demo.importId));
    expect(await storedFor(demo.importId)).toBe(0);
    expect(await caller.data('county', 'GET', `${BASE}/financials`)).toEqual(onDemo);
    expect(await storedFor(demo.importId)).toBeGreaterThan(0);

    // Back to the imported companies: the figures of the file again, from the totals stored first.
    await caller.data('admin', 'POST', `${DATASETS}/imports/${imported.importId}/restore`);
    const back = await caller.data('county', 'GET', `${BASE}/financials`);
    expect(back.byProvince.find((r: { key: string }) => r.key === '430000')).toMatchObject({ revenue: 150 });
  });
});
