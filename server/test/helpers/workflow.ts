// A test-only process exercising every action of the engine, and the actors that take them.
import type { SessionUser } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { orgs, users } from '../../src/db/schema/index.ts';
import { createAudit } from '../../src/platform/audit/audit.ts';
import { createFiles } from '../../src/platform/files/files.service.ts';
import { defineModule } from '../../src/platform/module.ts';
import { createNotices } from '../../src/platform/notices/notices.ts';
import {
  createWorkflow,
  defineProcess,
  policies as p,
  type TransitionEvent,
} from '../../src/platform/workflow/index.ts';
import type { TestApp } from './app.ts';

/** What the effects saw, in order; a comment of "boom" makes the approve effect fail. */
export const effectLog: { action: string; state: string; fromState: string | null }[] = [];
const record = async (e: TransitionEvent) => {
  effectLog.push({ action: e.action, state: e.instance.state, fromState: e.fromState });
  if (e.comment === 'boom') throw new Error('effect failed');
};

export const testReview = defineProcess({
  key: 'test-review',
  title: '测试审核',
  group: 'enterprise',
  subjectType: 'test_subject',
  states: [
    { key: 'pending', label: '待审核', open: true },
    { key: 'rejected', label: '已退回', open: true },
    { key: 'assigned', label: '办理中', open: true },
    { key: 'handled', label: '已办理', open: true },
    { key: 'approved', label: '已通过', open: false },
    { key: 'withdrawn', label: '已撤回', open: false },
    { key: 'closed', label: '已办结', open: false },
  ],
  initial: 'pending',
  actions: {
    submit: { from: ['rejected'], to: 'pending', who: p.submitterOrg },
    approve: { from: ['pending', 'handled'], to: 'approved', who: p.assigneeOrg },
    reject: { from: ['pending', 'handled'], to: 'rejected', who: p.assigneeOrg },
    withdraw: { from: ['pending'], to: 'withdrawn', who: p.submitterUser },
    assign: { from: ['pending'], to: 'assigned', who: p.assigneeOrg },
    transfer: { from: ['pending'], who: p.assigneeOrg },
    handle: { from: ['assigned'], to: 'handled', who: p.assigneeOrg, requiresComment: true },
    close: { from: ['pending', 'handled'], to: 'closed', who: p.assigneeOrg },
    reopen: { from: ['closed'], to: 'pending', who: p.anyOf(p.assigneeOrg, p.hasAuthority('ADMIN')) },
    remind: { from: ['pending', 'assigned'], who: p.submitterOrg },
  },
  effects: { start: record, approve: record, reject: record },
  subjectLink: (i) => `/company/profile?id=${i.subjectId}`,
  subjectSummary: async (_db, i) => [{ label: '测试对象', value: i.subjectId }],
});

/** A process offering only approve: every other action is unknown to it (400). */
export const testMinimal = defineProcess({
  key: 'test-minimal',
  title: '测试下发通知',
  group: 'notification',
  subjectType: 'test_subject',
  states: [
    { key: 'pending', label: '待审核', open: true },
    { key: 'approved', label: '已通过', open: false },
  ],
  initial: 'pending',
  actions: { approve: { from: ['pending'], to: 'approved', who: p.assigneeOrg } },
});

/**
 * Home cards of the framework's own test (home-cards.test.ts): one every signed-in user sees (the
 * notices page is everyone's), one only financial offices see (the screening page is theirs), one
 * that fails.
 */
const testHomeCards = [
  {
    name: 'everyone',
    path: '/notice/list',
    order: 1,
    load: () => async (caller: { user: { account: string } }) => ({
      figures: [{ key: 'mine', value: caller.user.account.length, href: '/notice/list?mine=1' }],
      items: [],
      more: '/notice/list',
    }),
  },
  {
    name: 'offices',
    path: '/widget/listingTestScreening',
    order: 0,
    load: () => async () => ({ figures: [], items: [], more: null }),
  },
  {
    name: 'broken',
    path: '/notice/list',
    load: () => async () => {
      throw new Error('this card fails');
    },
  },
];

/** Added to every test app (helpers/app.ts), so its inboxes know the test processes. */
export const TEST_MODULE = defineModule({
  name: 'test',
  processes: [testReview, testMinimal],
  homeCards: testHomeCards,
});

export async function actorOf(db: Database, account: string): Promise<SessionUser> {
  const [row] = await db
    .select()
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.account, account));
  if (!row) throw new Error(`no demo user ${account}`);
  const { users: u, orgs: o } = row;
  return {
    id: u.id,
    account: u.account,
    name: u.name,
    email: u.email,
    mobile: u.mobile,
    mustChangePassword: u.mustChangePassword,
    authorities: u.authorities,
    org: {
      id: o.id,
      name: o.name,
      type: o.type,
      grades: o.grades,
      has_shortcut: o.hasShortcut,
      level: o.level,
      regionCode: o.regionCode,
    },
  };
}

export function workflowOf(t: TestApp) {
  const { db } = t.database;
  const clock = t.clock.now;
  const workflow = createWorkflow({
    db,
    clock,
    audit: createAudit(db, clock),
    notices: createNotices({ db, clock }),
    files: createFiles({ db, clock, dir: t.filesDir }),
  });
  for (const process of TEST_MODULE.processes ?? []) workflow.processes.register(process);
  return workflow;
}
