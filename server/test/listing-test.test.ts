// The listing test's API (issue 14 §1, §6): the evaluate call's exact shape for every session,
// refusals naming the field, an enterprise's profile figures, saved tests in its history (another's
// is 404, saving writes an audit row), and the offices' screening within their region with export.
import { and, count, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises, orgs, users } from '../src/db/schema/index.ts';
import { regionPrefix } from '../src/platform/access/region-scope.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';
import { readWorkbook } from './helpers/management.ts';

const BASE = '/console/api/listing-test';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let caller: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await buildTestApp();
  caller = callerOf(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, account: string | null, payload?: unknown) =>
  caller.call(account, method, url, payload);
const fields = (answer: { json(): { details?: { path: string }[] } }) =>
  (answer.json().details ?? []).map((d) => d.path);

const figures = {
  asOf: '2025-07-01',
  marketValue: 500_000,
  neeqInnovationTierMonths: 12,
  years: [
    {
      year: 2024,
      revenue: 30_000,
      netProfit: -2_000,
      operatingCashFlow: 100,
      rdExpense: 5_000,
      weightedRoe: 2,
      netAssets: 90_000,
    },
    { year: 2023, revenue: 20_000, netProfit: -3_000 },
  ],
};

describe('POST /evaluate', () => {
  it('refuses anonymous callers', async () => {
    const answer = await call('POST', `${BASE}/evaluate`, null, figures);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
  });

  it('answers the exact shape for any session, the auditor included', async () => {
    for (const account of ['ent-gold', 'broker', 'county', 'unit', 'auditor']) {
      const answer = await call('POST', `${BASE}/evaluate`, account, figures);
      expect(answer.statusCode, account).toBe(200);
    }
    const { data } = (await call('POST', `${BASE}/evaluate`, 'broker', figures)).json();
    expect(Object.keys(data).sort()).toEqual(['boards', 'rulesVersion']);
    expect(data.rulesVersion).toBe('2025-06-18');
    expect(data.boards.map((b: { board: string }) => b.board)).toEqual(['MAIN', 'CHINEXT', 'STAR', 'BSE']);
    const chinext = data.boards[1];
    expect(Object.keys(chinext).sort()).toEqual(['board', 'passed', 'standards']);
    expect(chinext.passed).toBe(true);
    const third = chinext.standards.find((s: { code: string }) => s.code === 'CHINEXT-3');
    expect(third).toEqual({
      code: 'CHINEXT-3',
      passed: true,
      checks: [
        { metric: 'marketValue', required: 500_000, actual: 500_000, passed: true },
        { metric: 'revenueLatest', required: 30_000, actual: 30_000, passed: true },
      ],
    });
    const star5 = data.boards[2].standards.find((s: { code: string }) => s.code === 'STAR-5');
    expect(star5.passed).toBeNull();
    expect(star5.checks[1]).toMatchObject({ actual: null, passed: null });
    expect(typeof star5.checks[1].required).toBe('string');
  });

  it('measures against the version in force on asOf', async () => {
    const before = (
      await call('POST', `${BASE}/evaluate`, 'ent-gold', { ...figures, asOf: '2025-06-17' })
    ).json().data;
    expect(before.rulesVersion).toBe('2024-04-30');
    expect(before.boards[1].passed).toBe(false);
    const today = (await call('POST', `${BASE}/evaluate`, 'ent-gold', { ...figures, asOf: undefined })).json()
      .data;
    expect(today.rulesVersion).toBe('2025-06-18');
  });

  it('refuses a malformed body with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'years'],
      [{ years: [] }, 'years'],
      [{ years: [{ year: 2024, revenue: '1', netProfit: 1 }] }, 'years.0.revenue'],
      [{ years: [{ year: 2024, revenue: 1 }] }, 'years.0.netProfit'],
      [
        {
          years: [
            { year: 2024, revenue: 1, netProfit: 1 },
            { year: 2022, revenue: 1, netProfit: 1 },
          ],
        },
        'years',
      ],
      [{ ...figures, asOf: '2023-02-16' }, 'asOf'],
      [{ ...figures, asOf: '2025-02-30' }, 'asOf'],
      [{ ...figures, marketValue: -1 }, 'marketValue'],
      [{ ...figures, neeqInnovationTierMonths: 1.5 }, 'neeqInnovationTierMonths'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('POST', `${BASE}/evaluate`, 'ent-gold', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
      expect(fields(answer), JSON.stringify(body)).toContain(field);
    }
  });
});

describe('rule tables', () => {
  it('lists every version with documents, standards and checks', async () => {
    const { data } = (await call('GET', `${BASE}/rules`, 'admin')).json();
    expect(data.map((v: { version: string }) => v.version)).toEqual([
      '2023-02-17',
      '2024-04-30',
      '2025-06-18',
    ]);
    expect(data[0].boards[0].documents[0].name).toContain('上海证券交易所股票上市规则');
    expect(data[2].boards[3].conditions.map((c: { metric: string }) => c.metric)).toEqual([
      'neeqInnovationTierMonths',
      'netAssetsLatest',
    ]);
  });
});

describe("an enterprise's figures and saved tests", () => {
  it('reads the current profile: last three years, the lower net profit', async () => {
    const { data } = (await call('GET', `${BASE}/profile-figures`, 'ent-gold')).json();
    expect(data.profileVersion).toBe(1);
    expect(data.years.map((y: { year: number }) => y.year)).toEqual([2025, 2024, 2023]);
    expect(data.years[0]).toMatchObject({
      revenue: 68_500,
      netProfit: 8_650,
      rdExpense: 6_120,
      netAssets: 88_600,
    });
    expect((await call('GET', `${BASE}/profile-figures`, 'county')).statusCode).toBe(403);
  });

  it('saves a test with an audit row; lists and reads it; another enterprise meets 404', async () => {
    const years = (await call('GET', `${BASE}/profile-figures`, 'ent-gold')).json().data.years;
    const before = await auditCount(t.database.db, { action: 'listingTest.saved' });
    const saved = await call('POST', `${BASE}/tests`, 'ent-gold', { source: 'PROFILE', input: { years } });
    expect(saved.statusCode).toBe(200);
    const test = saved.json().data;
    expect(test).toMatchObject({
      asOf: '2026-03-02',
      rulesVersion: '2025-06-18',
      source: 'PROFILE',
      boards: ['CHINEXT'],
    });
    expect(test.createdBy).toBe('周海涛');
    expect(await auditCount(t.database.db, { action: 'listingTest.saved', objectId: test.id })).toBe(1);
    expect(await auditCount(t.database.db, { action: 'listingTest.saved' })).toBe(before + 1);

    const list = (await call('GET', `${BASE}/tests`, 'ent-gold')).json().data;
    expect(list.total).toBe(1);
    expect(list.items[0].id).toBe(test.id);
    expect(
      (await call('GET', `${BASE}/tests/${test.id}`, 'ent-gold')).json().data.result.boards,
    ).toHaveLength(4);

    expect((await call('GET', `${BASE}/tests/${test.id}`, 'ent-normal')).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/tests/${MISSING_ID}`, 'ent-gold')).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/tests`, 'ent-normal')).json().data.total).toBe(0);
    expect((await call('GET', `${BASE}/tests/${test.id}`, 'county')).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/tests/not-a-uuid`, 'ent-gold')).statusCode).toBe(400);
  });

  it('refuses a bad save with the field named and writes nothing', async () => {
    const before = await auditCount(t.database.db, { action: 'listingTest.saved' });
    const answer = await call('POST', `${BASE}/tests`, 'ent-gold', {
      source: 'PROFILE',
      input: { years: [{ year: 2025 }] },
    });
    expect(answer.statusCode).toBe(400);
    expect(fields(answer)).toContain('input.years.0.revenue');
    const noSource = await call('POST', `${BASE}/tests`, 'ent-gold', { input: figures });
    expect(fields(noSource)).toContain('source');
    expect(await auditCount(t.database.db, { action: 'listingTest.saved' })).toBe(before);
  });
});

// The demo reserve pool (the ledger's seed) adds approved enterprises without figures all over the
// province: they are listed, meeting nothing; counts are read from the data.
type Screened = {
  name: string;
  latestYear: number | null;
  boards: { board: string; status: string; standards: string[] }[];
};
const notPool = (items: Screened[]) => items.filter((r) => !r.name.startsWith('（演示）'));
async function approvedIn(account: string) {
  const [office] = await t.database.db
    .select({ code: orgs.regionCode })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.account, account));
  const [row] = await t.database.db
    .select({ n: count() })
    .from(enterprises)
    .where(
      and(
        isNotNull(enterprises.currentVersionId),
        like(enterprises.regionCode, `${regionPrefix(office!.code!)}%`),
      ),
    );
  return row!.n;
}

describe('screening of an office region', () => {
  it("lists the county's enterprises only; the city's include the city enterprise", async () => {
    const county = (await call('GET', `${BASE}/screening?size=100`, 'county')).json().data;
    expect(county.rulesVersion).toBe('2025-06-18');
    expect(county.total).toBe(await approvedIn('county'));
    expect(notPool(county.items).map((r) => r.name)).toEqual([expect.stringContaining('天衡')]);
    const gold = notPool(county.items)[0]!;
    expect(gold.latestYear).toBe(2025);
    expect(gold.boards.find((b: { board: string }) => b.board === 'CHINEXT')).toMatchObject({
      status: 'MEETS',
      standards: expect.arrayContaining(['CHINEXT-1']),
    });
    const city = (await call('GET', `${BASE}/screening?size=100`, 'city')).json().data;
    // ent-na has an approved profile without figures: listed, meeting nothing.
    expect(city.total).toBe(await approvedIn('city'));
    expect(city.total).toBeGreaterThan(3);
    expect(city.counts).toEqual({ meets: 2, close: 0 });
    const na = notPool(city.items).at(-1)!;
    expect(notPool(city.items)).toHaveLength(3);
    expect(na).toMatchObject({ latestYear: null, boards: expect.any(Array) });
    expect(na.boards.every((b) => b.status === 'NEITHER')).toBe(true);
  });

  it('filters by board, status, keyword and region and refuses bad filters', async () => {
    const chinext = (await call('GET', `${BASE}/screening?board=CHINEXT&status=MEETS`, 'city')).json().data;
    expect(chinext.items.map((r: { name: string }) => r.name)).toEqual([expect.stringContaining('天衡')]);
    const named = (
      await call('GET', `${BASE}/screening?keyword=${encodeURIComponent('瑞丰')}`, 'city')
    ).json().data;
    expect(named.total).toBe(1);
    const bad = await call('GET', `${BASE}/screening?board=NASDAQ&status=x&regionCode=12`, 'city');
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['board', 'status', 'regionCode']));
    expect((await call('GET', `${BASE}/screening`, 'ent-gold')).statusCode).toBe(403);
  });

  it('exports the list as a workbook with an audit row', async () => {
    const before = await auditCount(t.database.db, { action: 'listingTest.screeningExported' });
    const answer = await call('GET', `${BASE}/screening/export`, 'city');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    const book = await readWorkbook(answer.rawPayload);
    expect(book['筛查结果']![0]).toEqual([
      '企业名称',
      '所在区域',
      '最近年度',
      '主板',
      '创业板',
      '科创板',
      '北交所',
    ]);
    expect(book['筛查结果']).toHaveLength((await approvedIn('city')) + 1);
    const gold = book['筛查结果']!.find((r) => String(r[0]).includes('天衡'))!;
    expect(gold[4]).toContain('符合 CHINEXT-1');
    expect(await auditCount(t.database.db, { action: 'listingTest.screeningExported' })).toBe(before + 1);
  });
});
