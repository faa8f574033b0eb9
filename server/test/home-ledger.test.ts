// The home cards of the ledger, the listing test and sentiment (issue 16): who sees each card, and
// that every figure equals the total the list behind its link answers with the same filter —
// before and after a change made through the ordinary API.
import type { HomeCardData } from '@portal/contract/home-cards';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions, users } from '../src/db/schema/index.ts';
import { addDays, addMonths } from '../src/modules/ledger/ledger.road.ts';
import { listingTestHomeCards } from '../src/modules/listing-test/listing-test.home.ts';
import { weekOf } from '../src/modules/sentiment/sentiment.home.ts';
import { chinaDay } from '../src/platform/china-time.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { callerOf } from './helpers/enterprise.ts';

let t: TestApp;
let api: ReturnType<typeof callerOf>;
let today: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  api = callerOf(t.app);
  today = chinaDay(t.clock.now());
  for (const account of ['ent-gold', 'ent-normal'])
    ids[account] = (await api.data(account, 'GET', '/console/api/company/my')).enterprise.id;
});
afterAll(() => t.close());

const CARDS = '/console/api/home/cards';
const MINE = [
  'ledger.road',
  'ledger.pipeline',
  'ledger.clients',
  'listing-test.result',
  'sentiment.negative',
];
const card = (account: string, key: string) => api.data<HomeCardData>(account, 'GET', `${CARDS}/${key}`);
const visible = async (account: string) =>
  ((await api.data(account, 'GET', CARDS)) as { key: string }[])
    .map((c) => c.key)
    .filter((k) => MINE.includes(k))
    .sort();
/** The console list an href opens, asked of its API with the href's own filters. */
const totalBehind = async (account: string, href: string, api_: string) => {
  const query = new URL(href, 'http://x').searchParams;
  query.set('size', '1');
  return (await api.data(account, 'GET', `${api_}?${query}`)).total as number;
};
const figure = (data: HomeCardData, key: string) => data.figures.find((f) => f.key === key)!;

describe('who sees which card', () => {
  it('lists each card to the roles whose pages it opens', async () => {
    expect(await visible('ent-gold')).toEqual(['ledger.road', 'listing-test.result']);
    expect(await visible('city')).toEqual(['ledger.pipeline', 'sentiment.negative']);
    expect(await visible('county')).toEqual(['ledger.pipeline', 'sentiment.negative']);
    // A member unit opens the sentiment feed but is no office: no pipeline.
    expect(await visible('unit')).toEqual(['sentiment.negative']);
    for (const account of ['broker', 'lawfirm', 'accountant'])
      expect(await visible(account)).toEqual(['ledger.clients']);
    // The auditor's routes hold the board and the feed (read only), so its home shows them.
    expect(await visible('auditor')).toEqual(['ledger.pipeline', 'sentiment.negative']);
    expect(await visible('investor')).toEqual([]);
  });

  it('answers 404 to whoever does not see the card', async () => {
    const refused: [string, string][] = [
      ['ent-gold', 'ledger.pipeline'],
      ['ent-gold', 'ledger.clients'],
      ['ent-gold', 'sentiment.negative'],
      ['city', 'ledger.road'],
      ['city', 'listing-test.result'],
      ['city', 'ledger.clients'],
      ['unit', 'ledger.pipeline'],
      ['broker', 'ledger.road'],
      ['investor', 'ledger.clients'],
      ['broker', 'listing-test.result'],
      ['auditor', 'ledger.road'],
    ];
    for (const [account, key] of refused)
      expect((await api.get(account, `${CARDS}/${key}`)).statusCode, `${account} ${key}`).toBe(404);
  });
});

describe('ledger.road', () => {
  it("shows the enterprise's stage, since when, and the earliest day tutoring may be accepted", async () => {
    const my = await api.data('ent-gold', 'GET', '/console/api/ledger/my');
    const data = await card('ent-gold', 'ledger.road');
    const [current, next] = data.items;
    expect(current).toMatchObject({
      title: { enum: 'ledgerStage', value: my.stage },
      date: my.ledger.tutoringFiledOn,
    });
    expect(next).toMatchObject({
      title: { enum: 'ledgerStage', value: 'TUTORING_ACCEPTED' },
      date: addMonths(my.ledger.tutoringFiledOn, 3),
      dateLabel: { key: 'earliest' },
    });
    expect(data.summary).toMatchObject({ key: 'summary.limit.TUTORING_MIN' });
    expect(figure(data, 'flags').value).toBe(my.flags.length);
    expect(data.more).toBe('/report/ledger');
  });

  it('moves with the ledger: a filing not accepted within 5 working days is flagged danger', async () => {
    const my = await api.data('ent-gold', 'GET', '/console/api/ledger/my');
    const ledger = { ...my.ledger, tutoringAcceptedOn: addDays(today, -20), filedOn: addDays(today, -15) };
    const saved = await api.data('ent-gold', 'PUT', '/console/api/ledger/my', {
      version: my.version,
      ledger,
    });
    const data = await card('ent-gold', 'ledger.road');
    expect(data.items[0]).toMatchObject({ title: { value: 'FILED' }, date: ledger.filedOn });
    expect(data.items[1]).toMatchObject({
      title: { value: 'ACCEPTED' },
      tone: 'danger',
      tag: { key: 'overdue' },
      dateLabel: { key: 'dueBy' },
    });
    expect(data.summary).toMatchObject({ key: 'summary.past.ACCEPTANCE' });
    expect(figure(data, 'flags')).toMatchObject({ value: saved.flags.length, tone: 'danger' });
    expect(saved.flags.length).toBeGreaterThan(0);
  });
  it('says the road is suspended, with no next step while no clock runs', async () => {
    const my = await api.data('ent-gold', 'GET', '/console/api/ledger/my');
    const ledger = { ...my.ledger, suspendedOn: today, suspensionReason: 'FINANCIAL_UPDATE' };
    await api.data('ent-gold', 'PUT', '/console/api/ledger/my', { version: my.version, ledger });
    const data = await card('ent-gold', 'ledger.road');
    expect(data.summary).toEqual({ key: 'summary.SUSPENDED', args: { day: today } });
    expect(data.items.map((i) => i.id)).toEqual(['current']);
    expect(data.items[0]).toMatchObject({
      tag: { enum: 'ledgerStatus', value: 'SUSPENDED' },
      tone: 'warning',
    });
  });
});

describe('ledger.pipeline', () => {
  const LIST = '/console/api/ledger/list';
  const compare = async (account: string) => {
    const data = await card(account, 'ledger.pipeline');
    for (const f of data.figures)
      expect(f.value, `${account} ${f.key}`).toBe(await totalBehind(account, f.href!, LIST));
    return data;
  };

  it('counts each stage, the side states and those past a limit exactly as the list filters them', async () => {
    const city = await compare('city');
    const county = await compare('county');
    expect(figure(city, 'flagged').value).toBeGreaterThan(0);
    const sum = (d: HomeCardData) =>
      d.figures.filter((f) => f.key !== 'flagged').reduce((s, f) => s + f.value, 0);
    expect(sum(county)).toBeLessThanOrEqual(sum(city));
    expect(sum(city)).toBe(await totalBehind('city', '/report/ledger/board', LIST));
    expect(city.figures.map((f) => f.key).slice(0, 3)).toEqual(['RESERVE', 'REFORM', 'TUTORING_FILED']);
  });

  it('moves when an office advances a ledger', async () => {
    const before = await card('city', 'ledger.pipeline');
    const one = await api.data('city', 'GET', `/console/api/ledger/${ids['ent-normal']}`);
    expect(one.stage).toBe('REFORM');
    await api.data('city', 'PUT', `/console/api/ledger/${ids['ent-normal']}`, {
      version: one.version,
      ledger: { ...one.ledger, tutoringFiledOn: today },
    });
    const after = await compare('city');
    expect(figure(after, 'REFORM').value).toBe(figure(before, 'REFORM').value - 1);
    expect(figure(after, 'TUTORING_FILED').value).toBe(figure(before, 'TUTORING_FILED').value + 1);
  });
});

describe('ledger.clients', () => {
  const LIST = '/console/api/ledger/clients';
  const institutionOf = async (account: string) => {
    const [row] = await t.database.db
      .select({ id: institutions.id, name: institutions.name })
      .from(institutions)
      .innerJoin(users, eq(users.orgId, institutions.orgId))
      .where(eq(users.account, account));
    return row!;
  };

  it("counts the broker's clients per stage as its clients' list does, and lists a few", async () => {
    const data = await card('broker', 'ledger.clients');
    expect(figure(data, 'total').value).toBeGreaterThan(0);
    for (const f of data.figures) expect(f.value, f.key).toBe(await totalBehind('broker', f.href!, LIST));
    const list = await api.data('broker', 'GET', `${LIST}?size=5`);
    expect(data.items.map((i) => i.id)).toEqual(
      list.items.map((r: { enterpriseId: string }) => r.enterpriseId),
    );
    expect(list.items[0].roles).toEqual(['broker']);
    // Nobody else's clients: the accounting firm is named by none.
    expect((await api.data('accountant', 'GET', LIST)).total).toBe(0);
    expect((await card('accountant', 'ledger.clients')).figures).toEqual([]);
    expect((await api.get('city', LIST)).statusCode).toBe(403);
  });

  it('counts a new client once a ledger names the institution', async () => {
    const broker = await institutionOf('broker');
    const before = figure(await card('broker', 'ledger.clients'), 'total').value;
    const one = await api.data('city', 'GET', `/console/api/ledger/${ids['ent-normal']}`);
    await api.data('city', 'PUT', `/console/api/ledger/${ids['ent-normal']}`, {
      version: one.version,
      ledger: { ...one.ledger, broker: { id: broker.id, name: broker.name } },
    });
    const after = await card('broker', 'ledger.clients');
    expect(figure(after, 'total').value).toBe(before + 1);
    for (const f of after.figures) expect(f.value, f.key).toBe(await totalBehind('broker', f.href!, LIST));
  });

  it('counts a ledger that names the institution by its typed name only, as agency search does', async () => {
    const lawFirm = await institutionOf('lawfirm');
    const before = (await api.data('lawfirm', 'GET', LIST)).total;
    const one = await api.data('city', 'GET', `/console/api/ledger/${ids['ent-normal']}`);
    await api.data('city', 'PUT', `/console/api/ledger/${ids['ent-normal']}`, {
      version: one.version,
      ledger: { ...one.ledger, lawFirm: { name: lawFirm.name } },
    });
    const list = await api.data('lawfirm', 'GET', LIST);
    expect(list.total).toBe(before + 1);
    const row = list.items.find((r: { enterpriseId: string }) => r.enterpriseId === ids['ent-normal']);
    expect(row.roles).toEqual(['lawFirm']);
    expect(figure(await card('lawfirm', 'ledger.clients'), 'total').value).toBe(list.total);
    // The agency search's track record counts the same enterprises.
    const agency = await api.data('admin', 'GET', `/console/api/agency/institutions/${lawFirm.id}`);
    expect(agency.served).toBe(list.total);
  });
});

describe('listing-test.result', () => {
  const BASE = '/console/api/listing-test';
  it("measures the approved profile as the office's screening does while no test is saved", async () => {
    const data = await card('ent-gold', 'listing-test.result');
    expect(data.summary).toMatchObject({ key: 'summary.profile' });
    const my = await api.data('ent-gold', 'GET', '/console/api/company/my');
    const screened = await api.data(
      'city',
      'GET',
      `${BASE}/screening?keyword=${encodeURIComponent(my.enterprise.name)}`,
    );
    const row = screened.items.find((r: { enterpriseId: string }) => r.enterpriseId === ids['ent-gold']);
    const verdict = { MEETS: 'PASS', CLOSE: 'CLOSE', NEITHER: 'FAIL' } as Record<string, string>;
    expect(data.items.map((i) => [i.id, (i.tag as { key: string }).key])).toEqual(
      row.boards.map((b: { board: string; status: string }) => [b.board, `verdict.${verdict[b.status]}`]),
    );
  });

  it('is empty for an enterprise with neither a saved test nor approved financial figures', async () => {
    // ent-na (not in the reserve pool) cannot open the test page, so its card is asked of the loader.
    expect((await api.get('ent-na', `${CARDS}/listing-test.result`)).statusCode).toBe(404);
    expect((await api.data('ent-na', 'GET', `${BASE}/profile-figures`)).years).toEqual([]);
    const [org] = await t.database.db
      .select({ id: users.orgId })
      .from(users)
      .where(eq(users.account, 'ent-na'));
    const load = listingTestHomeCards[0]!.load({ db: t.database.db, clock: t.clock.now } as never);
    expect(await load({ org: { id: org!.id } } as never)).toEqual({
      figures: [],
      items: [],
      more: '/marketIntelligenceTesting',
      summary: null,
    });
  });

  it('shows the latest saved test with its day and rules version', async () => {
    const years = (await api.data('ent-gold', 'GET', `${BASE}/profile-figures`)).years;
    const saved = await api.data('ent-gold', 'POST', `${BASE}/tests`, {
      source: 'PROFILE',
      input: { years },
    });
    const data = await card('ent-gold', 'listing-test.result');
    expect(data.summary).toEqual({
      key: 'summary.saved',
      args: { day: saved.asOf, version: saved.rulesVersion },
    });
    const passes = data.items
      .filter((i) => (i.tag as { key: string }).key === 'verdict.PASS')
      .map((i) => i.id);
    expect(passes).toEqual(saved.boards);
    expect(figure(data, 'passes').value).toBe(saved.boards.length);
  });
});

describe('sentiment.negative', () => {
  it("takes this week as Monday to Sunday of China's calendar", () => {
    for (const day of ['2026-11-23', '2026-11-26', '2026-11-29'])
      expect(weekOf(day)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-30').from).toBe('2026-11-30');
  });

  const LIST = '/console/api/sentiment/items';
  it("counts this week's negative items of the region as the feed filters them", async () => {
    for (const account of ['city', 'county', 'unit']) {
      const data = await card(account, 'sentiment.negative');
      const f = figure(data, 'thisWeek');
      const query = new URL(f.href!, 'http://x').searchParams;
      expect(query.get('polarity')).toBe('NEGATIVE');
      expect(query.get('from')! <= today && today <= query.get('to')!).toBe(true);
      expect(f.value).toBe(await totalBehind(account, f.href!, LIST));
      expect(data.items.length).toBe(Math.min(f.value, 5));
    }
  });

  it('counts a negative item entered today', async () => {
    const before = figure(await card('city', 'sentiment.negative'), 'thisWeek').value;
    const my = await api.data('ent-gold', 'GET', '/console/api/company/my');
    await api.data('city', 'POST', `${LIST}`, {
      title: `${my.enterprise.name}因违规被处罚罚款`,
      sourceName: '测试来源',
      publishedOn: today,
    });
    const data = await card('city', 'sentiment.negative');
    expect(figure(data, 'thisWeek').value).toBe(before + 1);
    expect(data.items[0]!.title).toEqual({ text: `${my.enterprise.name}因违规被处罚罚款` });
  });
});
