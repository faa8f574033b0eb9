// Feature usage statistics (issue 3 §5): entries recorded per day × feature × organisation,
// read per feature, day and organisation type, exported to Excel.

import { USAGE_COUNT_MAX } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgs, usageDaily } from '../src/db/schema/index.ts';
import { USAGE_REPORTS_PER_MINUTE } from '../src/modules/usage/usage.routes.ts';
import { chinaDay } from '../src/platform/china-time.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { login } from './helpers/http.ts';
import { type Caller, callerFor, readWorkbook } from './helpers/management.ts';

let t: TestApp;
let admin: Caller;
let gold: Caller;
let city: Caller;
const STATS = '/console/api/management/usage';
beforeAll(async () => {
  // 23:50 in Changsha is 15:50 UTC: the day must be China's, not UTC's.
  t = await buildTestApp({ now: new Date('2026-03-02T23:50:00+08:00') });
  admin = callerFor(t.app, await login(t.app, 'admin'));
  gold = callerFor(t.app, await login(t.app, 'ent-gold'));
  city = callerFor(t.app, await login(t.app, 'city'));
});
afterAll(() => t.close());

const report = (caller: Caller, entries: Array<[string, number]>) =>
  caller('POST', '/console/api/usage', { entries: entries.map(([feature, count]) => ({ feature, count })) });

describe('feature usage', () => {
  it('counts China Standard Time days', () => {
    expect(chinaDay(new Date('2026-03-02T16:30:00Z'))).toBe('2026-03-03');
    expect(chinaDay(new Date('2026-03-02T15:59:00Z'))).toBe('2026-03-02');
  });

  it('records batches of known features and ignores unknown paths', async () => {
    const answer = await report(gold, [
      ['/company/router', 2],
      ['/notice/list', 1],
      ['/company/router', 1],
      ['/made/up', 4],
    ]);
    expect(answer.json().data).toEqual({ recorded: 4, ignored: 4 });
    await report(city, [
      ['/company/list', 5],
      ['/notice/list', 1],
    ]);
    t.clock.advance(15 * 60_000); // past midnight (sessions still live): the next day
    await report(city, [['/company/list', 1]]);
    expect((await report(gold, [])).statusCode).toBe(400);
    expect((await report(gold, [['/x', 0]])).statusCode).toBe(400);
  });

  it('shows counts per feature, day, organisation type and organisation', async () => {
    const stats = (await admin('GET', `${STATS}?from=2026-03-01&to=2026-03-03`)).json().data;
    expect(stats.total).toBe(11);
    expect(stats.byFeature).toEqual([
      { feature: '/company/list', count: 6 },
      { feature: '/company/router', count: 3 },
      { feature: '/notice/list', count: 2 },
    ]);
    expect(stats.byDay).toEqual([
      { day: '2026-03-02', count: 10 },
      { day: '2026-03-03', count: 1 },
    ]);
    expect(stats.byOrgType).toEqual([
      { orgType: 'FINANCIAL', count: 7 },
      { orgType: 'ENTERPRISE', count: 4 },
    ]);
    expect(stats.rows).toContainEqual({ feature: '/notice/list', orgType: 'ENTERPRISE', count: 1 });
    expect(stats.byOrg[0]).toMatchObject({ orgType: 'FINANCIAL', count: 7 });
    const oneDay = (await admin('GET', `${STATS}?from=2026-03-03&to=2026-03-03`)).json().data;
    expect(oneDay.total).toBe(1);
  });

  it('validates the date range', async () => {
    for (const query of [
      'from=2026-03-03&to=2026-03-01',
      'from=2025-01-01&to=2026-03-01',
      'from=March&to=2026-03-01',
      'from=2026-03-01',
      // The shape of a date, but no day of the calendar: a 400, not the database's error.
      'from=2026-02-30&to=2026-03-01',
      'from=2026-02-01&to=2026-02-29',
    ]) {
      const answer = await admin('GET', `${STATS}?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('exports the statistics with the names the viewer reads', async () => {
    const answer = await admin('POST', `${STATS}/export`, {
      from: '2026-03-01',
      to: '2026-03-03',
      names: { '/company/list': '企业列表' },
    });
    expect(answer.statusCode).toBe(200);
    const book = await readWorkbook(answer.rawPayload);
    expect(Object.keys(book)).toEqual(['按功能', '按日期', '按机构类型', '功能×机构类型', '机构前20']);
    expect(book.按功能![1]).toEqual(['企业列表', '/company/list', '6']);
    expect(book.按机构类型![1]).toEqual(['金融监管部门（上市办）', '7']);
    expect(
      (await admin('POST', `${STATS}/export`, { from: '2026-03-03', to: '2026-03-01' })).statusCode,
    ).toBe(400);
    expect(
      (await admin('POST', `${STATS}/export`, { from: '2026-02-30', to: '2026-03-01' })).statusCode,
    ).toBe(400);
  });
});

describe('usage cannot be faked or broken by a signed-in user', () => {
  const routerCount = async () => {
    const day = chinaDay(t.clock.now());
    const stats = (await admin('GET', `${STATS}?from=${day}&to=${day}`)).json().data;
    return stats.byFeature.find((r: { feature: string }) => r.feature === '/company/router')?.count ?? 0;
  };

  it(`records at most ${USAGE_COUNT_MAX} entries of a feature per report, whatever the counts say`, async () => {
    const na = callerFor(t.app, await login(t.app, 'ent-na'));
    const before = await routerCount();
    const answer = await report(na, [
      ['/company/router', 1000],
      ['/company/router', 1000],
      ['/notice/list', 3],
    ]);
    expect(answer.json().data).toEqual({ recorded: USAGE_COUNT_MAX + 3, ignored: 2000 - USAGE_COUNT_MAX });
    expect(await routerCount()).toBe(before + USAGE_COUNT_MAX);
  });

  it(`answers 429 after ${USAGE_REPORTS_PER_MINUTE} reports a minute from one session; other sessions go on`, async () => {
    const spammer = callerFor(t.app, await login(t.app, 'ent-normal'));
    for (let i = 0; i < USAGE_REPORTS_PER_MINUTE; i++)
      expect((await report(spammer, [['/notice/list', 1]])).statusCode).toBe(200);
    const over = await report(spammer, [['/notice/list', 1]]);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBeTruthy();
    expect((await report(gold, [['/notice/list', 1]])).statusCode).toBe(200);
  });

  it('sums counts past 2^31 without failing', async () => {
    const big = '2026-03-11';
    const orgIds = (await t.database.db.select({ id: orgs.id, type: orgs.type }).from(orgs)).slice(0, 2);
    await t.database.db.insert(usageDaily).values(
      orgIds.map((o) => ({
        day: big,
        feature: '/notice/list',
        orgId: o.id,
        orgType: o.type,
        count: 2_000_000_000,
      })),
    );
    const answer = await admin('GET', `${STATS}?from=${big}&to=${big}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.total).toBe(4_000_000_000);
    expect(answer.json().data.byFeature).toEqual([{ feature: '/notice/list', count: 4_000_000_000 }]);
  });
});
