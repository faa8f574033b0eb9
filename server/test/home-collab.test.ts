// The home cards of the green channel, research letters and notification documents (issue 16):
// who sees each card, who gets 404, every figure equal to the total of the list its link opens
// (the same filter asked of the list endpoint), and counts that move when the work moves.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { login, sameOrigin } from './helpers/http.ts';

type Figure = { key: string; value: number; href: string | null };
type Card = { figures: Figure[]; items: { id: string; href: string | null }[]; more: string | null };

const ACCOUNTS = ['ent-gold', 'ent-normal', 'county', 'city', 'unit', 'broker', 'auditor', 'admin'];
let t: TestApp;
const cookies = new Map<string, string>();
const orgIds = new Map<string, string>();

/** After the clock jumps, the old sessions have expired. */
async function signInAgain() {
  for (const a of ACCOUNTS) cookies.set(a, await login(t.app, a));
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ACCOUNTS) {
    cookies.set(a, await login(t.app, a));
    const [row] = await t.database.db.select({ orgId: users.orgId }).from(users).where(eq(users.account, a));
    orgIds.set(a, row!.orgId);
  }
});
afterAll(() => t.close());

function call(method: string, url: string, who: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...sameOrigin, cookie: cookies.get(who) ?? '' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const data = async (r: Promise<LightMyRequestResponse>, status = 200) => {
  const answer = await r;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json().data;
};

const keysOf = async (who: string): Promise<string[]> =>
  ((await data(call('GET', '/console/api/home/cards', who))) as { key: string }[]).map((c) => c.key);
const card = (who: string, key: string): Promise<Card> =>
  data(call('GET', `/console/api/home/cards/${key}`, who));
const figure = (c: Card, key: string) => {
  const f = c.figures.find((x) => x.key === key);
  if (!f) throw new Error(`no figure ${key}`);
  return f;
};

/** The list endpoint behind a console page's address, with the page's own fixed filters. */
function endpointOf(href: string, who: string): string {
  const [path, query = ''] = href.split('?');
  const q = new URLSearchParams(query);
  q.set('size', '10');
  switch (path) {
    case '/problem/list':
    case '/problem/mgr/list':
      return `/console/api/problems?${q}`;
    case '/problem/todoList':
      q.set('todo', 'true');
      return `/console/api/problems?${q}`;
    case '/research/list':
      return who.startsWith('ent-')
        ? `/console/api/research/inbox?${q}`
        : `/console/api/research/letters?${q}`;
    case '/notification/list': {
      const box = q.get('box');
      q.delete('box');
      return `/console/api/notifications/${box === 'sent' ? 'sent' : 'received'}?${q}`;
    }
    default:
      throw new Error(`no list known for ${href}`);
  }
}

/** Every linked figure equals the total of the list its link opens. */
async function expectHonest(who: string, key: string): Promise<Card> {
  const c = await card(who, key);
  for (const f of c.figures) {
    if (!f.href) continue;
    const answer = await call('GET', endpointOf(f.href, who), who);
    expect(answer.statusCode, `${who} ${endpointOf(f.href, who)} ${answer.body}`).toBe(200);
    const page = answer.json().data;
    expect(page.total, `${key}.${f.key} → ${f.href}`).toBe(f.value);
  }
  return c;
}

const PROBLEMS = '/console/api/problems';
async function submitted(title: string) {
  const created = await data(
    call('POST', PROBLEMS, 'ent-gold', { category: 'OTHER', title, description: `<p>${title}</p>` }),
  );
  return data(call('POST', `${PROBLEMS}/${created.id}/submit`, 'ent-gold', { version: created.version }));
}

describe('green channel cards', () => {
  it('shows each card to its role only, and 404 to the others', async () => {
    expect(await keysOf('ent-gold')).toContain('problem.mine');
    expect(await keysOf('ent-normal')).not.toContain('problem.mine');
    for (const office of ['county', 'city']) {
      const keys = await keysOf(office);
      expect(keys).toContain('problem.office');
      expect(keys).not.toContain('problem.unit');
    }
    expect(await keysOf('unit')).toEqual(expect.arrayContaining(['problem.unit']));
    expect(await keysOf('unit')).not.toContain('problem.office');
    expect((await keysOf('broker')).filter((k) => k.startsWith('problem.'))).toEqual([]);
    // The auditor's routes hold the province office's problem list (it reads, changes nothing).
    expect((await keysOf('auditor')).filter((k) => k.startsWith('problem.'))).toEqual(['problem.office']);
    expect((await call('GET', '/console/api/home/cards/problem.mine', 'ent-normal')).statusCode).toBe(404);
    expect((await call('GET', '/console/api/home/cards/problem.office', 'unit')).statusCode).toBe(404);
    expect((await call('GET', '/console/api/home/cards/problem.unit', 'city')).statusCode).toBe(404);
    expect((await call('GET', '/console/api/home/cards/problem.mine', 'auditor')).statusCode).toBe(404);
    await expectHonest('auditor', 'problem.office');
  });

  it('counts what the linked lists list, and moves with the work', async () => {
    const before = {
      mine: await expectHonest('ent-gold', 'problem.mine'),
      county: await expectHonest('county', 'problem.office'),
      city: await expectHonest('city', 'problem.office'),
      unit: await expectHonest('unit', 'problem.unit'),
    };
    // The demo data: ent-gold's problems are open, one is late at the demo unit and carded.
    expect(figure(before.mine, 'open').value).toBeGreaterThan(0);
    expect(figure(before.unit, 'overdue').value).toBeGreaterThan(0);
    expect(before.mine.items.length).toBeGreaterThan(0);

    const p = await submitted('主页卡片：新提交的问题');
    const mine = await expectHonest('ent-gold', 'problem.mine');
    expect(figure(mine, 'open').value).toBe(figure(before.mine, 'open').value + 1);
    const county = await expectHonest('county', 'problem.office');
    expect(figure(county, 'toAccept').value).toBe(figure(before.county, 'toAccept').value + 1);
    // Only the office it waits for is asked to accept it; the city above sees the same late ones.
    expect(figure(await expectHonest('city', 'problem.office'), 'toAccept').value).toBe(
      figure(before.city, 'toAccept').value,
    );

    // Accepted and assigned to the unit for 3 working days: from Monday, due on Thursday.
    const accepted = await data(
      call('POST', `${PROBLEMS}/${p.id}/act`, 'county', { action: 'approve', version: p.instance.version }),
    );
    await data(
      call('POST', `${PROBLEMS}/${p.id}/act`, 'county', {
        action: 'assign',
        toOrgId: orgIds.get('unit'),
        workingDays: 3,
        version: accepted.instance.version,
      }),
    );
    const unit = await expectHonest('unit', 'problem.unit');
    expect(figure(unit, 'inHand').value).toBe(figure(before.unit, 'inHand').value + 1);
    expect(figure(unit, 'dueThisWeek').value).toBe(figure(before.unit, 'dueThisWeek').value + 1);
    expect(figure(await expectHonest('county', 'problem.office'), 'toAccept').value).toBe(
      figure(before.county, 'toAccept').value,
    );

    // A week later it is late, and the lists agree.
    t.clock.advance(7 * 86_400_000);
    await signInAgain();
    const late = await expectHonest('unit', 'problem.unit');
    expect(figure(late, 'overdue').value).toBe(figure(unit, 'overdue').value + 1);
    await expectHonest('county', 'problem.office');
    await expectHonest('ent-gold', 'problem.mine');
    t.clock.advance(-7 * 86_400_000);
    await signInAgain();
  });
});

describe('research letter cards', () => {
  it('shows the replies card to enterprises and the outstanding card to offices', async () => {
    expect(await keysOf('ent-gold')).toContain('research.replies');
    expect(await keysOf('ent-gold')).not.toContain('research.outstanding');
    expect(await keysOf('city')).toContain('research.outstanding');
    expect(await keysOf('city')).not.toContain('research.replies');
    for (const who of ['unit', 'broker'])
      expect((await keysOf(who)).filter((k) => k.startsWith('research.'))).toEqual([]);
    expect((await call('GET', '/console/api/home/cards/research.replies', 'city')).statusCode).toBe(404);
    expect((await call('GET', '/console/api/home/cards/research.outstanding', 'ent-gold')).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/console/api/home/cards/research.outstanding', 'unit')).statusCode).toBe(404);
  });

  it('counts what the linked lists list, and moves when the enterprise replies', async () => {
    const gold = await expectHonest('ent-gold', 'research.replies');
    await expectHonest('ent-normal', 'research.replies');
    const city = await expectHonest('city', 'research.outstanding');
    // The demo: the city's open letter waits for ent-gold; the older one is late for ent-normal.
    expect(figure(gold, 'due').value).toBeGreaterThan(0);
    expect(figure(city, 'letters').value).toBeGreaterThan(0);
    // The county issued none of them: its own card is empty though its list shows the city's letters.
    const county = await expectHonest('county', 'research.outstanding');
    expect(county.figures.every((f) => f.value === 0)).toBe(true);

    const letter = gold.items.find((i) => i.href?.startsWith('/research/detail'))!;
    const id = new URL(letter.href!, 'http://x').searchParams.get('id')!;
    await data(call('GET', `/console/api/research/inbox/${id}`, 'ent-gold'));
    await data(
      call('POST', `/console/api/research/inbox/${id}/answers`, 'ent-gold', {
        answers: { q1: '辅导备案', q2: 12000 },
      }),
    );
    const after = await expectHonest('ent-gold', 'research.replies');
    expect(figure(after, 'due').value).toBe(figure(gold, 'due').value - 1);
    const cityAfter = await expectHonest('city', 'research.outstanding');
    const missing = (c: Card & { summary?: { args?: { missing?: number } } | null }) =>
      c.summary?.args?.missing ?? 0;
    expect(missing(cityAfter)).toBe(missing(city) - 1);
  });
});

describe('notification cards', () => {
  it('shows each card to its role only', async () => {
    const notificationKeys = async (who: string) =>
      (await keysOf(who)).filter((k) => k.startsWith('notification.'));
    expect(await notificationKeys('ent-gold')).toEqual(['notification.replies']);
    expect(await notificationKeys('unit')).toEqual(['notification.receipts']);
    // Offices below the province receive documents from above as well as sending their own.
    expect(await notificationKeys('city')).toEqual(['notification.outstanding', 'notification.receipts']);
    // The province office (its administrator signs in to the government menu too) has nobody above it.
    expect(await notificationKeys('admin')).toEqual(['notification.outstanding']);
    expect(await notificationKeys('broker')).toEqual([]);
    expect((await call('GET', '/console/api/home/cards/notification.outstanding', 'unit')).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/console/api/home/cards/notification.receipts', 'ent-gold')).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/console/api/home/cards/notification.replies', 'unit')).statusCode).toBe(404);
  });

  it('counts what the linked lists list, and moves when a recipient replies', async () => {
    const gold = await expectHonest('ent-gold', 'notification.replies');
    const city = await expectHonest('city', 'notification.receipts');
    await expectHonest('city', 'notification.outstanding');
    await expectHonest('unit', 'notification.receipts');
    const province = await expectHonest('admin', 'notification.outstanding');
    // The demo document asks ent-gold for a reply; the city receipted it but owes the reply too.
    expect(figure(gold, 'pending').value).toBeGreaterThan(0);
    expect(figure(city, 'pending').value).toBeGreaterThan(0);
    expect(figure(province, 'documents').value).toBeGreaterThan(0);

    const id = new URL(gold.items[0]!.href!, 'http://x').searchParams.get('id')!;
    await data(
      call('POST', `/console/api/notifications/${id}/reply`, 'ent-gold', { content: '已按要求落实。' }),
    );
    const after = await expectHonest('ent-gold', 'notification.replies');
    expect(figure(after, 'pending').value).toBe(figure(gold, 'pending').value - 1);
    const missing = (c: Card & { summary?: { args?: { missing?: number } } | null }) =>
      c.summary?.args?.missing ?? 0;
    expect(missing(await expectHonest('admin', 'notification.outstanding'))).toBe(missing(province) - 1);

    // Past the deadline, what is still missing is overdue, in the cards and in the lists.
    t.clock.advance(30 * 86_400_000);
    await signInAgain();
    const late = await expectHonest('city', 'notification.receipts');
    expect(figure(late, 'overdue').value).toBe(figure(late, 'pending').value);
    expect(figure(await expectHonest('admin', 'notification.outstanding'), 'overdue').value).toBeGreaterThan(
      0,
    );
    await expectHonest('ent-gold', 'research.replies');
    await expectHonest('city', 'research.outstanding');
    t.clock.advance(-30 * 86_400_000);
    await signInAgain();
  });
});
