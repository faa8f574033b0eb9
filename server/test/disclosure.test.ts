// Disclosure (issue 13): the announcements' search and the 披露情况 head page over the demo dataset
// (synthetic, said so in every answer); who may call what; bad filters refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { callerOf } from './helpers/enterprise.ts';
import { readWorkbook } from './helpers/management.ts';

const BASE = '/console/api/disclosure';
let t: TestApp;
let caller: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await buildTestApp();
  caller = callerOf(t.app);
});
afterAll(() => t?.close());

type Fragment = { text: string; hit: boolean };
type Row = {
  title: Fragment[];
  summary: Fragment[];
  province: string;
  type: string;
  exchange: string;
  announcedOn: string;
};
const whole = (f: Fragment[]) => f.map((x) => x.text).join('');
const hits = (f: Fragment[]) => f.filter((x) => x.hit).map((x) => x.text);
const search = (query: string, account = 'county') =>
  caller.data<{ items: Row[]; total: number; source: { synthetic: boolean } }>(
    account,
    'GET',
    `${BASE}/announcements?${query}`,
  );

describe('who may call what', () => {
  it('asks an anonymous caller to sign in and lets every signed-in side read', async () => {
    for (const path of ['/overview', '/announcements', '/announcements/export']) {
      const anonymous = await caller.get(null, `${BASE}${path}`);
      expect(anonymous.json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    }
    for (const account of ['county', 'unit', 'ent-gold', 'broker', 'admin'])
      expect((await caller.get(account, `${BASE}/announcements`)).statusCode).toBe(200);
  });

  it.each([
    ['type=ANNUAL', 'type'],
    ['exchange=NASDAQ', 'exchange'],
    ['from=2026-02-30', 'from'],
    ['from=2026-03-01&to=2026-02-01', 'to'],
    ['ours=yes', 'ours'],
    [`q=${'词'.repeat(51)}`, 'q'],
    ['size=100000', 'size'],
  ])('refuses %s naming %s', async (query, field) => {
    const answer = await caller.get('county', `${BASE}/announcements?${query}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.map((d: { path: string }) => d.path)).toContain(field);
  });
});

describe('searching the announcements in Chinese', () => {
  it('finds by a two-character word and marks it in the title', async () => {
    const page = await search(`q=${encodeURIComponent('停牌')}`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.source.synthetic).toBe(true);
    for (const a of page.items) expect(whole(a.title) + whole(a.summary)).toContain('停牌');
    expect(page.items.some((a) => hits(a.title).includes('停牌'))).toBe(true);
  });

  it('finds by a longer word in the summary and marks it there', async () => {
    const page = await search(`q=${encodeURIComponent('研发投入')}`);
    expect(page.total).toBeGreaterThan(0);
    for (const a of page.items) expect(hits(a.summary).join('')).toContain('研发投入');
    // A word that is in no announcement finds none, and one character is not searched.
    expect((await search(`q=${encodeURIComponent('量子纠缠')}`)).total).toBe(0);
    expect((await search(`q=${encodeURIComponent('停')}`)).total).toBe(0);
  });

  it('filters by this province, type, exchange and dates, newest first', async () => {
    const { province } = await caller.data('county', 'GET', `${BASE}/overview`);
    const ours = await search('ours=true&size=50');
    expect(ours.total).toBeGreaterThan(0);
    expect(ours.items.every((a) => a.province === province)).toBe(true);
    const all = await search('size=50');
    expect(all.total).toBeGreaterThan(ours.total);
    const days = all.items.map((a) => a.announcedOn);
    expect(days).toEqual([...days].sort().reverse());
    const periodic = await search('type=PERIODIC&exchange=SSE');
    expect(periodic.total).toBeGreaterThan(0);
    expect(periodic.items.every((a) => a.type === 'PERIODIC' && a.exchange === 'SSE')).toBe(true);
    const from = days[10]!;
    const recent = await search(`from=${from}&size=50`);
    expect(recent.items.every((a) => a.announcedOn >= from)).toBe(true);
    expect(recent.total).toBeLessThan(all.total);
    // A province named in full is found as the rows store it (湖南省 → 湖南).
    expect((await search(`province=${encodeURIComponent(`${province}省`)}`)).total).toBe(ours.total);
  });

  it('exports the filtered rows with the source line last', async () => {
    const answer = await caller.get('county', `${BASE}/announcements/export?q=${encodeURIComponent('停牌')}`);
    expect(answer.statusCode).toBe(200);
    const sheet = (await readWorkbook(answer.rawPayload)).公告!;
    const page = await search(`q=${encodeURIComponent('停牌')}&size=100`);
    expect(sheet.length).toBe(1 + page.total + 1);
    expect(sheet[1]![6]! + sheet[1]![7]!).toContain('停牌');
    expect(sheet.at(-1)![0]).toMatch(/数据来源：.*示例数据.*截至/);
  });
});

describe('the disclosure head page', () => {
  it("counts this province's announcements by type in the month and year, and lists the latest", async () => {
    const o = await caller.data('county', 'GET', `${BASE}/overview`);
    expect(o.source).toMatchObject({ synthetic: true });
    expect(o.thisYear.map((c: { type: string }) => c.type)).toEqual([
      'PERIODIC',
      'INTERIM',
      'MAJOR',
      'INQUIRY_REPLY',
      'OTHER',
    ]);
    const year = o.thisYear.reduce((n: number, c: { count: number }) => n + c.count, 0);
    const month = o.thisMonth.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(month).toBeGreaterThan(0);
    expect(year).toBeGreaterThanOrEqual(month);
    const counted = await search(`ours=true&from=${o.year}-01-01&to=${o.source.asOf}`);
    expect(counted.total).toBe(year);
    expect(o.companies).toBe(8);
    expect(o.latest.length).toBe(8);
    expect(o.latest.every((a: Row) => a.province === o.province)).toBe(true);
  });
});
