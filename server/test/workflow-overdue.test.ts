// Deadlines: an open instance past its deadline is announced once to its assignee organisation;
// a new deadline or assignee earns a new notice; closed instances and future deadlines stay quiet.
import type { SessionUser } from '@portal/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../src/db/schema/index.ts';
import { createAudit } from '../src/platform/audit/audit.ts';
import { createNotices } from '../src/platform/notices/notices.ts';
import type { Workflow } from '../src/platform/workflow/index.ts';
import { createOverdueSweep } from '../src/platform/workflow/overdue.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { HOUR } from './helpers/clock.ts';
import { actorOf, workflowOf } from './helpers/workflow.ts';

let t: TestApp;
let wf: Workflow;
let sweep: () => Promise<number>;
const a: Record<string, SessionUser> = {};
beforeAll(async () => {
  t = await buildTestApp();
  wf = workflowOf(t);
  const { db } = t.database;
  const clock = t.clock.now;
  ({ sweep } = createOverdueSweep({
    db,
    clock,
    audit: createAudit(db, clock),
    notices: createNotices({ db, clock }),
    workflow: wf,
  }));
  for (const name of ['county', 'city', 'ent-gold']) a[name] = await actorOf(db, name);
});
afterAll(() => t.close());

let seq = 0;
const start = (deadline: Date | null) =>
  wf.start({
    process: 'test-review',
    subjectId: `overdue-${++seq}`,
    title: `超期事项 ${seq}`,
    actor: a['ent-gold']!,
    assigneeOrgId: a.county!.org.id,
    deadline,
  });
const overdueNotices = async (account: string, title: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, a[account]!.id), sql`${notices.title} = ${`【超期提醒】${title}`}`));
  return row?.n ?? 0;
};

describe('overdue sweep', () => {
  it('tells the assignee once when the deadline passes, and only then', async () => {
    const due = await start(new Date(t.clock.now().getTime() + 2 * HOUR));
    const never = await start(null);
    expect(await sweep()).toBe(0);
    t.clock.advance(3 * HOUR);
    expect(await sweep()).toBe(1);
    expect(await overdueNotices('county', due.title)).toBe(1);
    // Not the submitter, nor anyone else; and not twice.
    expect(await overdueNotices('ent-gold', due.title)).toBe(0);
    expect(await sweep()).toBe(0);
    expect(await overdueNotices('county', due.title)).toBe(1);
    expect(await overdueNotices('county', never.title)).toBe(0);
    expect(await auditCount(t.database.db, { action: 'workflow.overdue-notified', objectId: due.id })).toBe(
      1,
    );
  });

  it('announces again after a new deadline or a new assignee, never after the instance closes', async () => {
    const item = await start(new Date(t.clock.now().getTime() + HOUR));
    t.clock.advance(2 * HOUR);
    expect(await sweep()).toBe(1);
    // A step that keeps deadline and assignee (a reminder) does not renew the announcement.
    await wf.act({ instanceId: item.id, action: 'remind', actor: a['ent-gold']! });
    expect(await sweep()).toBe(0);
    // Transferred to the city: the new assignee hears of it.
    await wf.act({ instanceId: item.id, action: 'transfer', actor: a.county!, toOrgId: a.city!.org.id });
    expect(await sweep()).toBe(1);
    expect(await overdueNotices('city', item.title)).toBe(1);
    // Handed back with a later deadline that passes in turn: announced again.
    const later = new Date(t.clock.now().getTime() + HOUR);
    await wf.act({
      instanceId: item.id,
      action: 'transfer',
      actor: a.city!,
      toOrgId: a.county!.org.id,
      deadline: later,
    });
    expect(await sweep()).toBe(0);
    t.clock.advance(2 * HOUR);
    expect(await sweep()).toBe(1);
    expect(await overdueNotices('county', item.title)).toBe(2);
    // Closed: quiet for ever.
    await wf.act({ instanceId: item.id, action: 'approve', actor: a.county! });
    t.clock.advance(HOUR);
    expect(await sweep()).toBe(0);
  });

  it('takes a deadline only with a hand-over, and only a future one', async () => {
    const item = await start(null);
    const future = new Date(t.clock.now().getTime() + HOUR);
    await expect(
      wf.act({ instanceId: item.id, action: 'remind', actor: a['ent-gold']!, deadline: future }),
    ).rejects.toMatchObject({ status: 400, details: [{ path: 'deadline' }] });
    await expect(
      wf.act({
        instanceId: item.id,
        action: 'transfer',
        actor: a.county!,
        toOrgId: a.city!.org.id,
        deadline: new Date(t.clock.now().getTime() - HOUR),
      }),
    ).rejects.toMatchObject({ status: 400, details: [{ path: 'deadline' }] });
    const moved = await wf.act({
      instanceId: item.id,
      action: 'transfer',
      actor: a.county!,
      toOrgId: a.city!.org.id,
      deadline: future,
    });
    expect(moved.deadline).toEqual(future);
    await wf.act({ instanceId: item.id, action: 'approve', actor: a.city! });
  });

  it('announces each instance once when two sweepers run at the same time', async () => {
    const items = await Promise.all([1, 2, 3].map(() => start(new Date(t.clock.now().getTime() + HOUR))));
    t.clock.advance(2 * HOUR);
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first! + second!).toBe(3);
    for (const item of items) expect(await overdueNotices('county', item.title)).toBe(1);
  });
});
