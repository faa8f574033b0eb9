// Notification documents (issue 11 §3, §4): who may call what, bad input named by field, the
// draft → review → send way through the engine, recipients' read → receipt → reply with the
// issuer's progress, reminders, the replies workbook, attachments' readers, and the demo document.

import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, users } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { multipartBody, pngImage } from './helpers/multipart.ts';

let t: TestApp;
let api: ReturnType<typeof callerOf>;
const orgIds: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  api = callerOf(t.app);
  for (const account of ['admin', 'city', 'county', 'unit', 'ent-gold', 'ent-normal'])
    orgIds[account] = (await api.data(account, 'GET', '/console/api/session/me')).org.id;
});
afterAll(() => t.close());

const BASE = '/console/api/notifications';
const draft = (overrides: Record<string, unknown> = {}) => ({
  docNumber: '金管发〔2026〕20号',
  title: '关于报送一季度上市后备企业培育情况的通知',
  urgency: 'URGENT',
  body: '<p>请于截止日期前回执。</p><script>alert(1)</script>',
  recipients: { orgIds: [orgIds.city, orgIds.unit], enterpriseFilter: null },
  requiresReceipt: true,
  requiresReply: false,
  deadline: '2026-03-10',
  ...overrides,
});

async function noticesOf(account: string, title: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: notices.id })
    .from(notices)
    .innerJoin(users, eq(users.id, notices.userId))
    .where(and(eq(users.account, account), eq(notices.title, title)));
  return rows.length;
}

async function upload(account: string): Promise<string> {
  const { payload, headers } = multipartBody([{ name: 'file', filename: 'reply.png', content: pngImage() }]);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/console/api/files',
    headers: { ...headers, ...sameOrigin, cookie: await login(t.app, account) },
    payload,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.id;
}

/** Drafts, submits and approves a document as the province; answers its detail. */
async function sent(overrides: Record<string, unknown> = {}) {
  const created = await api.data('admin', 'POST', BASE, draft(overrides));
  const submitted = await api.data('admin', 'POST', `${BASE}/${created.id}/submit`, {
    version: created.version,
  });
  return api.data('admin', 'POST', `${BASE}/${created.id}/review`, {
    version: submitted.version,
    decision: 'approve',
  });
}

describe('who may call', () => {
  it('anonymous callers must sign in; enterprises do not issue, institutions do not receive', async () => {
    for (const url of [`${BASE}/sent`, `${BASE}/received`, `${BASE}/00000000-0000-4000-8000-000000000000`])
      expect((await api.get(null, url)).json().code, url).toBe('WEB_ACCESS_AUTH_REQUIRED');
    expect((await api.get('ent-gold', `${BASE}/sent`)).statusCode).toBe(403);
    expect((await api.call('ent-gold', 'POST', BASE, draft())).statusCode).toBe(403);
    expect((await api.call('unit', 'POST', BASE, draft())).statusCode).toBe(403);
    expect((await api.get('broker', `${BASE}/received`)).statusCode).toBe(403);
    expect((await api.call('auditor', 'POST', BASE, draft())).statusCode).toBe(403);
  });
});

describe('bad input names the field, and nothing is written', () => {
  it.each([
    ['title', { title: '  ' }],
    ['docNumber', { docNumber: '' }],
    ['urgency', { urgency: 'SOON' }],
    ['body', { body: '<p> </p>' }],
    ['recipients', { recipients: { orgIds: [], enterpriseFilter: null } }],
    ['recipients.orgIds.0', { recipients: { orgIds: ['nope'] } }],
    ['deadline', { deadline: '2026-02-30' }],
    ['deadline', { requiresReceipt: false, requiresReply: false }],
  ])('%s', async (field, overrides) => {
    const answer = await api.call('admin', 'POST', BASE, draft(overrides));
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().code).toBe('VALIDATION_FAILED');
    expect(answer.json().details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it('recipients, region and deadline are checked against the office and the day', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      // The member unit is provincial: outside the county's region.
      ['county', { recipients: { orgIds: [orgIds.unit] } }, 'recipients.orgIds'],
      // An office does not address itself, nor an enterprise of another county.
      ['county', { recipients: { orgIds: [orgIds.county] } }, 'recipients.orgIds'],
      ['county', { recipients: { orgIds: [orgIds['ent-normal']] } }, 'recipients.orgIds'],
      [
        'county',
        { recipients: { orgIds: [], enterpriseFilter: { regionCode: '110000' } } },
        'recipients.enterpriseFilter.regionCode',
      ],
      ['admin', { deadline: '2026-03-01' }, 'deadline'],
      ['admin', { attachments: [{ id: '00000000-0000-4000-8000-000000000000' }] }, 'attachments'],
    ];
    const before = await auditCount(t.database.db, { action: 'notification.created' });
    for (const [account, overrides, field] of cases) {
      const answer = await api.call(account, 'POST', BASE, draft(overrides));
      expect(answer.statusCode, `${field} ${answer.body}`).toBe(400);
      expect(answer.json().details[0].path).toBe(field);
    }
    expect(await auditCount(t.database.db, { action: 'notification.created' })).toBe(before);
  });
});

describe('draft, review, send', () => {
  it('a draft is the office’s own until it is sent; the review returns it with a reason and sends it', async () => {
    const created = await api.data('admin', 'POST', BASE, draft());
    expect(created.status).toBe('DRAFT');
    expect(created.body).not.toContain('script');
    expect(created.abilities).toMatchObject({ edit: true, submit: true, review: false });
    expect(await auditCount(t.database.db, { action: 'notification.created', objectId: created.id })).toBe(1);
    // Not sent yet: the recipients, another office and an enterprise do not find it.
    for (const account of ['city', 'unit', 'county', 'ent-gold'])
      expect((await api.get(account, `${BASE}/${created.id}`)).statusCode, account).toBe(404);
    // The city cannot edit or submit the province's draft either.
    expect(
      (await api.call('city', 'POST', `${BASE}/${created.id}/submit`, { version: created.version }))
        .statusCode,
    ).toBe(404);

    const edited = await api.data('admin', 'PUT', `${BASE}/${created.id}`, {
      ...draft({ title: '关于报送上市后备企业培育情况的通知' }),
      version: created.version,
    });
    expect(edited.title).toBe('关于报送上市后备企业培育情况的通知');
    expect(await auditCount(t.database.db, { action: 'notification.updated', objectId: created.id })).toBe(1);
    const stale = await api.call('admin', 'PUT', `${BASE}/${created.id}`, {
      ...draft(),
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);

    const submitted = await api.data('admin', 'POST', `${BASE}/${created.id}/submit`, {
      version: edited.version,
    });
    expect(submitted.status).toBe('REVIEWING');
    expect(submitted.sender.workflowId).toBeTruthy();
    expect(submitted.abilities).toMatchObject({ edit: false, review: true });
    const workflowId = submitted.sender.workflowId;
    expect(await auditCount(t.database.db, { action: 'workflow.start', objectId: workflowId })).toBe(1);
    // In review it is not editable, nor submitted twice.
    expect(
      (await api.call('admin', 'PUT', `${BASE}/${created.id}`, { ...draft(), version: submitted.version }))
        .statusCode,
    ).toBe(409);

    const noReason = await api.call('admin', 'POST', `${BASE}/${created.id}/review`, {
      version: submitted.version,
      decision: 'reject',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].path).toBe('comment');
    const returned = await api.data('admin', 'POST', `${BASE}/${created.id}/review`, {
      version: submitted.version,
      decision: 'reject',
      comment: '请补充截止日期说明',
    });
    expect(returned.status).toBe('RETURNED');
    const again = await api.data('admin', 'POST', `${BASE}/${created.id}/submit`, {
      version: returned.version,
    });
    expect(again.status).toBe('REVIEWING');
    const out = await api.data('admin', 'POST', `${BASE}/${created.id}/review`, {
      version: again.version,
      decision: 'approve',
    });
    expect(out.status).toBe('SENT');
    expect(out.sender.progress).toMatchObject({ total: 2, completed: 0, completionRate: 0 });
    for (const action of ['workflow.reject', 'workflow.submit', 'workflow.approve'])
      expect(await auditCount(t.database.db, { action, objectId: workflowId }), action).toBe(1);
    const history = await api.data('admin', 'GET', `/console/api/workflow/instances/${workflowId}`);
    expect(history.history.map((h: { action: string }) => h.action)).toEqual([
      'submit',
      'reject',
      'submit',
      'approve',
    ]);
    // Each recipient's people were told; nobody else.
    const title = `【通知文件】${out.title}`;
    expect(await noticesOf('city', title)).toBe(1);
    expect(await noticesOf('unit', title)).toBe(1);
    expect(await noticesOf('county', title)).toBe(0);
  });

  it('an enterprise filter takes the enterprises of the region when the document goes out', async () => {
    const out = await sent({
      recipients: {
        orgIds: [],
        enterpriseFilter: { grades: ['GOLDEN_SEED', 'NORMAL_SEED', 'NOT_APPLICABLE'] },
      },
    });
    // ent-na is graded 不适用: it has no notification menu, so it is never addressed. The rest of the
    // province's active enterprises with those grades are (the demo reserve pool among them).
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from orgs where type = 'ENTERPRISE' and status = 'ACTIVE'
          and grades && array['GOLDEN_SEED','NORMAL_SEED']::text[] and not ('NOT_APPLICABLE' = any(grades))`,
    )) as unknown as { rows: { n: number }[] };
    expect(out.sender.progress.total).toBe(rows[0]!.n);
    expect(out.sender.progress.total).toBeGreaterThanOrEqual(2);
    expect((await api.get('ent-gold', `${BASE}/${out.id}`)).statusCode).toBe(200);
    expect((await api.get('ent-na', `${BASE}/${out.id}`)).statusCode).toBe(404);
  });
});

let id: string;
describe('recipients and the issuer’s follow-up', () => {
  beforeAll(async () => {
    id = (await sent()).id;
  });

  it('each recipient finds it in its list, and no one else', async () => {
    for (const account of ['city', 'unit']) {
      const page = await api.data(account, 'GET', `${BASE}/received?state=UNREAD`);
      expect(
        page.items.map((i: { id: string }) => i.id),
        account,
      ).toContain(id);
    }
    for (const account of ['county', 'ent-gold', 'ent-normal']) {
      expect((await api.get(account, `${BASE}/${id}`)).statusCode, account).toBe(404);
      expect((await api.call(account, 'POST', `${BASE}/${id}/receipt`, {})).statusCode, account).toBe(404);
    }
    // The recipients do not see the issuer's view.
    expect((await api.get('unit', `${BASE}/${id}/recipients`)).statusCode).toBe(403);
    for (const account of ['city', 'county'])
      expect((await api.get(account, `${BASE}/${id}/recipients`)).statusCode, account).toBe(404);
    const mine = await api.data('city', 'GET', `${BASE}/${id}`);
    expect(mine.sender).toBeNull();
    expect(mine.mine.state).toBe('UNREAD');
    expect(mine.abilities).toMatchObject({ receipt: true, reply: false, edit: false });
  });

  it('read, then receipt: the issuer sees 50 % and is told', async () => {
    const read = await api.data('city', 'POST', `${BASE}/${id}/read`);
    expect(read.mine.state).toBe('READ');
    // Reading again changes nothing and writes no second row.
    await api.data('city', 'POST', `${BASE}/${id}/read`);
    expect(await auditCount(t.database.db, { action: 'notification.read', objectId: id })).toBe(1);
    const receipted = await api.data('city', 'POST', `${BASE}/${id}/receipt`, { comment: '已收悉' });
    expect(receipted.mine).toMatchObject({ state: 'RECEIPTED', completed: true });
    expect(await auditCount(t.database.db, { action: 'notification.receipted', objectId: id })).toBe(1);
    expect((await api.call('city', 'POST', `${BASE}/${id}/receipt`, {})).statusCode).toBe(409);
    // A reply was not asked for.
    expect((await api.call('city', 'POST', `${BASE}/${id}/reply`, { content: '好' })).statusCode).toBe(409);

    const view = await api.data('admin', 'GET', `${BASE}/${id}`);
    expect(view.sender.progress).toMatchObject({
      total: 2,
      read: 1,
      receipted: 1,
      completed: 1,
      completionRate: 50,
    });
    const listed = (await api.data('admin', 'GET', `${BASE}/sent?status=SENT`)).items.find(
      (i: { id: string }) => i.id === id,
    );
    expect(listed.progress.completionRate).toBe(50);
    expect(await noticesOf('admin', `【通知回执】${view.title}`)).toBe(1);
    const missing = await api.data('admin', 'GET', `${BASE}/${id}/recipients?missing=true`);
    expect(missing.items.map((r: { org: { id: string } }) => r.org.id)).toEqual([orgIds.unit]);
  });

  it('records every recipient step on the document’s instance, at once without conflict (issue 11 §4)', async () => {
    const out = await sent({ requiresReply: true, recipients: { orgIds: [orgIds.unit, orgIds.city] } });
    const workflowId = (await api.data('admin', 'GET', `${BASE}/${out.id}`)).sender.workflowId;
    // Two recipients act at the same moment: the instance does not move, so neither is refused.
    const both = await Promise.all(
      ['city', 'unit'].map((account) =>
        api.call(account, 'POST', `${BASE}/${out.id}/receipt`, { comment: `${account} 收悉` }),
      ),
    );
    expect(both.map((b) => b.statusCode)).toEqual([200, 200]);
    await api.data('unit', 'POST', `${BASE}/${out.id}/reply`, { content: '已办结' });
    const { history, instance } = await api.data(
      'admin',
      'GET',
      `/console/api/workflow/instances/${workflowId}`,
    );
    const steps = history
      .filter((h: { action: string }) => ['read', 'receipt', 'reply'].includes(h.action))
      .map((h: { action: string; actorOrg: { id: string }; toState: string }) => [
        h.action,
        h.actorOrg.id,
        h.toState,
      ]);
    expect(steps).toEqual(
      expect.arrayContaining([
        ['receipt', orgIds.city, 'sent'],
        ['receipt', orgIds.unit, 'sent'],
        ['reply', orgIds.unit, 'sent'],
      ]),
    );
    expect(steps).toHaveLength(3);
    expect(instance.state).toBe('sent');
    for (const action of ['workflow.receipt', 'workflow.reply'])
      expect(await auditCount(t.database.db, { action, objectId: workflowId }), action).toBeGreaterThan(0);
    // The generic inbox cannot take a recipient's step, even for a recipient who now sees the instance.
    const forged = await api.call('city', 'POST', `/console/api/workflow/instances/${workflowId}/actions`, {
      action: 'receipt',
    });
    expect(forged.statusCode).toBe(400);
  });

  it('reminds the missing once a day, through the engine', async () => {
    const title = `【催办】${draft().title}`;
    await api.data('admin', 'POST', `${BASE}/${id}/remind`);
    expect(await noticesOf('unit', title)).toBe(1);
    expect(await noticesOf('city', title)).toBe(0);
    expect((await api.call('admin', 'POST', `${BASE}/${id}/remind`)).statusCode).toBe(409);
    expect((await api.call('city', 'POST', `${BASE}/${id}/remind`)).statusCode).toBe(404);
    const { sender } = await api.data('admin', 'GET', `${BASE}/${id}`);
    expect(await auditCount(t.database.db, { action: 'workflow.remind', objectId: sender.workflowId })).toBe(
      1,
    );
  });
});

describe('replies', () => {
  it('a reply with an attachment: the issuer reads it and exports it; others do not', async () => {
    const out = await sent({ requiresReply: true, recipients: { orgIds: [orgIds.unit, orgIds.city] } });
    const fileId = await upload('unit');
    // Someone else's upload is no attachment of mine.
    const foreign = await upload('city');
    const bad = await api.call('unit', 'POST', `${BASE}/${out.id}/reply`, {
      content: '已办理',
      attachments: [{ id: foreign }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('attachments');
    const empty = await api.call('unit', 'POST', `${BASE}/${out.id}/reply`, { content: ' ' });
    expect(empty.json().details[0].path).toBe('content');

    const replied = await api.data('unit', 'POST', `${BASE}/${out.id}/reply`, {
      content: '我局已完成相关事项梳理。',
      attachments: [{ id: fileId }],
    });
    expect(replied.mine).toMatchObject({
      state: 'REPLIED',
      completed: true,
      reply: '我局已完成相关事项梳理。',
    });
    expect(await auditCount(t.database.db, { action: 'notification.replied', objectId: out.id })).toBe(1);
    expect((await api.call('unit', 'POST', `${BASE}/${out.id}/reply`, { content: '再次' })).statusCode).toBe(
      409,
    );
    const view = await api.data('admin', 'GET', `${BASE}/${out.id}`);
    // The reply answers the receipt too.
    expect(view.sender.progress).toMatchObject({ read: 1, receipted: 1, replied: 1, completionRate: 50 });

    expect((await api.get('admin', `/console/api/files/${fileId}`)).statusCode).toBe(200);
    expect((await api.get('county', `/console/api/files/${fileId}`)).statusCode).toBe(404);
    expect((await api.get('ent-gold', `/console/api/files/${fileId}`)).statusCode).toBe(404);

    const answer = await api.get('admin', `${BASE}/${out.id}/replies/export`);
    expect(answer.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0]!.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
    });
    expect(rows).toHaveLength(3);
    const unitRow = rows.find((r) => r[8] === '我局已完成相关事项梳理。');
    expect(unitRow?.[2]).toBe('已回复');
    expect((await api.get('county', `${BASE}/${out.id}/replies/export`)).statusCode).toBe(404);
    expect((await api.get('city', `${BASE}/${out.id}/replies/export`)).statusCode).toBe(404);
  });
});

describe('recipient options and the demo document', () => {
  it('an office is offered the organisations of its region only', async () => {
    const names = async (account: string, type: string) =>
      (await api.data(account, 'GET', `${BASE}/recipient-options?type=${type}`)).map(
        (o: { id: string }) => o.id,
      );
    expect(await names('admin', 'FINANCIAL')).toEqual(expect.arrayContaining([orgIds.city, orgIds.county]));
    expect(await names('admin', 'FINANCIAL')).not.toContain(orgIds.admin);
    expect(await names('county', 'FUNCTIONAL')).toEqual([]);
    const countyEnterprises = await names('county', 'ENTERPRISE');
    expect(countyEnterprises).toContain(orgIds['ent-gold']);
    expect(countyEnterprises).not.toContain(orgIds['ent-normal']);
    expect(countyEnterprises).not.toContain(orgIds['ent-na']);
    expect((await api.get('admin', `${BASE}/recipient-options?type=BROKER`)).statusCode).toBe(400);
  });

  it('the province finds its demo document with partial receipts and a reply', async () => {
    const page = await api.data('admin', 'GET', `${BASE}/sent?keyword=${encodeURIComponent('2026〕12号')}`);
    expect(page.total).toBe(1);
    expect(page.items[0].progress).toMatchObject({ total: 5, receipted: 2, replied: 1, completionRate: 20 });
    const unit = await api.data('unit', 'GET', `${BASE}/${page.items[0].id}`);
    expect(unit.mine.state).toBe('REPLIED');
  });
});

// Last: a session signed in nine days on ends the demo accounts' earlier sessions.
describe('the deadline', () => {
  it('after the deadline the missing ones are overdue', async () => {
    t.clock.set(new Date('2026-03-11T09:00:00+08:00'));
    // Sessions of nine days ago have expired: sign in again on the day.
    const read = async (account: string, url: string) => {
      const headers = { ...sameOrigin, cookie: await login(t.app, account) };
      return (await t.app.inject({ method: 'GET', url, headers })).json().data;
    };
    try {
      const view = await read('admin', `${BASE}/${id}`);
      expect(view.sender.progress.overdue).toBe(1);
      const unit = await read('unit', `${BASE}/received`);
      expect(unit.items.find((i: { id: string }) => i.id === id).overdue).toBe(true);
    } finally {
      t.clock.set(new Date('2026-03-02T09:00:00+08:00'));
    }
  });
});
