// The deadline job of notification documents (issue 11 §3): once the deadline day is over, each
// recipient still missing its receipt is told once, and the issuing office once, naming who is
// missing; run again (or by a second sweeper) it sends nothing more.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, orgs, users } from '../src/db/schema/index.ts';
import { createNotificationOverdueSweep } from '../src/modules/notification/notification.overdue.ts';
import { createAudit } from '../src/platform/audit/audit.ts';
import { createNotices } from '../src/platform/notices/notices.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';

const BASE = '/console/api/notifications';
const TITLE = '关于报送上市后备企业培育台账的通知';
let t: TestApp;
let api: ReturnType<typeof callerOf>;
const orgIds: Record<string, string> = {};
beforeAll(async () => {
  // Monday 2 March 2026, 09:00 China time.
  t = await buildTestApp();
  api = callerOf(t.app);
  for (const account of ['admin', 'city', 'unit'])
    orgIds[account] = (await api.data(account, 'GET', '/console/api/session/me')).org.id;
});
afterAll(() => t.close());

async function told(account: string, title: string): Promise<string[]> {
  const [me] = await t.database.db
    .select({ orgId: users.orgId })
    .from(users)
    .where(eq(users.account, account));
  const rows = await t.database.db
    .select({ content: notices.content })
    .from(notices)
    .innerJoin(users, eq(users.id, notices.userId))
    .where(and(eq(users.orgId, me!.orgId), eq(notices.title, title)));
  return rows.map((r) => r.content);
}

const sweepAt = (at: string) => {
  t.clock.set(new Date(at));
  const { db } = t.database;
  const clock = t.clock.now;
  return createNotificationOverdueSweep({
    db,
    clock,
    audit: createAudit(db, clock),
    notices: createNotices({ db, clock }),
  }).sweep();
};

describe('the deadline job', () => {
  it('tells each missing recipient and the issuer once, after the deadline day only', async () => {
    const created = await api.data('admin', 'POST', BASE, {
      docNumber: '金管发〔2026〕31号',
      title: TITLE,
      urgency: 'NORMAL',
      body: '<p>请按期回执。</p>',
      recipients: { orgIds: [orgIds.city, orgIds.unit], enterpriseFilter: null },
      requiresReceipt: true,
      requiresReply: false,
      deadline: '2026-03-10',
    });
    const submitted = await api.data('admin', 'POST', `${BASE}/${created.id}/submit`, {
      version: created.version,
    });
    await api.data('admin', 'POST', `${BASE}/${created.id}/review`, {
      version: submitted.version,
      decision: 'approve',
    });
    await api.data('city', 'POST', `${BASE}/${created.id}/receipt`, { comment: '已收悉' });

    // On the deadline day itself nobody is late yet.
    await sweepAt('2026-03-10T22:00:00+08:00');
    expect(
      await auditCount(t.database.db, { action: 'notification.overdue-notified', objectId: created.id }),
    ).toBe(0);

    expect(await sweepAt('2026-03-11T09:00:00+08:00')).toBeGreaterThanOrEqual(1);
    const late = `【已逾期】${TITLE}`;
    expect(await told('unit', late)).toHaveLength(await peopleCount(orgIds.unit!));
    expect(await told('city', late)).toEqual([]);
    const [unitOrg] = await t.database.db
      .select({ name: orgs.name })
      .from(orgs)
      .where(eq(orgs.id, orgIds.unit!));
    const issuer = await told('admin', `【逾期未回执】${TITLE}`);
    expect(issuer).toHaveLength(await peopleCount(orgIds.admin!));
    expect(issuer[0]).toContain('尚有 1 家单位未回执');
    expect(issuer[0]).toContain(unitOrg!.name);

    // Again, and a day later: nothing more.
    expect(await sweepAt('2026-03-11T09:30:00+08:00')).toBe(0);
    expect(await sweepAt('2026-03-12T09:00:00+08:00')).toBe(0);
    expect(await told('unit', late)).toHaveLength(await peopleCount(orgIds.unit!));
    expect(await told('admin', `【逾期未回执】${TITLE}`)).toHaveLength(await peopleCount(orgIds.admin!));
    expect(
      await auditCount(t.database.db, { action: 'notification.overdue-notified', objectId: created.id }),
    ).toBe(1);
  });
});

async function peopleCount(orgId: string) {
  const rows = await t.database.db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.orgId, orgId));
  return rows.filter((r) => r.status === 'ACTIVE' || r.status === 'PENDING').length;
}
