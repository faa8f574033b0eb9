// The inbox API: to-do/done lists with filters and paging, the detail with history and actions,
// acting over HTTP, target organisations, and access for anonymous, wrong and out-of-scope users.
import type { SessionUser } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/index.ts';
import type { Workflow } from '../src/platform/workflow/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { officeElsewhere } from './helpers/offices.ts';
import { actorOf, workflowOf } from './helpers/workflow.ts';

let t: TestApp;
let wf: Workflow;
const a: Record<string, SessionUser> = {};
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  wf = workflowOf(t);
  for (const name of ['admin', 'city', 'county', 'unit', 'ent-gold', 'ent-normal']) {
    a[name] = await actorOf(t.database.db, name);
    cookies[name] = await login(t.app, name);
  }
});
afterAll(() => t.close());

const get = (url: string, who?: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who]! } : {} });
const post = (url: string, body: unknown, who?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { ...sameOrigin, ...(who ? { cookie: cookies[who]! } : {}) },
  });
let seq = 0;
const start = (title = `企业信息变更 ${++seq}`, process = 'test-review') =>
  wf.start({ process, subjectId: `s-${seq}`, title, actor: a['ent-gold']!, assigneeOrgId: a.county!.org.id });
const base = '/console/api/workflow';

describe('access', () => {
  it('asks anonymous callers to sign in on every endpoint', async () => {
    const i = await start();
    for (const res of [
      await get(`${base}/processes`),
      await get(`${base}/todo`),
      await get(`${base}/done`),
      await get(`${base}/instances/${i.id}`),
      await get(`${base}/instances/${i.id}/targets?action=assign`),
      await post(`${base}/instances/${i.id}/actions`, { action: 'approve' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    }
  });

  it('answers 404 to organisations outside the instance', async () => {
    const i = await start();
    for (const who of ['city', 'ent-normal', 'unit', 'admin']) {
      expect((await get(`${base}/instances/${i.id}`, who)).statusCode, who).toBe(404);
      expect((await post(`${base}/instances/${i.id}/actions`, { action: 'approve' }, who)).statusCode).toBe(
        404,
      );
      expect((await get(`${base}/instances/${i.id}/targets?action=transfer`, who)).statusCode).toBe(404);
    }
  });

  it('refuses a wrong actor with 403 WEB_ACCESS_DENIED', async () => {
    const i = await start();
    const res = await post(`${base}/instances/${i.id}/actions`, { action: 'approve' }, 'ent-gold');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('WEB_ACCESS_DENIED');
  });
});

describe('bad input', () => {
  it('answers 400 with details', async () => {
    const i = await start();
    const cases = [
      await get(`${base}/todo?size=1000`, 'county'),
      await get(`${base}/todo?from=2026-13`, 'county'),
      await get(`${base}/todo?group=nope`, 'county'),
      await get(`${base}/todo?from=2026-03-05&to=2026-03-01`, 'county'),
      await get(`${base}/instances/not-a-uuid`, 'county'),
      await get(`${base}/instances/${i.id}/targets?action=approve`, 'county'),
      await post(`${base}/instances/${i.id}/actions`, { action: 'fly' }, 'county'),
      await post(`${base}/instances/${i.id}/actions`, { action: 'reject' }, 'county'),
      await post(`${base}/instances/${i.id}/actions`, { action: 'transfer', toOrgId: 'x' }, 'county'),
      await post(
        `${base}/instances/${i.id}/actions`,
        { action: 'transfer', toOrgId: a.unit!.org.id },
        'county',
      ),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().details?.length).toBeGreaterThan(0);
    }
  });

  it('answers 409 to an action the current state does not allow, and to a stale version', async () => {
    const i = await start();
    const handle = await post(
      `${base}/instances/${i.id}/actions`,
      { action: 'handle', comment: 'x' },
      'county',
    );
    expect(handle.statusCode).toBe(409);
    await post(`${base}/instances/${i.id}/actions`, { action: 'remind' }, 'ent-gold');
    const stale = await post(
      `${base}/instances/${i.id}/actions`,
      { action: 'approve', version: 1 },
      'county',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
  });
});

describe('inboxes', () => {
  it('lists to-do for the assignee and done for whoever acted, filtered and paged in SQL', async () => {
    const x = await start('甲公司 信息变更');
    await start('乙公司 信息变更');
    await start('丙公司 下发通知', 'test-minimal');
    const todo = (await get(`${base}/todo?size=2`, 'county')).json().data;
    expect(todo.total).toBeGreaterThanOrEqual(3);
    expect(todo.items).toHaveLength(2);
    expect(todo.items[0]).toMatchObject({ processTitle: expect.any(String), stateLabel: '待审核' });
    const byKeyword = (await get(`${base}/todo?keyword=${encodeURIComponent('甲公司')}`, 'county')).json()
      .data;
    expect(byKeyword.items.map((r: { id: string }) => r.id)).toEqual([x.id]);
    const byGroup = (await get(`${base}/todo?group=notification`, 'county')).json().data;
    expect(byGroup.items.every((r: { process: string }) => r.process === 'test-minimal')).toBe(true);
    expect((await get(`${base}/todo?group=training`, 'county')).json().data.total).toBe(0);
    expect(
      (await get(`${base}/todo?process=test-minimal&group=enterprise`, 'county')).json().data.total,
    ).toBe(0);
    expect((await get(`${base}/todo?state=approved`, 'county')).json().data.total).toBe(0);
    expect((await get(`${base}/todo?from=2026-03-02&to=2026-03-02`, 'county')).json().data.total).toBe(
      todo.total,
    );
    expect((await get(`${base}/todo?from=2026-03-03`, 'county')).json().data.total).toBe(0);
    expect((await get(`${base}/todo`, 'city')).json().data.total).toBe(0);
    expect((await get(`${base}/done`, 'ent-gold')).json().data.total).toBeGreaterThanOrEqual(3);

    await post(`${base}/instances/${x.id}/actions`, { action: 'approve', comment: '同意' }, 'county');
    const after = (await get(`${base}/todo?keyword=${encodeURIComponent('甲公司')}`, 'county')).json().data;
    expect(after.total).toBe(0);
    const done = (await get(`${base}/done?keyword=${encodeURIComponent('甲公司')}`, 'county')).json().data;
    expect(done.items[0]).toMatchObject({ id: x.id, state: 'approved', open: false });
  });

  it('lists the registered processes, by group', async () => {
    const all = (await get(`${base}/processes`, 'unit')).json().data;
    expect(all.map((p: { key: string }) => p.key)).toEqual(
      expect.arrayContaining(['test-review', 'test-minimal']),
    );
    const one = (await get(`${base}/processes?group=notification`, 'unit')).json().data;
    // The group holds the test's process beside the notification review, and nothing of another group.
    expect(one.map((p: { key: string }) => p.key).sort()).toEqual(['notification-review', 'test-minimal']);
  });
});

describe('detail and act', () => {
  it('shows history, subject and the viewer’s actions; acting updates them, audited, with notices', async () => {
    const i = await start();
    const detail = (await get(`${base}/instances/${i.id}`, 'county')).json().data;
    expect(detail.subjectLink).toBe(`/company/profile?id=${i.subjectId}`);
    expect(detail.subjectSummary).toEqual([{ label: '测试对象', value: i.subjectId }]);
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({ action: 'submit', actorUser: { name: a['ent-gold']!.name } });
    expect(detail.actions.map((x: { action: string }) => x.action).sort()).toEqual([
      'approve',
      'assign',
      'close',
      'reject',
      'transfer',
    ]);
    const mine = (await get(`${base}/instances/${i.id}`, 'ent-gold')).json().data;
    expect(mine.actions.map((x: { action: string }) => x.action).sort()).toEqual(['remind', 'withdraw']);

    const targets = (await get(`${base}/instances/${i.id}/targets?action=assign`, 'county')).json().data;
    expect(targets.map((o: { id: string }) => o.id)).toContain(a.unit!.org.id);
    expect(targets.every((o: { type: string }) => o.type === 'FUNCTIONAL')).toBe(true);
    const transfer = (await get(`${base}/instances/${i.id}/targets?action=transfer`, 'county')).json().data;
    expect(transfer.map((o: { id: string }) => o.id)).toEqual(
      expect.arrayContaining([a.city!.org.id, a.admin!.org.id]),
    );
    expect(transfer.map((o: { id: string }) => o.id)).not.toContain(a.county!.org.id);
    expect((await get(`${base}/instances/${i.id}/targets?action=assign`, 'ent-gold')).json().data).toEqual(
      [],
    );

    const upload = async (who: string) => {
      const [row] = await t.database.db
        .insert(files)
        .values({
          originalName: '说明.pdf',
          storedName: 'ab/abc',
          mime: 'application/pdf',
          size: 10,
          sha256: '0'.repeat(64),
          purpose: 'attachment',
          uploaderId: a[who]!.id,
          createdAt: t.clock.now(),
        })
        .returning();
      return row!.id;
    };
    const foreign = await post(
      `${base}/instances/${i.id}/actions`,
      { action: 'assign', toOrgId: a.unit!.org.id, attachments: [{ id: await upload('ent-gold') }] },
      'county',
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].path).toBe('attachments');
    const fileId = await upload('county');
    const unreadBefore = (await get('/console/api/notice/count', 'unit')).json().data.count;
    const res = await post(
      `${base}/instances/${i.id}/actions`,
      {
        action: 'assign',
        toOrgId: a.unit!.org.id,
        comment: '请核实',
        attachments: [{ id: fileId, name: '说明.pdf' }],
        version: 1,
      },
      'county',
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data;
    expect(after.instance).toMatchObject({
      state: 'assigned',
      assigneeOrg: { id: a.unit!.org.id },
      version: 2,
    });
    expect(after.history.at(-1)).toMatchObject({
      action: 'assign',
      comment: '请核实',
      attachments: [{ id: fileId, name: '说明.pdf' }],
      actorOrg: { id: a.county!.org.id },
      assigneeOrg: { id: a.unit!.org.id },
    });
    expect(after.actions).toEqual([]);
    expect(await auditCount(t.database.db, { action: 'workflow.assign', objectId: i.id })).toBe(1);
    expect((await get('/console/api/notice/count', 'unit')).json().data.count).toBe(unreadBefore + 1);
    expect((await get(`${base}/todo`, 'unit')).json().data.items[0].id).toBe(i.id);

    const handled = await post(
      `${base}/instances/${i.id}/actions`,
      { action: 'handle', comment: '情况属实' },
      'unit',
    );
    expect(handled.json().data.instance).toMatchObject({
      state: 'handled',
      assigneeOrg: { id: a.county!.org.id },
    });
    // The unit stays able to read what it handled.
    expect((await get(`${base}/instances/${i.id}`, 'unit')).statusCode).toBe(200);
  });

  it('lets exactly one of two racing approvals through', async () => {
    const i = await start();
    const [r1, r2] = await Promise.all([
      post(`${base}/instances/${i.id}/actions`, { action: 'approve', version: 1 }, 'county'),
      post(`${base}/instances/${i.id}/actions`, { action: 'approve', version: 1 }, 'county'),
    ]);
    expect([r1!.statusCode, r2!.statusCode].sort()).toEqual([200, 409]);
    expect(await auditCount(t.database.db, { action: 'workflow.approve', objectId: i.id })).toBe(1);
  });
});

describe('transfer stays with offices that can see the submitter', () => {
  it('offers and accepts only financial offices whose region holds the submitter', async () => {
    const elsewhere = await officeElsewhere(t, '433100', 2);
    const i = await start();
    const offered = (await get(`${base}/instances/${i.id}/targets?action=transfer`, 'county')).json().data;
    const ids = offered.map((o: { id: string }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([a.city!.org.id, a.admin!.org.id]));
    expect(ids).not.toContain(elsewhere.orgId);
    const refused = await post(
      `${base}/instances/${i.id}/actions`,
      { action: 'transfer', toOrgId: elsewhere.orgId },
      'county',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ path: 'toOrgId', message: expect.any(String) }]);
    const detail = (await get(`${base}/instances/${i.id}`, 'county')).json().data;
    expect(detail.instance.assigneeOrg.id).toBe(a.county!.org.id);
    const accepted = await post(
      `${base}/instances/${i.id}/actions`,
      { action: 'transfer', toOrgId: a.city!.org.id },
      'county',
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
