// The engine itself: start, transitions, defaults, effects in the transaction, append-only
// history, the responsible office, and the optimistic lock.
import type { SessionUser } from '@portal/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, regions, workflowHistory, workflowInstances } from '../src/db/schema/index.ts';
import { defineProcess, responsibleOffice, type Workflow } from '../src/platform/workflow/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { HOUR } from './helpers/clock.ts';
import { actorOf, effectLog, workflowOf } from './helpers/workflow.ts';

let t: TestApp;
let wf: Workflow;
const a: Record<string, SessionUser> = {};
beforeAll(async () => {
  t = await buildTestApp();
  wf = workflowOf(t);
  for (const name of ['admin', 'city', 'county', 'unit', 'ent-gold', 'ent-normal'])
    a[name] = await actorOf(t.database.db, name);
});
afterAll(() => t.close());

const db = () => t.database.db;
let seq = 0;
const start = (over: Partial<Parameters<Workflow['start']>[0]> = {}) =>
  wf.start({
    process: 'test-review',
    subjectId: `s-${++seq}`,
    title: `测试事项 ${seq}`,
    actor: a['ent-gold']!,
    assigneeOrgId: a.county!.org.id,
    ...over,
  });
const act = (instanceId: string, action: Parameters<Workflow['act']>[0]['action'], who: string, more = {}) =>
  wf.act({ instanceId, action, actor: a[who]!, ...more });
const noticesOf = async (userId: string, like: string) => {
  const [row] = await db()
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), sql`${notices.title} like ${`%${like}%`}`));
  return row?.n ?? 0;
};

describe('responsibleOffice', () => {
  it('finds the county office, else the city office, else the province office', async () => {
    const county = a['ent-gold']!.org.regionCode!;
    expect((await responsibleOffice(db(), county))?.id).toBe(a.county!.org.id);
    expect((await responsibleOffice(db(), a.city!.org.regionCode))?.id).toBe(a.city!.org.id);
    const [sibling] = await db()
      .select({ code: regions.code })
      .from(regions)
      .where(and(eq(regions.parentCode, a.city!.org.regionCode!), sql`${regions.code} <> ${county}`))
      .limit(1);
    expect((await responsibleOffice(db(), sibling!.code))?.id).toBe(a.city!.org.id);
    const [otherCity] = await db()
      .select({ code: regions.code })
      .from(regions)
      .where(
        and(
          eq(regions.parentCode, a.admin!.org.regionCode!),
          sql`${regions.code} <> ${a.city!.org.regionCode}`,
        ),
      )
      .limit(1);
    expect((await responsibleOffice(db(), otherCity!.code))?.id).toBe(a.admin!.org.id);
    expect(await responsibleOffice(db(), '999999')).toBeNull();
    expect(await responsibleOffice(db(), null)).toBeNull();
  });
});

describe('defineProcess', () => {
  it('refuses a definition naming undeclared states', () => {
    const base = { key: 'bad', title: 'x', group: 'problem' as const, subjectType: 'x' };
    const states = [{ key: 'a', label: 'A', open: true }];
    expect(() => defineProcess({ ...base, states, initial: 'b', actions: {} })).toThrow(/initial/);
    expect(() =>
      defineProcess({
        ...base,
        states,
        initial: 'a',
        actions: { approve: { from: ['a'], to: 'z', who: () => true } },
      }),
    ).toThrow(/unknown state z/);
  });
});

describe('start', () => {
  it('creates the instance, a submit history row, an audit row, runs the effect and notifies the assignee', async () => {
    const before = await noticesOf(a.county!.id, '测试审核');
    const i = await start();
    expect(i).toMatchObject({ state: 'pending', open: true, version: 1, assigneeOrgId: a.county!.org.id });
    expect(i.submitterOrgId).toBe(a['ent-gold']!.org.id);
    const history = await wf.history(i.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'submit', fromState: null, toState: 'pending' });
    expect(await auditCount(db(), { action: 'workflow.start', objectId: i.id })).toBe(1);
    expect(effectLog.at(-1)).toMatchObject({ action: 'start', state: 'pending' });
    expect(await noticesOf(a.county!.id, '测试审核')).toBe(before + 1);
  });
});

describe('act', () => {
  it('reject goes back to the submitter with the reason; resubmit returns to the reviewer; approve closes', async () => {
    const i = await start();
    await expect(act(i.id, 'reject', 'county')).rejects.toMatchObject({ status: 400 });
    const rejected = await act(i.id, 'reject', 'county', { comment: '材料不全' });
    expect(rejected).toMatchObject({ state: 'rejected', assigneeOrgId: a['ent-gold']!.org.id, version: 2 });
    const [notice] = await db()
      .select()
      .from(notices)
      .where(and(eq(notices.userId, a['ent-gold']!.id), sql`${notices.content} like '%材料不全%'`));
    expect(notice?.link).toBe(`/workflow/approval?id=${i.id}`);
    // The action's Chinese name comes from the contract's labels.
    expect(notice?.content).toContain('退回了“');
    const resubmitted = await act(i.id, 'submit', 'ent-gold');
    expect(resubmitted).toMatchObject({ state: 'pending', assigneeOrgId: a.county!.org.id });
    const approved = await act(i.id, 'approve', 'county', { comment: '同意' });
    expect(approved).toMatchObject({ state: 'approved', open: false, version: 4 });
    expect(effectLog.at(-1)).toMatchObject({ action: 'approve', state: 'approved', fromState: 'pending' });
    const steps = (await wf.history(i.id)).map((h) => `${h.action}:${h.toState}`);
    expect(steps).toEqual(['submit:pending', 'reject:rejected', 'submit:pending', 'approve:approved']);
    expect(await auditCount(db(), { action: 'workflow.approve', objectId: i.id })).toBe(1);
    await expect(act(i.id, 'approve', 'county')).rejects.toMatchObject({ status: 409 });
  });

  it('refuses the wrong actor with 403 and an invisible instance with 404', async () => {
    const i = await start();
    await expect(act(i.id, 'approve', 'ent-gold')).rejects.toMatchObject({
      status: 403,
      code: 'WEB_ACCESS_DENIED',
    });
    await expect(act(i.id, 'approve', 'city')).rejects.toMatchObject({ status: 404 });
    await expect(act(i.id, 'withdraw', 'county')).rejects.toMatchObject({ status: 403 });
  });

  it('refuses an action the process does not have with 400', async () => {
    const i = await start({ process: 'test-minimal' });
    await expect(act(i.id, 'remind', 'ent-gold')).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('transfer and assign need a target of the right type; handle returns to the assigner', async () => {
    const i = await start();
    await expect(act(i.id, 'transfer', 'county')).rejects.toMatchObject({ status: 400 });
    await expect(act(i.id, 'transfer', 'county', { toOrgId: a.unit!.org.id })).rejects.toMatchObject({
      status: 400,
    });
    await expect(act(i.id, 'assign', 'county', { toOrgId: a.city!.org.id })).rejects.toMatchObject({
      status: 400,
    });
    const moved = await act(i.id, 'transfer', 'county', { toOrgId: a.city!.org.id, comment: '请市局处理' });
    expect(moved).toMatchObject({ state: 'pending', assigneeOrgId: a.city!.org.id });
    expect(await noticesOf(a.city!.id, '测试事项')).toBeGreaterThan(0);
    // The county, once assignee, still sees the instance but may no longer decide.
    expect(await wf.findVisible(i.id, a.county!.org.id)).toBeDefined();
    await expect(act(i.id, 'approve', 'county')).rejects.toMatchObject({ status: 403 });
    const assigned = await act(i.id, 'assign', 'city', { toOrgId: a.unit!.org.id });
    expect(assigned).toMatchObject({ state: 'assigned', assigneeOrgId: a.unit!.org.id });
    expect(await noticesOf(a.unit!.id, '测试事项')).toBe(1);
    await expect(act(i.id, 'handle', 'unit')).rejects.toMatchObject({ status: 400 });
    const handled = await act(i.id, 'handle', 'unit', { comment: '已核实' });
    expect(handled).toMatchObject({ state: 'handled', assigneeOrgId: a.city!.org.id });
    const closed = await act(i.id, 'close', 'city');
    expect(closed).toMatchObject({ state: 'closed', open: false });
    const reopened = await act(i.id, 'reopen', 'city');
    expect(reopened).toMatchObject({ state: 'pending', open: true });
  });

  it('withdraw is for the submitting user only', async () => {
    const i = await start();
    await expect(act(i.id, 'withdraw', 'county')).rejects.toMatchObject({ status: 403 });
    expect(await act(i.id, 'withdraw', 'ent-gold')).toMatchObject({ state: 'withdrawn', open: false });
  });

  it('remind changes nothing but notifies the assignee', async () => {
    const i = await start();
    const before = await noticesOf(a.county!.id, i.title);
    const reminded = await act(i.id, 'remind', 'ent-gold');
    expect(reminded).toMatchObject({ state: 'pending', version: 2 });
    expect(await noticesOf(a.county!.id, i.title)).toBe(before + 1);
  });

  it('takes one reminder a day, not a stream of them', async () => {
    const i = await start();
    await act(i.id, 'remind', 'ent-gold');
    await expect(act(i.id, 'remind', 'ent-gold')).rejects.toMatchObject({ status: 409 });
    const noticed = await noticesOf(a.county!.id, i.title);
    t.clock.advance(24 * HOUR);
    await act(i.id, 'remind', 'ent-gold');
    expect(await noticesOf(a.county!.id, i.title)).toBe(noticed + 1);
  });

  it('rolls everything back when an effect fails', async () => {
    const i = await start();
    await expect(act(i.id, 'approve', 'county', { comment: 'boom' })).rejects.toThrow('effect failed');
    const [row] = await db().select().from(workflowInstances).where(eq(workflowInstances.id, i.id));
    expect(row).toMatchObject({ state: 'pending', version: 1 });
    expect(await wf.history(i.id)).toHaveLength(1);
    expect(await auditCount(db(), { action: 'workflow.approve', objectId: i.id })).toBe(0);
  });

  it('lets one of two racing approvals win; the other and a stale version answer 409', async () => {
    const i = await start();
    const results = await Promise.allSettled([
      act(i.id, 'approve', 'county', { expectedVersion: 1 }),
      act(i.id, 'approve', 'county', { expectedVersion: 1 }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ status: 409 });
    const j = await start();
    await act(j.id, 'remind', 'ent-gold');
    await expect(act(j.id, 'approve', 'county', { expectedVersion: 1 })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('offers the viewer exactly the actions it may take now', async () => {
    const i = await start();
    const names = (who: string) => wf.availableActions(i, a[who]!).map((x) => x.action);
    expect(names('county').sort()).toEqual(['approve', 'assign', 'close', 'reject', 'transfer']);
    expect(names('ent-gold').sort()).toEqual(['remind', 'withdraw']);
    expect(names('city')).toEqual([]);
    const reject = wf.availableActions(i, a.county!).find((x) => x.action === 'reject');
    expect(reject).toMatchObject({ requiresComment: true, targetTypes: null });
    expect(wf.availableActions(i, a.county!).find((x) => x.action === 'assign')?.targetTypes).toEqual([
      'FUNCTIONAL',
    ]);
  });
});

describe('history', () => {
  it('is append-only: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const i = await start();
    await expect(
      db().update(workflowHistory).set({ comment: 'tampered' }).where(eq(workflowHistory.instanceId, i.id)),
    ).rejects.toThrow();
    await expect(db().delete(workflowHistory).where(eq(workflowHistory.instanceId, i.id))).rejects.toThrow();
    await expect(db().execute(sql`truncate workflow_history cascade`)).rejects.toThrow();
    expect(await wf.history(i.id)).toHaveLength(1);
  });
});
