// Mergers and reorganisation (issue 13): the demo datasets read as lists and an overview with their
// source, filtered in SQL, this province's deals marked; one case opened; the exports; who may call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { callerOf } from './helpers/enterprise.ts';
import { readWorkbook } from './helpers/management.ts';

const BASE = '/console/api/reorganization';
let t: TestApp;
let caller: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await buildTestApp();
  caller = callerOf(t.app);
});
afterAll(() => t?.close());

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('who may call what', () => {
  it('asks anonymous callers to sign in and lets every signed-in role read', async () => {
    for (const path of ['overview', 'deals', 'targets', 'cases', 'deals/export', `cases/${MISSING}`]) {
      const answer = await caller.call(null, 'GET', `${BASE}/${path}`);
      expect(answer.json().code, path).toBe('WEB_ACCESS_AUTH_REQUIRED');
    }
    for (const account of ['county', 'unit', 'ent-gold', 'ent-normal', 'broker', 'investor', 'auditor'])
      expect((await caller.call(account, 'GET', `${BASE}/deals`)).statusCode, account).toBe(200);
  });

  it('refuses bad filters naming the field, and an unknown case with 404', async () => {
    for (const [path, field] of [
      ['deals?type=IPO', 'type'],
      ['deals?status=DONE', 'status'],
      ['deals?payment=BITCOIN', 'payment'],
      ['targets?status=COMPLETED', 'status'],
      ['cases?year=abc', 'year'],
      ['overview?year=1800', 'year'],
      ['deals/export?year=20x5', 'year'],
      ['cases/not-a-uuid', 'caseId'],
      ['deals?page=0', 'page'],
    ] as const) {
      const answer = await caller.call('county', 'GET', `${BASE}/${path}`);
      expect(answer.statusCode, path).toBe(400);
      expect(answer.json().details[0].path, path).toBe(field);
    }
    expect((await caller.call('county', 'GET', `${BASE}/cases/${MISSING}`)).statusCode).toBe(404);
  });
});

describe('the demo datasets', () => {
  it('answers the overview aggregated in SQL, synthetic, with our province highlighted', async () => {
    const o = await caller.data('county', 'GET', `${BASE}/overview`);
    expect(o.source).toMatchObject({ synthetic: true, sourceName: expect.stringContaining('示例数据') });
    expect(o.province).toBe('湖南');
    const sum = (xs: { count: number }[]) => xs.reduce((n, x) => n + x.count, 0);
    expect(o.total.count).toBe(64);
    for (const key of ['byYear', 'byType', 'byStatus', 'byProvince']) expect(sum(o[key]), key).toBe(64);
    const ours = o.byProvince.find((p: { key: string }) => p.key === '湖南');
    expect(ours.count).toBe(o.oursTotal.count);
    expect(o.oursTotal.count).toBeGreaterThan(0);
    expect(o.ours.every((d: { province: string; ours: boolean }) => d.province === '湖南' && d.ours)).toBe(
      true,
    );
    const year = Number(o.byYear[0].key);
    const inYear = await caller.data('county', 'GET', `${BASE}/overview?year=${year}`);
    expect(inYear.year).toBe(year);
    expect(inYear.total.count).toBe(o.byYear[0].count);
    expect(sum(inYear.byType)).toBe(o.byYear[0].count);
  });

  it('pages and filters the deals by type, status, payment, industry, province, year and keyword', async () => {
    const all = await caller.data('ent-gold', 'GET', `${BASE}/deals?size=10`);
    expect(all.total).toBe(64);
    expect(all.items).toHaveLength(10);
    expect(all.source).toMatchObject({ synthetic: true });
    const second = await caller.data('ent-gold', 'GET', `${BASE}/deals?size=10&page=2`);
    expect(second.items[0].dealId).not.toBe(all.items[0].dealId);
    const cash = await caller.data('county', 'GET', `${BASE}/deals?type=CASH_ACQUISITION&size=100`);
    expect(cash.total).toBeGreaterThan(0);
    expect(cash.total).toBeLessThan(64);
    expect(cash.items.every((d: { type: string }) => d.type === 'CASH_ACQUISITION')).toBe(true);
    const done = await caller.data('county', 'GET', `${BASE}/deals?status=COMPLETED&size=100`);
    expect(
      done.items.every(
        (d: { status: string; completedOn: string }) => d.status === 'COMPLETED' && d.completedOn,
      ),
    ).toBe(true);
    const hunan = await caller.data(
      'county',
      'GET',
      `${BASE}/deals?province=${encodeURIComponent('湖南')}&size=100`,
    );
    expect(hunan.total).toBe(16);
    expect(hunan.items.every((d: { ours: boolean }) => d.ours)).toBe(true);
    const year = all.items[0].announcedOn.slice(0, 4);
    const inYear = await caller.data('county', 'GET', `${BASE}/deals?year=${year}&size=100`);
    expect(inYear.items.every((d: { announcedOn: string }) => d.announcedOn.startsWith(year))).toBe(true);
    const med = await caller.data(
      'county',
      'GET',
      `${BASE}/deals?industry=${encodeURIComponent('医药')}&size=100`,
    );
    expect(med.items.every((d: { industry: string }) => d.industry.includes('医药'))).toBe(true);
    const one = await caller.data('county', 'GET', `${BASE}/deals?keyword=${all.items[0].stockCode}`);
    expect(one.items.map((d: { dealId: string }) => d.dealId)).toContain(all.items[0].dealId);
    // A typed _ is a literal, not a wildcard.
    expect((await caller.data('county', 'GET', `${BASE}/deals?keyword=_`)).total).toBe(0);
  });

  it('lists the trade targets and the cases, and opens a case with its story', async () => {
    const targets = await caller.data('broker', 'GET', `${BASE}/targets?status=LISTED&size=100`);
    expect(targets.total).toBeGreaterThan(0);
    expect(targets.items.every((x: { status: string }) => x.status === 'LISTED')).toBe(true);
    const equity = await caller.data('broker', 'GET', `${BASE}/targets?type=EQUITY&size=100`);
    expect(equity.items.every((x: { type: string }) => x.type === 'EQUITY')).toBe(true);
    const cases = await caller.data('county', 'GET', `${BASE}/cases?size=100`);
    expect(cases.total).toBe(14);
    const ended = await caller.data('county', 'GET', `${BASE}/cases?status=TERMINATED`);
    expect(ended.total).toBeGreaterThan(0);
    const c = await caller.data('county', 'GET', `${BASE}/cases/${ended.items[0].caseId}`);
    expect(c).toMatchObject({ status: 'TERMINATED', source: { synthetic: true } });
    expect(c.questions.length).toBeGreaterThan(0);
    expect(c.background).toMatch(/示例/);
  });

  it('exports each list, filtered, with its source line last', async () => {
    for (const [path, first] of [
      ['deals/export?type=CASH_ACQUISITION', '上市公司'],
      ['targets/export', '标的名称'],
      ['cases/export', '案例名称'],
    ] as const) {
      const answer = await caller.call('county', 'GET', `${BASE}/${path}`);
      expect(answer.statusCode, path).toBe(200);
      const rows = Object.values(await readWorkbook(answer.rawPayload))[0]!;
      expect(rows[0]![0]).toBe(first);
      expect(rows.at(-1)![0]).toMatch(/^数据来源：.*（示例数据），截至 \d{4}-\d{2}-\d{2}$/);
      if (path.startsWith('deals')) expect(rows.slice(1, -1).every((r) => r[3] === '现金收购')).toBe(true);
    }
  });
});
