// The green channel's follow-up (issue 11 §1, gaps): the inbox's link lands on a page the
// enterprise has, co-handling units add audited progress notes the lead unit and the office read,
// and at the deadline the unit is told once (the escalation's 催办, not also the engine's notice).
import { ENTERPRISE_MENU, GOVERNMENT_MENU, type MenuItem } from '@portal/contract';
import { and, eq, gte, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, users } from '../src/db/schema/index.ts';
import { createEscalationSweep } from '../src/modules/problem/problem.escalation.ts';
import { problemProcess } from '../src/modules/problem/problem.process.ts';
import { createAudit } from '../src/platform/audit/audit.ts';
import { createNotices } from '../src/platform/notices/notices.ts';
import { createOverdueSweep } from '../src/platform/workflow/overdue.ts';
import { createProcessRegistry } from '../src/platform/workflow/registry.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';
import { freshOrgUser } from './helpers/fresh-org.ts';

const BASE = '/console/api/problems';
let t: TestApp;
let api: ReturnType<typeof callerOf>;
const orgIds: Record<string, string> = {};
let coUnit: { orgId: string; account: string };
let stranger: { orgId: string; account: string };

beforeAll(async () => {
  // Monday 2 March 2026, 09:00 China time.
  t = await buildTestApp();
  api = callerOf(t.app);
  for (const account of ['ent-gold', 'county', 'unit'])
    orgIds[account] = (await api.data(account, 'GET', '/console/api/session/me')).org.id;
  const region = (await api.data('unit', 'GET', '/console/api/session/me')).org.regionCode;
  coUnit = await freshOrgUser(t, 'FUNCTIONAL', region);
  stranger = await freshOrgUser(t, 'FUNCTIONAL', region);
});
afterAll(() => t.close());

/** A problem of ent-gold assigned by the county to the demo unit, the fresh unit co-handling. */
async function assigned(title: string, workingDays = 5) {
  const created = await api.data('ent-gold', 'POST', BASE, {
    category: 'SOCIAL_TAX',
    title,
    description: `<p>${title}</p>`,
    expectedOutcome: '尽快办理',
  });
  const submitted = await api.data('ent-gold', 'POST', `${BASE}/${created.id}/submit`, {
    version: created.version,
  });
  return api.data('county', 'POST', `${BASE}/${created.id}/act`, {
    action: 'assign',
    toOrgId: orgIds.unit,
    coUnitIds: [coUnit.orgId],
    workingDays,
    version: submitted.instance.version,
  });
}

const pathsOf = (items: readonly MenuItem[]): string[] =>
  items.flatMap((i) => ('children' in i ? pathsOf(i.children) : [i.path]));
const pathOf = (link: string) => link.split('?')[0]!;

describe('the inbox link of a problem', () => {
  it('takes the enterprise to a page of its own menu, and the office to the detail', async () => {
    const p = await assigned('链接落点');
    const url = `/console/api/workflow/instances/${p.instance.id}`;
    const mine = await api.data('ent-gold', 'GET', url);
    expect(pathsOf(ENTERPRISE_MENU)).toContain(pathOf(mine.subjectLink));
    expect(mine.subjectLink).toBe(`/problem/edit?id=${p.id}`);
    const office = await api.data('county', 'GET', url);
    expect(pathsOf(GOVERNMENT_MENU)).toContain(pathOf(office.subjectLink));
    expect(office.subjectLink).toBe(`/problem/detail?id=${p.id}`);
  });
});

describe('co-handling units’ progress notes', () => {
  it('refuses anonymous, other types, the lead unit (403), strangers (404) and empty notes (400)', async () => {
    const p = await assigned('协办进展权限');
    const url = `${BASE}/${p.id}/notes`;
    const note = { content: '已核对社保记录' };
    expect((await api.call(null, 'POST', url, note)).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    for (const who of ['county', 'ent-gold'])
      expect((await api.call(who, 'POST', url, note)).statusCode, who).toBe(403);
    expect((await api.call('unit', 'POST', url, note)).statusCode).toBe(403);
    expect((await api.call(stranger.account, 'POST', url, note)).statusCode).toBe(404);
    const empty = await api.call(coUnit.account, 'POST', url, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].path).toBe('content');
    expect(await auditCount(t.database.db, { action: 'problem.noted', objectId: p.id })).toBe(0);
  });

  it('a co-handling unit adds a note: audited, shown to the lead unit and the office, not the enterprise', async () => {
    const p = await assigned('协办进展展示');
    const view = await api.data(coUnit.account, 'GET', `${BASE}/${p.id}`);
    expect(view.abilities.note).toBe(true);
    // It still cannot take the lead unit's steps, proposing to close among them.
    expect(view.actions).toEqual([]);
    const noted = await api.data(coUnit.account, 'POST', `${BASE}/${p.id}/notes`, {
      content: '已出具无欠缴证明',
    });
    expect(noted.notes).toMatchObject([{ org: { id: coUnit.orgId }, content: '已出具无欠缴证明' }]);
    expect(await auditCount(t.database.db, { action: 'problem.noted', objectId: p.id })).toBe(1);
    for (const who of ['unit', 'county']) {
      const seen = await api.data(who, 'GET', `${BASE}/${p.id}`);
      expect(
        seen.notes.map((n: { content: string }) => n.content),
        who,
      ).toEqual(['已出具无欠缴证明']);
      expect(seen.abilities.note, who).toBe(false);
    }
    expect((await api.data('ent-gold', 'GET', `${BASE}/${p.id}`)).notes).toEqual([]);
    // The lead unit's people are told.
    const told = await t.database.db
      .select({ id: notices.id })
      .from(notices)
      .innerJoin(users, eq(users.id, notices.userId))
      .where(and(eq(users.orgId, orgIds.unit!), eq(notices.title, '【协办进展】协办进展展示')));
    expect(told.length).toBeGreaterThan(0);
  });

  it('once the lead unit proposes closing, notes are refused (409)', async () => {
    const p = await assigned('协办进展结束');
    await api.data('unit', 'POST', `${BASE}/${p.id}/act`, {
      action: 'propose',
      reply: '<p>已办结</p>',
      version: p.instance.version,
    });
    const late = await api.call(coUnit.account, 'POST', `${BASE}/${p.id}/notes`, { content: '补充' });
    expect(late.statusCode).toBe(409);
  });
});

describe('the deadline of a problem', () => {
  it('tells the lead unit once: the escalation’s 催办, not also the engine’s overdue notice', async () => {
    const p = await assigned('期限只提醒一次', 1);
    // Due at the end of Tuesday 3 March; Wednesday morning it is late.
    t.clock.set(new Date('2026-03-04T09:00:00+08:00'));
    const { db } = t.database;
    const clock = t.clock.now;
    const deps = { db, clock, audit: createAudit(db, clock), notices: createNotices({ db, clock }) };
    const processes = createProcessRegistry();
    processes.register(problemProcess);
    await createOverdueSweep({ ...deps, workflow: { processes } }).sweep();
    await createEscalationSweep(deps).sweep();
    // Both sweeps again: nothing more.
    await createOverdueSweep({ ...deps, workflow: { processes } }).sweep();
    await createEscalationSweep(deps).sweep();
    const unitUsers = await db.select({ id: users.id }).from(users).where(eq(users.orgId, orgIds.unit!));
    const told = await db
      .select({ userId: notices.userId, title: notices.title })
      .from(notices)
      .where(and(like(notices.title, `%${p.title}`), gte(notices.createdAt, clock())));
    for (const u of unitUsers) {
      const mine = told.filter((n) => n.userId === u.id).map((n) => n.title);
      expect(mine).toEqual([`【催办】${p.title}`]);
    }
    expect(await auditCount(db, { action: 'workflow.overdue-notified', objectId: p.instance.id })).toBe(0);
  });
});
