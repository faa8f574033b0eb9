// The inboxes' deadlines and Excel: the overdue flag and filter, and the export with the list's
// filters, limited to the caller's organisation.
import type { SessionUser } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workflow } from '../src/platform/workflow/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { HOUR } from './helpers/clock.ts';
import { login } from './helpers/http.ts';
import { readWorkbook } from './helpers/management.ts';
import { actorOf, workflowOf } from './helpers/workflow.ts';

let t: TestApp;
let wf: Workflow;
const a: Record<string, SessionUser> = {};
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  wf = workflowOf(t);
  for (const name of ['county', 'city', 'ent-gold']) {
    a[name] = await actorOf(t.database.db, name);
    cookies[name] = await login(t.app, name);
  }
});
afterAll(() => t.close());

const get = (url: string, who: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookies[who]! } });
const base = '/console/api/workflow';
let seq = 0;
const start = (title: string, deadline: Date | null, assignee = 'county') =>
  wf.start({
    process: 'test-review',
    subjectId: `x-${++seq}`,
    title,
    actor: a['ent-gold']!,
    assigneeOrgId: a[assignee]!.org.id,
    deadline,
  });

describe('deadlines in the inbox', () => {
  it('flags open instances past their deadline and filters on them', async () => {
    // Deadlines around "now" rather than a moved clock: the signed-in sessions would go idle.
    const late = await start('到期事项甲', new Date(t.clock.now().getTime() - HOUR));
    const later = await start('未到期事项乙', new Date(t.clock.now().getTime() + 48 * HOUR));
    const none = await start('无期限事项丙', null);
    const all = (await get(`${base}/todo?size=100`, 'county')).json().data.items;
    const flag = (id: string) => all.find((i: { id: string }) => i.id === id).overdue;
    expect([flag(late.id), flag(later.id), flag(none.id)]).toEqual([true, false, false]);
    const overdue = (await get(`${base}/todo?overdue=true`, 'county')).json().data;
    expect(overdue.items.map((i: { id: string }) => i.id)).toEqual([late.id]);
    expect(overdue.total).toBe(1);
    // Once settled it is no longer overdue, whatever its deadline said.
    await wf.act({ instanceId: late.id, action: 'approve', actor: a.county! });
    expect((await get(`${base}/done?overdue=true`, 'county')).json().data.total).toBe(0);
    const done = (await get(`${base}/done`, 'county')).json().data.items;
    expect(done.find((i: { id: string }) => i.id === late.id).overdue).toBe(false);
    expect((await get(`${base}/todo?overdue=yes`, 'county')).statusCode).toBe(400);
  });
});

describe('Excel export', () => {
  it('exports the to-do inbox with its filters, only the caller’s organisation’s rows', async () => {
    await start('导出事项一', null);
    await start('导出事项二', new Date(t.clock.now().getTime() - HOUR));
    await start('市级导出事项', null, 'city');
    const answer = await get(`${base}/todo/export?keyword=${encodeURIComponent('导出事项')}`, 'county');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(answer.headers['content-disposition']))).toContain('待办事项_');
    const [sheet] = Object.values(await readWorkbook(answer.rawPayload));
    expect(sheet![0]).toEqual([
      '事项',
      '流程',
      '状态',
      '提交单位',
      '办理单位',
      '办理期限',
      '是否超期',
      '提交时间',
      '更新时间',
    ]);
    const rows = sheet!.slice(1);
    expect(rows.map((r) => r[0]).sort()).toEqual(['导出事项一', '导出事项二']);
    const second = rows.find((r) => r[0] === '导出事项二')!;
    expect(second[6]).toBe('是');
    expect(second[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const overdueOnly = await get(
      `${base}/todo/export?overdue=true&keyword=${encodeURIComponent('导出')}`,
      'county',
    );
    const [only] = Object.values(await readWorkbook(overdueOnly.rawPayload));
    expect(only!.slice(1).map((r) => r[0])).toEqual(['导出事项二']);
  });

  it('exports the done inbox, refuses dates the wrong way round with 400, and anonymous callers', async () => {
    const item = await start('已办导出事项', null);
    await wf.act({ instanceId: item.id, action: 'approve', actor: a.county! });
    const [sheet] = Object.values(
      await readWorkbook((await get(`${base}/done/export`, 'county')).rawPayload),
    );
    expect(sheet!.slice(1).map((r) => r[0])).toContain('已办导出事项');
    const [cityDone] = Object.values(
      await readWorkbook((await get(`${base}/done/export`, 'city')).rawPayload),
    );
    expect(cityDone!.slice(1).map((r) => r[0])).not.toContain('已办导出事项');
    const bad = await get(`${base}/todo/export?from=2026-05-02&to=2026-05-01`, 'county');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ path: 'to', message: expect.any(String) }]);
    expect((await t.app.inject({ method: 'GET', url: `${base}/todo/export` })).statusCode).toBe(403);
  });
});
