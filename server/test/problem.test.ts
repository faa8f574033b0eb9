// The green channel (issue 11 §1): access per role, green-channel gate, scope (404), validation,
// the whole process through the engine with its audit rows and notices, deadlines in working days,
// the escalation sweep with an injected clock, statistics and exports.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, orgs, users } from '../src/db/schema/index.ts';
import { createEscalationSweep, levelOf } from '../src/modules/problem/problem.escalation.ts';
import { findInScope } from '../src/modules/problem/problem.repository.ts';
import { problems } from '../src/modules/problem/problem.schema.ts';
import { createAudit } from '../src/platform/audit/audit.ts';
import { createNotices } from '../src/platform/notices/notices.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { officeElsewhere } from './helpers/offices.ts';

const BASE = '/console/api/problems';
const MADE_UP = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
const cookies = new Map<string, string>();
const orgIds = new Map<string, string>();

beforeAll(async () => {
  // Monday 2 March 2026, 09:00 China time.
  t = await buildTestApp();
  for (const a of [
    'ent-gold',
    'ent-normal',
    'ent-na',
    'county',
    'city',
    'unit',
    'admin',
    'broker',
    'auditor',
  ]) {
    cookies.set(a, await login(t.app, a));
    const [row] = await t.database.db.select({ orgId: users.orgId }).from(users).where(eq(users.account, a));
    orgIds.set(a, row!.orgId);
  }
  cookies.set('other-city', (await officeElsewhere(t, '430200', 2)).cookie);
});
afterAll(() => t.close());

function call(method: string, url: string, who?: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const cookie = who ? cookies.get(who) : undefined;
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const data = async (r: Promise<LightMyRequestResponse>, status = 200) => {
  const answer = await r;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json().data;
};
const draft = (title: string, extra: Record<string, unknown> = {}) => ({
  category: 'SOCIAL_TAX',
  title,
  description: `<p>${title}</p><script>alert(1)</script><img src=x onerror=alert(1)>`,
  expectedOutcome: '尽快出具证明',
  ...extra,
});
const act = (id: string, who: string, body: Record<string, unknown>) =>
  call('POST', `${BASE}/${id}/act`, who, body);

async function submitted(title: string) {
  const created = await data(call('POST', BASE, 'ent-gold', draft(title)));
  return data(call('POST', `${BASE}/${created.id}/submit`, 'ent-gold', { version: created.version }));
}

describe('access and the green-channel gate', () => {
  it('refuses anonymous callers and other organisation types', async () => {
    expect((await call('GET', BASE)).statusCode).toBe(403);
    expect((await call('GET', BASE, 'broker')).statusCode).toBe(403);
    expect((await call('POST', BASE, 'county', draft('x'))).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/stats`, 'ent-gold')).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/${MADE_UP}/targets?action=assign`, 'unit')).statusCode).toBe(403);
  });

  it('lets only an enterprise with the shortcut and a reserve grade draft (server-side)', async () => {
    for (const who of ['ent-normal', 'ent-na']) {
      const answer = await call('POST', BASE, who, draft('无权限'));
      expect(answer.statusCode, who).toBe(403);
    }
    await t.database.db
      .update(orgs)
      .set({ hasShortcut: true })
      .where(eq(orgs.id, orgIds.get('ent-na')!));
    expect((await call('POST', BASE, 'ent-na', draft('不适用'))).statusCode).toBe(403);
  });

  it('names the field of bad input and writes nothing', async () => {
    const bad = await call('POST', BASE, 'ent-gold', { ...draft(''), category: 'WEATHER' });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['category', 'title']));
    const empty = await call('POST', BASE, 'ent-gold', draft('空描述', { description: '<p> </p>' }));
    expect(empty.statusCode).toBe(400);
    const foreign = await call('POST', BASE, 'ent-gold', draft('附件', { attachments: [{ id: MADE_UP }] }));
    expect(foreign.json().details[0].path).toBe('attachments');
    expect((await call('GET', `${BASE}?state=NOPE`, 'ent-gold')).statusCode).toBe(400);
  });
});

describe('drafts', () => {
  it('creates a sanitised draft, edits it (409 when stale), deletes it, each audited', async () => {
    const before = await auditCount(t.database.db, { action: 'problem.created' });
    const created = await data(call('POST', BASE, 'ent-gold', draft('草稿问题')));
    expect(created.state).toBe('draft');
    expect(created.description).not.toContain('script');
    expect(created.description).not.toContain('onerror');
    expect(created.abilities).toEqual({ edit: true, remove: true, submit: true, note: false });
    expect(await auditCount(t.database.db, { action: 'problem.created' })).toBe(before + 1);
    const edited = await data(
      call('PUT', `${BASE}/${created.id}`, 'ent-gold', { ...draft('改过的草稿'), version: created.version }),
    );
    expect(edited.title).toBe('改过的草稿');
    expect(await auditCount(t.database.db, { action: 'problem.updated', objectId: created.id })).toBe(1);
    const stale = await call('PUT', `${BASE}/${created.id}`, 'ent-gold', {
      ...draft('旧'),
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    // Drafts are the enterprise's own: offices do not see them.
    expect((await call('GET', `${BASE}/${created.id}`, 'county')).statusCode).toBe(404);
    await data(call('DELETE', `${BASE}/${created.id}`, 'ent-gold'));
    expect(await auditCount(t.database.db, { action: 'problem.deleted', objectId: created.id })).toBe(1);
    expect((await call('GET', `${BASE}/${created.id}`, 'ent-gold')).statusCode).toBe(404);
  });
});

describe('the process', () => {
  it('runs submit → assign (5 working days) → handle → propose → close → 不满意 → supervised', async () => {
    const p = await submitted('社保证明开具');
    expect(p).toMatchObject({ state: 'submitted', office: { id: orgIds.get('county') } });
    // Out of scope: another city's office, and the unit before assignment.
    expect((await call('GET', `${BASE}/${p.id}`, 'other-city')).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${p.id}`, 'unit')).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${p.id}`, 'city')).statusCode).toBe(200);
    expect((await act(p.id, 'other-city', { action: 'approve', version: 1 })).statusCode).toBe(404);

    const county = await data(call('GET', `${BASE}/${p.id}`, 'county'));
    expect(county.actions.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['approve', 'reject', 'decline', 'transfer', 'assign']),
    );
    const targets = await data(call('GET', `${BASE}/${p.id}/targets?action=assign`, 'county'));
    expect(targets.map((o: { id: string }) => o.id)).toContain(orgIds.get('unit'));
    const offices = await data(call('GET', `${BASE}/${p.id}/targets?action=transfer`, 'county'));
    expect(offices.map((o: { id: string }) => o.id)).toEqual(
      expect.arrayContaining([orgIds.get('city'), orgIds.get('admin')]),
    );

    // Assign: a stale version is 409, a non-unit target 400, then it goes through.
    const bad = await act(p.id, 'county', {
      action: 'assign',
      toOrgId: orgIds.get('city'),
      version: county.instance.version,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await act(p.id, 'county', { action: 'assign', toOrgId: orgIds.get('unit'), version: 99 })).statusCode,
    ).toBe(409);
    const steps = await auditCount(t.database.db, { action: 'workflow.assign' });
    const assigned = await data(
      act(p.id, 'county', {
        action: 'assign',
        toOrgId: orgIds.get('unit'),
        workingDays: 5,
        comment: '请五个工作日内办结',
        version: county.instance.version,
      }),
    );
    expect(await auditCount(t.database.db, { action: 'workflow.assign' })).toBe(steps + 1);
    // Monday 2 March + 5 working days = Monday 9 March, end of day in China.
    expect(assigned).toMatchObject({
      state: 'assigned',
      leadUnit: { id: orgIds.get('unit') },
      workingDays: 5,
    });
    expect(assigned.deadline).toBe(new Date('2026-03-09T23:59:59.999+08:00').toISOString());

    const unitView = await data(call('GET', `${BASE}/${p.id}`, 'unit'));
    expect(unitView.actions.map((a: { action: string }) => a.action).sort()).toEqual([
      'extend',
      'handle',
      'propose',
    ]);
    await data(
      act(p.id, 'unit', { action: 'handle', comment: '已调取记录', version: unitView.instance.version }),
    );
    const noReply = await act(p.id, 'unit', { action: 'propose', version: unitView.instance.version + 1 });
    expect(noReply.json().details[0].path).toBe('reply');
    const proposed = await data(
      act(p.id, 'unit', {
        action: 'propose',
        reply: '<p>已出具证明</p><script>x</script>',
        version: unitView.instance.version + 1,
      }),
    );
    expect(proposed).toMatchObject({ state: 'proposed', assignee: { id: orgIds.get('county') } });
    expect(proposed.reply).toBe('<p>已出具证明</p>');

    const closed = await data(act(p.id, 'county', { action: 'close', version: proposed.instance.version }));
    expect(closed).toMatchObject({ state: 'closed', assignee: { id: orgIds.get('ent-gold') } });

    const entView = await data(call('GET', `${BASE}/${p.id}`, 'ent-gold'));
    expect(entView.actions.map((a: { action: string }) => a.action)).toEqual(['rate']);
    const noReason = await act(p.id, 'ent-gold', {
      action: 'rate',
      rating: 'UNSATISFIED',
      version: entView.instance.version,
    });
    expect(noReason.json().details[0].path).toBe('comment');
    const inbox = await t.database.db.select().from(notices);
    const reopened = await data(
      act(p.id, 'ent-gold', {
        action: 'rate',
        rating: 'UNSATISFIED',
        comment: '证明内容有误',
        version: entView.instance.version,
      }),
    );
    expect(reopened).toMatchObject({
      state: 'assigned',
      supervised: true,
      rating: 'UNSATISFIED',
      leadUnit: { id: orgIds.get('unit') },
    });
    expect(reopened.history.map((h: { action: string }) => h.action)).toEqual([
      'submit',
      'assign',
      'handle',
      'propose',
      'close',
      'reopen',
    ]);
    // The unit and the office were told.
    const after = await t.database.db.select().from(notices);
    const fresh = after.filter((n) => !inbox.some((o) => o.id === n.id));
    expect(fresh.some((n) => n.title.includes('督办'))).toBe(true);
    expect(
      await auditCount(t.database.db, { action: 'workflow.reopen', objectId: reopened.instance.id }),
    ).toBe(1);
  });

  it('offers featureOnly steps on the problem pages only, not through the generic inbox', async () => {
    const p = await submitted('收件箱不能交办');
    const generic = await t.app.inject({
      method: 'POST',
      url: `/console/api/workflow/instances/${p.instance.id}/actions`,
      headers: { ...sameOrigin, cookie: cookies.get('county')! },
      payload: { action: 'assign', toOrgId: orgIds.get('unit') },
    });
    expect([400, 404]).toContain(generic.statusCode);
    const row = await t.database.db.select().from(problems).where(eq(problems.id, p.id));
    expect(row[0]!.state).toBe('submitted');
  });

  it('returns, resubmits, declines with a reason, transfers to an office covering the enterprise', async () => {
    const p = await submitted('退回补充');
    const returned = await data(act(p.id, 'county', { action: 'reject', comment: '请补充材料', version: 1 }));
    expect(returned.state).toBe('returned');
    const own = await data(call('GET', `${BASE}/${p.id}`, 'ent-gold'));
    expect(own.abilities.edit).toBe(true);
    const again = await data(act(p.id, 'ent-gold', { action: 'submit', version: returned.instance.version }));
    expect(again).toMatchObject({ state: 'submitted', assignee: { id: orgIds.get('county') } });
    const noReason = await act(p.id, 'county', { action: 'decline', version: again.instance.version });
    expect(noReason.json().details[0].path).toBe('comment');
    const moved = await data(
      act(p.id, 'county', {
        action: 'transfer',
        toOrgId: orgIds.get('city'),
        version: again.instance.version,
      }),
    );
    expect(moved).toMatchObject({ state: 'submitted', office: { id: orgIds.get('city') } });
    const declined = await data(
      act(p.id, 'city', {
        action: 'decline',
        comment: '不属于绿色通道受理范围',
        version: moved.instance.version,
      }),
    );
    expect(declined.state).toBe('declined');
    expect(declined.actions).toEqual([]);
  });

  it('asks for more time; the office grants it in working days, or refuses; co-handlers see their share', async () => {
    const p = await submitted('延期申请');
    const coUnit = await t.database.db
      .insert(orgs)
      .values({
        name: '测试协办单位',
        type: 'FUNCTIONAL',
        regionCode: '430000',
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning({ id: orgs.id });
    const a = await data(
      act(p.id, 'county', {
        action: 'assign',
        toOrgId: orgIds.get('unit'),
        coUnitIds: [coUnit[0]!.id],
        workingDays: 2,
        version: 1,
      }),
    );
    expect(a.coUnits.map((u: { name: string }) => u.name)).toEqual(['测试协办单位']);
    const share = await findInScope(t.database.db, { kind: 'unit', orgId: coUnit[0]!.id }, p.id);
    expect(share?.title).toBe('延期申请');
    const bad = await act(p.id, 'county', { action: 'assign', coUnitIds: [orgIds.get('city')], version: 2 });
    expect(bad.json().details[0].path).toBe('coUnitIds');
    const asked = await data(
      act(p.id, 'unit', { action: 'extend', comment: '需现场核查', version: a.instance.version }),
    );
    expect(asked).toMatchObject({ state: 'extending', assignee: { id: orgIds.get('county') } });
    const noDays = await act(p.id, 'county', { action: 'grant', version: asked.instance.version });
    expect(noDays.json().details[0].path).toBe('workingDays');
    const granted = await data(
      act(p.id, 'county', { action: 'grant', workingDays: 3, version: asked.instance.version }),
    );
    // Due Wednesday 4 March, three more working days: Monday 9 March.
    expect(granted).toMatchObject({
      state: 'assigned',
      assignee: { id: orgIds.get('unit') },
      workingDays: 5,
    });
    expect(granted.deadline).toBe(new Date('2026-03-09T23:59:59.999+08:00').toISOString());
    const again = await data(
      act(p.id, 'unit', { action: 'extend', comment: '再延', version: granted.instance.version }),
    );
    const refused = await data(
      act(p.id, 'county', { action: 'refuse', comment: '请按期办结', version: again.instance.version }),
    );
    expect(refused.deadline).toBe(granted.deadline);
  });
});

describe('scope of lists', () => {
  it('an enterprise sees its own, an office its region, a unit what was assigned to it', async () => {
    const ent = await data(call('GET', `${BASE}?size=100`, 'ent-gold'));
    const county = await data(call('GET', `${BASE}?size=100`, 'county'));
    const other = await data(call('GET', `${BASE}?size=100`, 'other-city'));
    const unit = await data(call('GET', `${BASE}?size=100`, 'unit'));
    expect(ent.total).toBeGreaterThan(county.total - 1);
    expect(county.items.every((i: { state: string }) => i.state !== 'draft')).toBe(true);
    expect(other.total).toBe(0);
    expect(county.capped).toBe(false);
    expect(
      unit.items.every((i: { leadUnit: { id: string } | null }) => i.leadUnit?.id === orgIds.get('unit')),
    ).toBe(true);
    const todo = await data(call('GET', `${BASE}?todo=true&size=100`, 'county'));
    expect(
      todo.items.every((i: { assignee: { id: string } }) => i.assignee.id === orgIds.get('county')),
    ).toBe(true);
    const seeded = await data(call('GET', `${BASE}?overdue=true`, 'county'));
    expect(seeded.total).toBeGreaterThanOrEqual(1);
  });
});

describe('the escalation sweep', () => {
  it('levels: 催办 once due, yellow after 3 working days late, red after 5', () => {
    const due = new Date('2026-03-09T23:59:59.999+08:00');
    expect(levelOf(due, new Date('2026-03-09T12:00:00+08:00'))).toBe(0);
    expect(levelOf(due, new Date('2026-03-10T09:00:00+08:00'))).toBe(1);
    expect(levelOf(due, new Date('2026-03-12T09:00:00+08:00'))).toBe(2);
    expect(levelOf(due, new Date('2026-03-16T09:00:00+08:00'))).toBe(3);
  });

  it('escalates overdue problems once per level with notices to the unit and the office', async () => {
    const ctx = { db: t.database.db, clock: t.clock.now, audit: auditOf(), notices: noticesOf() };
    const sweep = createEscalationSweep(ctx);
    // The seeded overdue problem was due on Wednesday 25 February (Spring Festival in between):
    // four working days late on Monday 2 March, a yellow card.
    const first = await sweep.sweep();
    expect(first).toBe(1);
    expect(await sweep.sweep()).toBe(0);
    const [yellow] = await t.database.db.select().from(problems).where(eq(problems.escalation, 2));
    expect(yellow?.title).toBe('近三年社保缴纳合规证明开具');
    t.clock.advance(2 * 86_400_000);
    expect(await sweep.sweep()).toBe(1);
    const [red] = await t.database.db.select().from(problems).where(eq(problems.id, yellow!.id));
    expect(red!.escalation).toBe(3);
    expect(await auditCount(t.database.db, { action: 'problem.escalated' })).toBe(2);
    const cards = await t.database.db.select().from(notices);
    const unitUsers = await t.database.db
      .select()
      .from(users)
      .where(eq(users.orgId, orgIds.get('unit')!));
    const countyUsers = await t.database.db
      .select()
      .from(users)
      .where(eq(users.orgId, orgIds.get('county')!));
    for (const who of [...unitUsers, ...countyUsers])
      expect(
        cards.some((n) => n.userId === who.id && n.title.startsWith('【红牌警告】')),
        who.account,
      ).toBe(true);
  });
});

describe('statistics and exports', () => {
  it('counts per unit and per category, and streams both workbooks', async () => {
    // The sweep test moved the clock past the sessions' lifetime.
    for (const who of ['county']) cookies.set(who, await login(t.app, who));
    const stats = await data(call('GET', `${BASE}/stats`, 'county'));
    const unit = stats.units.find((u: { unit: { id: string } }) => u.unit.id === orgIds.get('unit'));
    expect(unit.received).toBeGreaterThanOrEqual(4);
    expect(unit.rated).toBeGreaterThanOrEqual(2);
    expect(unit.satisfied).toBeGreaterThanOrEqual(1);
    expect(stats.categories.length).toBeGreaterThan(1);
    expect((await call('GET', `${BASE}/stats?from=2026-13-01`, 'county')).statusCode).toBe(400);
    const before = await auditCount(t.database.db, { action: 'problem.exported' });
    for (const url of [`${BASE}/export?state=assigned`, `${BASE}/stats/export`]) {
      const wb = await call('GET', url, 'county');
      expect(wb.statusCode).toBe(200);
      expect(wb.headers['content-type']).toContain('spreadsheetml');
      expect(wb.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    expect(await auditCount(t.database.db, { action: 'problem.exported' })).toBe(before + 2);
  });
});

// The sweep runs on the test database with the test clock, as the job's task would.
const auditOf = () => createAudit(t.database.db, t.clock.now);
const noticesOf = () => createNotices({ db: t.database.db, clock: t.clock.now });
