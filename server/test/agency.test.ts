// Agency search: who may call what, the demo broker found with ent-gold served (its ledger names the
// broker by library id), names typed into reserve-pool ledgers counted too, the county seeing only
// its own region's enterprises by name, comparison of two or three, measures kept by administrators.
// (Anonymous callers get this codebase's 403 WEB_ACCESS_AUTH_REQUIRED, as in the access matrix.)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';

const BASE = '/console/api/agency';
let t: TestApp;
let caller: ReturnType<typeof callerOf>;
let brokerId: string;
let lawFirmId: string;

beforeAll(async () => {
  t = await buildTestApp();
  caller = callerOf(t.app);
  const rows = await t.database.db
    .select({ id: institutions.id, type: institutions.type })
    .from(institutions);
  brokerId = rows.find((r) => r.type === 'BROKER')!.id;
  lawFirmId = rows.find((r) => r.type === 'LAW_FIRM')!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('who may call what', () => {
  it('keeps search to government readers and measures to administrators', async () => {
    const anonymous = await caller.call(null, 'GET', `${BASE}/institutions`);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    for (const account of ['ent-gold', 'broker'])
      expect((await caller.call(account, 'GET', `${BASE}/institutions`)).statusCode).toBe(403);
    for (const account of ['county', 'unit', 'auditor'])
      expect((await caller.call(account, 'GET', `${BASE}/institutions`)).statusCode).toBe(200);
    const measure = { measure: '出具警示函', source: '中国证监会湖南监管局', decidedOn: '2026-03-01' };
    for (const account of ['city', 'unit'])
      expect(
        (await caller.call(account, 'POST', `${BASE}/institutions/${brokerId}/measures`, measure)).statusCode,
      ).toBe(403);
  });
});

describe('track record', () => {
  it('finds the demo broker with ent-gold among the enterprises it serves', async () => {
    const page = await caller.data('city', 'GET', `${BASE}/institutions?keyword=汇通证券&type=BROKER`);
    expect(page.total).toBe(1);
    expect(page.items[0].served).toBeGreaterThanOrEqual(1);
    const detail = await caller.data('city', 'GET', `${BASE}/institutions/${page.items[0].institutionId}`);
    expect(detail.enterprises.map((e: { name: string }) => e.name).join()).toContain('天衡智能装备');
    expect(detail.enterprises.find((e: { name: string }) => e.name.includes('天衡')).role).toBe('broker');
    expect(detail.byStage.reduce((n: number, s: { n: number }) => n + s.n, 0)).toBe(detail.served);
  });

  it("shows the national IPO cases naming it, with the dataset's source, as the IPO data lists them", async () => {
    const page = await caller.data('city', 'GET', `${BASE}/institutions?keyword=汇通证券&type=BROKER`);
    const broker = page.items[0];
    const detail = await caller.data('city', 'GET', `${BASE}/institutions/${broker.institutionId}`);
    // The reference: the IPO data's own case list, filtered by sponsor.
    const cases = await caller.data(
      'city',
      'GET',
      `/console/api/ipo-data/cases?sponsor=${encodeURIComponent(detail.name)}&size=100`,
    );
    expect(cases.total).toBeGreaterThan(0);
    expect(broker.ipoCases).toBe(cases.total);
    expect(detail.ipoCases).toBe(cases.total);
    expect(detail.ipo.cases.every((c: { role: string }) => c.role === 'sponsor')).toBe(true);
    expect(detail.ipo.byStatus.reduce((n: number, s: { n: number }) => n + s.n, 0)).toBe(cases.total);
    expect(detail.ipo.source).toMatchObject({ synthetic: true });
    expect(detail.ipo.source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A firm no case names has none.
    const others = await caller.data('admin', 'GET', `${BASE}/institutions?type=LAW_FIRM&size=100`);
    const quiet = others.items.find((i: { name: string }) => !i.name.includes('明德'));
    if (quiet) expect(quiet.ipoCases).toBe(0);
  });

  it('names served enterprises only within the caller region, counting the province', async () => {
    const page = await caller.data('admin', 'GET', `${BASE}/institutions?type=BROKER&size=100`);
    const busiest = [...page.items].sort((a, b) => b.served - a.served)[0];
    const province = await caller.data('admin', 'GET', `${BASE}/institutions/${busiest.institutionId}`);
    const county = await caller.data('county', 'GET', `${BASE}/institutions/${busiest.institutionId}`);
    expect(county.served).toBe(province.served);
    expect(county.enterprises.length).toBeLessThanOrEqual(province.enterprises.length);
    expect(province.enterprises.length).toBe(province.served);
  });

  it('answers 404 for an id that is not an intermediary and 400 naming a bad filter', async () => {
    const [investor] = await t.database.db
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.type, 'INVESTMENT'));
    expect((await caller.call('city', 'GET', `${BASE}/institutions/${investor!.id}`)).statusCode).toBe(404);
    expect((await caller.call('city', 'GET', `${BASE}/institutions/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    const bad = await caller.call('city', 'GET', `${BASE}/institutions?type=BANK`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('type');
  });
});

describe('comparison and measures', () => {
  it('compares two or three, and names the ids field otherwise', async () => {
    const both = await caller.data('unit', 'GET', `${BASE}/compare?ids=${brokerId},${lawFirmId}`);
    expect(both.map((d: { institutionId: string }) => d.institutionId)).toEqual([brokerId, lawFirmId]);
    const one = await caller.call('unit', 'GET', `${BASE}/compare?ids=${brokerId}`);
    expect(one.statusCode).toBe(400);
    expect(one.json().details[0].path).toBe('ids');
  });

  it('records and removes a measure (audited), with the source and date named when missing', async () => {
    const url = `${BASE}/institutions/${brokerId}/measures`;
    const bad = await caller.call('admin', 'POST', url, { measure: '出具警示函', decidedOn: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['decidedOn', 'source']);
    const added = await caller.data('admin', 'POST', url, {
      measure: '出具警示函',
      source: '中国证监会湖南监管局',
      decidedOn: '2026-03-01',
    });
    expect(
      await auditCount(t.database.db, { action: 'agency.measureAdded', objectId: added.measureId }),
    ).toBe(1);
    const detail = await caller.data('county', 'GET', `${BASE}/institutions/${brokerId}`);
    expect(detail.measureList[0]).toMatchObject({ measure: '出具警示函', source: '中国证监会湖南监管局' });
    expect(detail.measures).toBe(1);
    expect(
      (
        await caller.call('admin', 'POST', `${BASE}/institutions/${crypto.randomUUID()}/measures`, {
          measure: '出具警示函',
          source: 'x 来源',
          decidedOn: '2026-03-01',
        })
      ).statusCode,
    ).toBe(404);
    await caller.data('admin', 'DELETE', `${BASE}/measures/${added.measureId}`);
    expect(
      await auditCount(t.database.db, { action: 'agency.measureDeleted', objectId: added.measureId }),
    ).toBe(1);
    expect((await caller.call('admin', 'DELETE', `${BASE}/measures/${added.measureId}`)).statusCode).toBe(
      404,
    );
  });
});
