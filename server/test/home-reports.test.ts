// The home cards of reports, training and financing (issue 16): who sees each card (and who gets
// 404), every figure and linked line equal to the total of the list its link opens (read from the
// link itself, turned into the list endpoint's query), and the figures moving after a change made
// through the existing API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { callerOf } from './helpers/enterprise.ts';

let t: TestApp;
let api: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await buildTestApp();
  api = callerOf(t.app);
});
afterAll(() => t.close());

const CARDS = '/console/api/home/cards';
const OURS = ['report.due', 'report.missing', 'training.enrolled', 'financing.interest', 'financing.matches'];
type Figure = { key: string; value: number; href: string | null };
type Card = { figures: Figure[]; items: { id: string; href: string | null; title: unknown }[]; more: string };

const cardOf = (account: string, key: string): Promise<Card> => api.data(account, 'GET', `${CARDS}/${key}`);
const figure = (card: Card, key: string) => card.figures.find((f) => f.key === key)!;

/**
 * The list endpoint behind a console page's address, with the page's own fixed part: what the
 * page would ask for when opened at `href`. The pairs' keys (pair*) are the pairs list's.
 */
function listCallOf(href: string): string {
  const url = new URL(href, 'http://x');
  const p = url.searchParams;
  const pairs = new URLSearchParams();
  for (const [k, v] of [...p]) {
    const name = { pairFrom: 'initiatedBy', pairOpen: 'open', pairSince: 'since' }[k];
    if (name) pairs.set(name, v);
  }
  switch (url.pathname) {
    case '/report/list':
      return `/console/api/report/mine?open=true&${p}`;
    case '/report/history':
      return `/console/api/report/status?${p}`;
    case '/training/list':
      return `/console/api/training/open?${p}`;
    case '/investmentFinancing/eninformationList':
      return `/console/api/financing/matches?${pairs}`;
    case '/investmentFinancing/informationList':
      return pairs.size > 0
        ? `/console/api/financing/matches?${pairs}`
        : `/console/api/financing/market?${p}`;
    default:
      throw new Error(`no list known behind ${href}`);
  }
}
const listTotal = async (account: string, href: string): Promise<number> =>
  (await api.data(account, 'GET', listCallOf(href))).total;

/** Every figure (and every linked line with a count) equals its list's total. */
async function expectHonest(account: string, key: string): Promise<Card> {
  const card = await cardOf(account, key);
  for (const f of card.figures) expect([f.key, f.value]).toEqual([f.key, await listTotal(account, f.href!)]);
  return card;
}

describe('who sees which card', () => {
  const visible = async (account: string) =>
    ((await api.data(account, 'GET', CARDS)) as { key: string }[])
      .map((c) => c.key)
      .filter((k) => OURS.includes(k))
      .sort();

  it('lists each card to the roles whose page it links to, and answers 404 to the others', async () => {
    const expected: Record<string, string[]> = {
      'ent-gold': ['financing.interest', 'report.due', 'training.enrolled'],
      city: ['report.missing'],
      // The demo province office's account is its administrator.
      admin: ['report.missing'],
      county: ['report.missing'],
      investor: ['financing.matches'],
      bank: ['financing.matches'],
      // The auditor's routes hold the region's report history (read only): the card follows its page.
      auditor: ['report.missing'],
      // A member unit enrols in trainings too (its /training/list is the audience's).
      unit: ['training.enrolled'],
      // A normal seed enterprise has no /report/list (spec §6): no report card.
      'ent-normal': ['financing.interest', 'training.enrolled'],
    };
    for (const [account, keys] of Object.entries(expected)) {
      expect([account, await visible(account)]).toEqual([account, keys]);
      for (const key of OURS.filter((k) => !keys.includes(k)))
        expect([account, key, (await api.get(account, `${CARDS}/${key}`)).statusCode]).toEqual([
          account,
          key,
          404,
        ]);
    }
  });
});

describe('report.due', () => {
  it("counts the enterprise's due, overdue and returned reports as its list does, and moves on a submission", async () => {
    const before = await expectHonest('ent-gold', 'report.due');
    expect(before.items.length).toBeGreaterThan(0);
    const due = figure(before, 'due').value + figure(before, 'overdue').value;
    expect(due).toBeGreaterThan(0);
    // The soonest due first, each opening its own form.
    for (const item of before.items) expect(item.href).toMatch(/^\/report\/\w+\/(add|edit)\?id=/);
    const first = before.items.find((i) => !i.href!.startsWith('/report/issue/'))!;
    const id = first.id;
    const row = await api.data('ent-gold', 'GET', `/console/api/report/reports/${id}`);
    await api.data('ent-gold', 'POST', `/console/api/report/reports/${id}/submit`, {
      version: row.version,
      content: { progress: '本期完成股改审计' },
    });
    const after = await expectHonest('ent-gold', 'report.due');
    expect(figure(after, 'due').value + figure(after, 'overdue').value).toBe(due - 1);
    expect(after.items.map((i) => i.id)).not.toContain(id);
  });
});

describe('report.missing', () => {
  it("counts the office's missing, overdue and awaiting reports as its list does, per region one level down", async () => {
    for (const account of ['admin', 'city', 'county', 'auditor']) {
      const card = await expectHonest(account, 'report.missing');
      const lines = await Promise.all(
        card.items.filter((i) => i.href).map((i) => listTotal(account, i.href!)),
      );
      // Each line's count is in its text; the line's list holds exactly that many.
      card.items
        .filter((i) => i.href)
        .forEach((i, n) => {
          expect((i.title as { args: { n: number } }).args.n).toBe(lines[n]);
        });
    }
    const province = await cardOf('admin', 'report.missing');
    const city = await cardOf('city', 'report.missing');
    // The province sees its cities, the city its counties: the city's total is one line of the province's.
    expect(figure(province, 'missing').value).toBeGreaterThanOrEqual(figure(city, 'missing').value);
  });

  it('moves when an enterprise of the region submits a report of this period', async () => {
    const before = await cardOf('city', 'report.missing');
    const current = await api.data(
      'city',
      'GET',
      '/console/api/report/status?current=true&open=true&size=100',
    );
    const ids = new Set(current.items.map((r: { id: string }) => r.id));
    const open = (
      await api.data('ent-gold', 'GET', '/console/api/report/mine?open=true&size=100')
    ).items.find((r: { id: string; kind: string }) => ids.has(r.id) && r.kind !== 'issue');
    expect(open).toBeDefined();
    await api.data('ent-gold', 'POST', `/console/api/report/reports/${open.id}/submit`, {
      version: open.version,
      content: { progress: '本月完成辅导验收准备' },
    });
    const after = await expectHonest('city', 'report.missing');
    expect(figure(after, 'missing').value).toBe(figure(before, 'missing').value - 1);
    // Someone's review now waits: the office whose list says so counts it.
    const waiting = await Promise.all(
      ['county', 'city', 'admin'].map(
        async (a) => figure(await expectHonest(a, 'report.missing'), 'awaiting').value,
      ),
    );
    expect(waiting.some((n) => n > 0)).toBe(true);
  });
});

describe('training.enrolled', () => {
  it('counts the upcoming trainings the organisation enrolled in, and moves on an enrolment', async () => {
    const before = await expectHonest('ent-gold', 'training.enrolled');
    const day = 86_400_000;
    const at = (days: number, hours = 0) =>
      new Date(t.clock.now().getTime() + days * day + hours * 3_600_000).toISOString();
    const { id } = await api.data('county', 'POST', '/console/api/training/trainings', {
      title: '首页卡片测试培训',
      organiser: '芙蓉区金融工作办公室',
      coOrganisers: [],
      mode: 'ONSITE',
      place: '区政务中心 201',
      startsAt: at(5),
      endsAt: at(5, 3),
      capacity: 20,
      enrolFrom: at(-1),
      enrolUntil: at(4),
      content: '<p>财务规范</p>',
      publish: true,
    });
    await api.data('ent-gold', 'POST', `/console/api/training/open/${id}/enrolments`, {
      people: [{ name: '学员甲', mobile: '13912345678', position: '财务总监' }],
    });
    const after = await expectHonest('ent-gold', 'training.enrolled');
    await expectHonest('unit', 'training.enrolled');
    expect(figure(after, 'upcoming').value).toBe(figure(before, 'upcoming').value + 1);
    expect(after.items.map((i) => i.id)).toContain(id);
  });
});

describe('financing.interest and financing.matches', () => {
  it("counts the investors' interest in the enterprise's needs and the investor's matching needs and pairs", async () => {
    const interest = await expectHonest('ent-gold', 'financing.interest');
    const matches = await expectHonest('investor', 'financing.matches');
    await expectHonest('bank', 'financing.matches');
    // An investor expresses interest in one of ent-gold's published needs it has no pair with yet.
    const market = await api.data('investor', 'GET', '/console/api/financing/market?size=100');
    const mine = await api.data('ent-gold', 'GET', '/console/api/financing/needs/mine?size=100');
    const ids = new Set(mine.items.map((n: { id: string }) => n.id));
    const need = market.items.find(
      (n: { id: string; matchId: string | null }) => ids.has(n.id) && !n.matchId,
    );
    expect(need).toBeDefined();
    await api.data('investor', 'POST', '/console/api/financing/matches', {
      needId: need.id,
      note: '希望约见',
    });
    const interestAfter = await expectHonest('ent-gold', 'financing.interest');
    expect(figure(interestAfter, 'new').value).toBe(figure(interest, 'new').value + 1);
    expect(figure(interestAfter, 'open').value).toBe(figure(interest, 'open').value + 1);
    const matchesAfter = await expectHonest('investor', 'financing.matches');
    expect(figure(matchesAfter, 'pairs').value).toBe(figure(matches, 'pairs').value + 1);
  });
});
