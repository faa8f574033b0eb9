// Research letters and visit records (issue 11 §2, §4): who may call what, region and recipient
// scope (404), bad input (400 naming the field), the letter's review through the engine and its
// sending, answers saved and submitted, replies side by side, export, reminders, overdue; visit
// records written, reviewed and seen by their enterprise. Every change's audit row is counted.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionPrefix } from '../src/platform/access/region-scope.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { HOUR } from './helpers/clock.ts';
import { callerOf } from './helpers/enterprise.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { multipartBody, pngImage } from './helpers/multipart.ts';

let t: TestApp;
let api: ReturnType<typeof callerOf>;
const org: Record<string, string> = {};
const LETTERS = '/console/api/research/letters';
const INBOX = '/console/api/research/inbox';
const RECORDS = '/console/api/research/records';
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await buildTestApp();
  api = callerOf(t.app);
  for (const account of ['ent-gold', 'ent-normal', 'ent-na', 'county', 'city'])
    org[account] = (await api.data(account, 'GET', '/console/api/session/me')).org.id;
});
afterAll(() => t.close());

/** A day `days` after the test clock's day, China time. */
const dayAfter = (days: number) =>
  new Date(t.clock.now().getTime() + 8 * HOUR + days * DAY).toISOString().slice(0, 10);

let counter = 0;
const letterBody = (over: Record<string, unknown> = {}) => ({
  number: `测试调〔2026〕${++counter}号`,
  subject: '企业上市意向调研',
  questions: [
    { key: 'q1', kind: 'SINGLE', title: '是否有上市计划', required: true, options: ['有', '没有'] },
    { key: 'q2', kind: 'NUMBER', title: '员工人数', required: false },
    { key: 'q3', kind: 'ATTACHMENT', title: '证明材料', required: false },
  ],
  recipients: { mode: 'CHOSEN', orgIds: [org['ent-gold'], org['ent-normal']] },
  deadline: dayAfter(7),
  ...over,
});

async function upload(account: string, filename: string, content: Buffer): Promise<string> {
  const { payload, headers } = multipartBody([{ name: 'file', filename, content }]);
  const stored = await t.app.inject({
    method: 'POST',
    url: '/console/api/files',
    headers: { ...headers, ...sameOrigin, cookie: await login(t.app, account) },
    payload,
  });
  expect(stored.statusCode, stored.body).toBe(200);
  return stored.json().data.id;
}

const act = (account: string, instanceId: string, body: Record<string, unknown>) =>
  api.call(account, 'POST', `/console/api/workflow/instances/${instanceId}/actions`, body);

/** A letter of the city's drafted, submitted and approved: sent. */
async function sentLetter(over: Record<string, unknown> = {}) {
  const draft = await api.data('city', 'POST', LETTERS, letterBody(over));
  const submitted = await api.data('city', 'POST', `${LETTERS}/${draft.id}/submit`);
  const approved = await act('city', submitted.workflowInstanceId, { action: 'approve' });
  expect(approved.statusCode, approved.body).toBe(200);
  return api.data('city', 'GET', `${LETTERS}/${draft.id}`);
}

describe('who may call', () => {
  it('anonymous needs a session; enterprises, units and institutions cannot reach the office side', async () => {
    for (const url of [LETTERS, INBOX, RECORDS])
      expect((await api.get(null, url)).json().code, url).toBe('WEB_ACCESS_AUTH_REQUIRED');
    for (const account of ['ent-gold', 'unit', 'broker'])
      expect((await api.get(account, LETTERS)).statusCode, account).toBe(403);
    for (const account of ['city', 'unit', 'broker'])
      expect((await api.get(account, INBOX)).statusCode, account).toBe(403);
    expect((await api.call('ent-gold', 'POST', RECORDS, {})).statusCode).toBe(403);
    expect((await api.call('auditor', 'POST', LETTERS, letterBody())).statusCode).toBe(403);
  });
});

describe('demo data', () => {
  it('the city sees its sent letters with one reply and one overdue, and ent-gold an unread one', async () => {
    const page = await api.data('city', 'GET', LETTERS);
    const past = page.items.find((l: { number: string }) => l.number === '金融调〔2026〕3号');
    expect(past.counts).toEqual({ total: 2, read: 2, replied: 1, overdue: 1 });
    const mine = await api.data('ent-gold', 'GET', INBOX);
    expect(mine.items.map((l: { state: string }) => l.state).sort()).toEqual(['REPLIED', 'SENT']);
    expect((await api.data('county', 'GET', RECORDS)).total).toBe(1);
    expect((await api.data('city', 'GET', RECORDS)).total).toBe(2);
  });
});

describe('research letters', () => {
  it('refuses bad input naming the field, and nothing is written', async () => {
    const before = await auditCount(t.database.db, { action: 'research.letter.created' });
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: '' }, 'subject'],
      [{ deadline: '2026-02-30' }, 'deadline'],
      [{ deadline: dayAfter(-1) }, 'deadline'],
      [{ questions: [] }, 'questions'],
      [
        { questions: [{ key: 'q1', kind: 'SINGLE', title: '只有一个选项', options: ['是'] }] },
        'questions.0.options',
      ],
      [{ recipients: { mode: 'CHOSEN', orgIds: [] } }, 'recipients.orgIds'],
      [{ recipients: { mode: 'FILTER', grade: 'GOLD' } }, 'recipients.grade'],
    ];
    for (const [over, field] of cases) {
      const answer = await api.call('city', 'POST', LETTERS, letterBody(over));
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
      expect(
        answer.json().details.map((d: { path: string }) => d.path),
        field,
      ).toContain(field);
    }
    // The county covers ent-gold only: ent-normal lies in the city outside it.
    const outside = await api.call('county', 'POST', LETTERS, letterBody());
    expect(outside.statusCode).toBe(400);
    expect(outside.json().details[0].path).toBe('recipients.orgIds');
    expect(await auditCount(t.database.db, { action: 'research.letter.created' })).toBe(before);
  });

  it('draft → review → approval sends it to the chosen enterprises, each told in the inbox', async () => {
    const draft = await api.data('city', 'POST', LETTERS, letterBody());
    expect(draft.status).toBe('DRAFT');
    expect(draft.abilities).toEqual({ edit: true, submit: true, remind: false });
    expect(await auditCount(t.database.db, { action: 'research.letter.created', objectId: draft.id })).toBe(
      1,
    );
    // Not sent yet: the enterprise cannot open it.
    expect((await api.get('ent-gold', `${INBOX}/${draft.id}`)).statusCode).toBe(404);

    const submitted = await api.data('city', 'POST', `${LETTERS}/${draft.id}/submit`);
    expect(submitted.status).toBe('IN_REVIEW');
    expect((await api.call('city', 'POST', `${LETTERS}/${draft.id}/submit`)).statusCode).toBe(409);
    const stale = await api.call('city', 'PUT', `${LETTERS}/${draft.id}`, {
      ...letterBody(),
      version: draft.version,
    });
    expect(stale.statusCode).toBe(409);

    const noticesBefore = (await api.data('ent-normal', 'GET', '/console/api/notice/?size=50')).total;
    const approved = await act('city', submitted.workflowInstanceId, { action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const sent = await api.data('city', 'GET', `${LETTERS}/${draft.id}`);
    expect(sent.status).toBe('SENT');
    expect(sent.counts).toEqual({ total: 2, read: 0, replied: 0, overdue: 0 });
    expect(sent.abilities.remind).toBe(true);
    const notices = await api.data('ent-normal', 'GET', '/console/api/notice/?size=50');
    expect(notices.total).toBe(noticesBefore + 1);
    expect(notices.items[0].link).toBe(`/research/detail?id=${draft.id}`);
  });

  it('a returned letter is corrected and goes back to review', async () => {
    const draft = await api.data('city', 'POST', LETTERS, letterBody());
    const submitted = await api.data('city', 'POST', `${LETTERS}/${draft.id}/submit`);
    const rejected = await act('city', submitted.workflowInstanceId, {
      action: 'reject',
      comment: '请补充问题',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const returned = await api.data('city', 'GET', `${LETTERS}/${draft.id}`);
    expect(returned.status).toBe('RETURNED');
    const edited = await api.data('city', 'PUT', `${LETTERS}/${draft.id}`, {
      ...letterBody({ number: draft.number, subject: '企业上市意向调研（补充）' }),
      version: returned.version,
    });
    expect(edited.subject).toBe('企业上市意向调研（补充）');
    expect(await auditCount(t.database.db, { action: 'research.letter.updated', objectId: draft.id })).toBe(
      1,
    );
    expect((await api.data('city', 'POST', `${LETTERS}/${draft.id}/submit`)).status).toBe('IN_REVIEW');
  });

  it('a filter is resolved when the letter is sent: reserve enterprises of the region with the grade', async () => {
    // Whom a filter should reach, read from the organisations themselves (the demo pool grows).
    const cityRegion = (await api.data('city', 'GET', '/console/api/session/me')).org.regionCode as string;
    const expected = async (grade?: string) => {
      const result = (await t.database.db.execute(
        sql`select id from orgs where type = 'ENTERPRISE' and region_code like ${`${regionPrefix(cityRegion)}%`}
            and not ('NOT_APPLICABLE' = any(grades)) ${grade ? sql`and ${grade} = any(grades)` : sql``}`,
      )) as unknown as { rows: { id: string }[] };
      return result.rows.map((r) => r.id).sort();
    };
    const recipientsOf = async (id: string) =>
      (await api.data('city', 'GET', `${LETTERS}/${id}/replies?size=100`)).items
        .map((r: { orgId: string }) => r.orgId)
        .sort();
    const sent = await sentLetter({ recipients: { mode: 'FILTER', grade: 'GOLDEN_SEED' } });
    const golden = await expected('GOLDEN_SEED');
    expect(golden).toContain(org['ent-gold']);
    expect(sent.counts.total).toBe(golden.length);
    expect(await recipientsOf(sent.id)).toEqual(golden);
    // Every reserve enterprise of the city, never the one outside the reserve pool.
    const all = await sentLetter({ recipients: { mode: 'FILTER' } });
    const orgIds = await recipientsOf(all.id);
    expect(orgIds).toEqual(await expected());
    expect(orgIds).toEqual(expect.arrayContaining([org['ent-gold'], org['ent-normal']]));
    expect(orgIds).not.toContain(org['ent-na']);
    // A filter nobody matches is not sent: the approval is refused and the letter stays in review.
    const nobody = await api.data(
      'city',
      'POST',
      LETTERS,
      letterBody({ recipients: { mode: 'FILTER', grade: 'OVERSEAS' } }),
    );
    const inReview = await api.data('city', 'POST', `${LETTERS}/${nobody.id}/submit`);
    expect((await act('city', inReview.workflowInstanceId, { action: 'approve' })).statusCode).toBe(409);
    expect((await api.data('city', 'GET', `${LETTERS}/${nobody.id}`)).status).toBe('IN_REVIEW');
    const outside = await api.call(
      'county',
      'POST',
      LETTERS,
      letterBody({ recipients: { mode: 'FILTER', regionCode: '430100' } }),
    );
    expect(outside.statusCode).toBe(400);
  });

  it('out of scope is 404: another office, a county below, an enterprise not addressed', async () => {
    const sent = await sentLetter();
    expect((await api.get('county', `${LETTERS}/${sent.id}`)).statusCode).toBe(404);
    expect((await api.get('county', `${LETTERS}/${sent.id}/replies`)).statusCode).toBe(404);
    expect((await api.call('county', 'POST', `${LETTERS}/${sent.id}/remind`)).statusCode).toBe(404);
    // The province reads it, but only the issuing office acts on it.
    expect((await api.get('admin', `${LETTERS}/${sent.id}`)).statusCode).toBe(200);
    expect((await api.call('admin', 'POST', `${LETTERS}/${sent.id}/remind`)).statusCode).toBe(404);
    expect((await api.get('ent-na', `${INBOX}/${sent.id}`)).statusCode).toBe(404);
    expect((await api.call('ent-na', 'PUT', `${INBOX}/${sent.id}/answers`, { answers: {} })).statusCode).toBe(
      404,
    );
  });

  it('one answers (draft, then submit); the office sees one reply and one outstanding, exports and reminds', async () => {
    const sent = await sentLetter();
    const opened = await api.data('ent-gold', 'GET', `${INBOX}/${sent.id}`);
    expect(opened.state).toBe('READ');
    expect(opened.canAnswer).toBe(true);
    expect(await auditCount(t.database.db, { action: 'research.letter.read', objectId: sent.id })).toBe(1);
    await api.data('ent-gold', 'GET', `${INBOX}/${sent.id}`);
    expect(await auditCount(t.database.db, { action: 'research.letter.read', objectId: sent.id })).toBe(1);

    const wrong = await api.call('ent-gold', 'PUT', `${INBOX}/${sent.id}/answers`, {
      answers: { q1: '也许', q2: 'many', q9: 'x' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['answers.q1', 'answers.q2', 'answers.q9']);
    // Another enterprise's file cannot be attached.
    const foreign = await upload('ent-normal', 'b.png', pngImage());
    const stolen = await api.call('ent-gold', 'PUT', `${INBOX}/${sent.id}/answers`, {
      answers: { q3: [{ id: foreign, name: 'b.png' }] },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().details[0].path).toBe('answers');

    const file = await upload('ent-gold', '证明.png', pngImage());
    const draft = await api.data('ent-gold', 'PUT', `${INBOX}/${sent.id}/answers`, {
      answers: { q2: 120, q3: [{ id: file, name: 'x' }] },
    });
    expect(draft.answers).toEqual({ q2: 120, q3: [{ id: file, name: '证明.png' }] });
    expect(draft.draftSavedAt).not.toBeNull();
    expect(await auditCount(t.database.db, { action: 'research.reply.saved', objectId: sent.id })).toBe(1);

    const incomplete = await api.call('ent-gold', 'POST', `${INBOX}/${sent.id}/answers`, {
      answers: { q2: 120 },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().details[0].path).toBe('answers.q1');
    const replied = await api.data('ent-gold', 'POST', `${INBOX}/${sent.id}/answers`, {
      answers: { q1: '有', q2: 120, q3: [{ id: file, name: '证明.png' }] },
    });
    expect(replied.state).toBe('REPLIED');
    expect(replied.canAnswer).toBe(false);
    expect(await auditCount(t.database.db, { action: 'research.reply.submitted', objectId: sent.id })).toBe(
      1,
    );
    expect(
      (await api.call('ent-gold', 'POST', `${INBOX}/${sent.id}/answers`, { answers: { q1: '没有' } }))
        .statusCode,
    ).toBe(409);
    // The opening and the answer are the engine's recipient steps on the letter's instance
    // (issue 11 §4); the draft is not. The office's people are told of the answer.
    const { history } = await api.data(
      'city',
      'GET',
      `/console/api/workflow/instances/${sent.workflowInstanceId}`,
    );
    expect(
      history
        .filter((h: { actorOrg: { id: string } | null }) => h.actorOrg?.id === org['ent-gold'])
        .map((h: { action: string }) => h.action),
    ).toEqual(['read', 'reply']);
    expect(
      await auditCount(t.database.db, { action: 'workflow.reply', objectId: sent.workflowInstanceId }),
    ).toBe(1);

    // The office: one reply and one outstanding, side by side.
    const detail = await api.data('city', 'GET', `${LETTERS}/${sent.id}`);
    expect(detail.counts).toEqual({ total: 2, read: 1, replied: 1, overdue: 0 });
    const replies = await api.data('city', 'GET', `${LETTERS}/${sent.id}/replies`);
    expect(replies.items.map((r: { state: string }) => r.state)).toEqual(['REPLIED', 'SENT']);
    expect(replies.items[0].answers.q1).toBe('有');
    expect((await api.data('city', 'GET', `${LETTERS}/${sent.id}/replies?state=SENT`)).total).toBe(1);
    expect((await api.get('city', `${LETTERS}/${sent.id}/replies?state=LOST`)).statusCode).toBe(400);

    // The reply's file is read by the issuing office, not by the county below it.
    const cityCookie = await login(t.app, 'city');
    const read = (cookie: string) =>
      t.app.inject({ method: 'GET', url: `/console/api/files/${file}`, headers: { cookie } });
    expect((await read(cityCookie)).statusCode).toBe(200);
    expect((await read(await login(t.app, 'county'))).statusCode).toBe(404);

    const exported = await api.get('city', `${LETTERS}/${sent.id}/replies/export`);
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '企业名称',
      '状态',
      '阅读时间',
      '回复时间',
      '是否有上市计划',
      '员工人数',
      '证明材料',
    ]);
    expect(sheet.getRow(2).getCell(2).value).toBe('已回复');
    expect(sheet.getRow(2).getCell(6).value).toBe(120);
    expect(sheet.getRow(2).getCell(7).value).toBe('证明.png');
    expect(sheet.rowCount).toBe(3);
    expect(await auditCount(t.database.db, { action: 'research.replies.exported', objectId: sent.id })).toBe(
      1,
    );

    const normalBefore = (await api.data('ent-normal', 'GET', '/console/api/notice/?size=50')).total;
    const goldBefore = (await api.data('ent-gold', 'GET', '/console/api/notice/?size=50')).total;
    expect(await api.data('city', 'POST', `${LETTERS}/${sent.id}/remind`)).toEqual({ reminded: 1 });
    expect((await api.data('ent-normal', 'GET', '/console/api/notice/?size=50')).total).toBe(
      normalBefore + 1,
    );
    expect((await api.data('ent-gold', 'GET', '/console/api/notice/?size=50')).total).toBe(goldBefore);
    expect(await auditCount(t.database.db, { action: 'research.letter.reminded', objectId: sent.id })).toBe(
      1,
    );
    expect((await api.call('city', 'POST', `${LETTERS}/${sent.id}/remind`)).statusCode).toBe(409);
  });
});

describe('visit records', () => {
  const recordBody = (over: Record<string, unknown> = {}) => ({
    orgId: org['ent-gold'],
    visitDate: dayAfter(-1),
    visitors: '陈志远',
    form: 'MEETING',
    participants: '董事会秘书',
    notes: '座谈了解企业上市筹备情况。',
    problems: [{ text: '环评批复尚未取得' }],
    followUpDate: dayAfter(14),
    ...over,
  });

  it('refuses bad input naming the field', async () => {
    const before = await auditCount(t.database.db, { action: 'research.record.created' });
    const cases: [Record<string, unknown>, string][] = [
      [{ orgId: org['ent-normal'] }, 'orgId'],
      [{ orgId: org.city }, 'orgId'],
      [{ form: 'VIDEO' }, 'form'],
      [{ notes: '' }, 'notes'],
      [{ visitDate: dayAfter(2) }, 'visitDate'],
      [{ followUpDate: dayAfter(-5) }, 'followUpDate'],
      [{ photos: [{ id: '00000000-0000-4000-8000-000000000000', name: 'x.png' }] }, 'photos'],
    ];
    for (const [over, field] of cases) {
      const answer = await api.call('county', 'POST', RECORDS, recordBody(over));
      expect(answer.statusCode, field).toBe(400);
      expect(
        answer.json().details.map((d: { path: string }) => d.path),
        field,
      ).toContain(field);
    }
    expect(await auditCount(t.database.db, { action: 'research.record.created' })).toBe(before);
  });

  it('written with a photo, reviewed, then seen by its enterprise only', async () => {
    const photo = await upload('county', '现场.png', pngImage());
    const draft = await api.data(
      'county',
      'POST',
      RECORDS,
      recordBody({ photos: [{ id: photo, name: 'p' }] }),
    );
    expect(draft.status).toBe('DRAFT');
    expect(draft.photos).toEqual([{ id: photo, name: '现场.png' }]);
    expect(await auditCount(t.database.db, { action: 'research.record.created', objectId: draft.id })).toBe(
      1,
    );
    expect((await api.get('ent-gold', `${RECORDS}/${draft.id}`)).statusCode).toBe(404);
    // The city above reads it but does not write in the county's name.
    expect((await api.get('city', `${RECORDS}/${draft.id}`)).statusCode).toBe(200);
    expect(
      (await api.call('city', 'PUT', `${RECORDS}/${draft.id}`, { ...recordBody(), version: draft.version }))
        .statusCode,
    ).toBe(404);

    const edited = await api.data('county', 'PUT', `${RECORDS}/${draft.id}`, {
      ...recordBody({ photos: [{ id: photo, name: 'p' }], form: 'ON_SITE' }),
      version: draft.version,
    });
    expect(edited.form).toBe('ON_SITE');
    expect(await auditCount(t.database.db, { action: 'research.record.updated', objectId: draft.id })).toBe(
      1,
    );
    const stale = await api.call('county', 'PUT', `${RECORDS}/${draft.id}`, {
      ...recordBody(),
      version: draft.version,
    });
    expect(stale.statusCode).toBe(409);

    const submitted = await api.data('county', 'POST', `${RECORDS}/${draft.id}/submit`);
    expect(submitted.status).toBe('IN_REVIEW');
    const approved = await act('county', submitted.workflowInstanceId, { action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await api.data('county', 'GET', `${RECORDS}/${draft.id}`)).status).toBe('APPROVED');
    expect(
      (
        await api.call('county', 'PUT', `${RECORDS}/${draft.id}`, {
          ...recordBody(),
          version: edited.version + 1,
        })
      ).statusCode,
    ).toBe(409);

    const seen = await api.data('ent-gold', 'GET', RECORDS);
    expect(seen.items.map((r: { id: string }) => r.id)).toContain(draft.id);
    expect((await api.get('ent-gold', `${RECORDS}/${draft.id}`)).json().data.problems).toEqual([
      { text: '环评批复尚未取得' },
    ]);
    expect((await api.get('ent-normal', `${RECORDS}/${draft.id}`)).statusCode).toBe(404);
    // The photo is read by the enterprise the record is about, not by another.
    const read = async (account: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/console/api/files/${photo}`,
          headers: { cookie: await login(t.app, account) },
        })
      ).statusCode;
    expect(await read('ent-gold')).toBe(200);
    expect(await read('ent-normal')).toBe(404);
  });

  it('lists filter and page', async () => {
    expect((await api.data('city', 'GET', `${RECORDS}?form=CALL`)).total).toBe(1);
    expect((await api.data('city', 'GET', `${RECORDS}?keyword=瑞丰`)).total).toBe(1);
    expect((await api.get('city', `${RECORDS}?size=500`)).statusCode).toBe(400);
  });
});

// Last: moving the clock three days on idles out the sessions of the calls above.
describe('overdue', () => {
  it('past the deadline the late recipient is overdue and can no longer answer', async () => {
    const sent = await sentLetter({ deadline: dayAfter(1) });
    const start = t.clock.now();
    t.clock.advance(3 * DAY);
    // Sessions idle out over three days: sign in afresh at the new time.
    const later = callerOf(t.app);
    try {
      const mine = await later.data('ent-normal', 'GET', `${INBOX}/${sent.id}`);
      expect(mine.state).toBe('OVERDUE');
      expect(mine.canAnswer).toBe(false);
      const late = await later.call('ent-normal', 'PUT', `${INBOX}/${sent.id}/answers`, {
        answers: { q1: '有' },
      });
      expect(late.statusCode).toBe(409);
      expect((await later.data('city', 'GET', `${LETTERS}/${sent.id}`)).counts.overdue).toBe(2);
      expect((await later.data('city', 'GET', `${LETTERS}/${sent.id}/replies?state=OVERDUE`)).total).toBe(2);
    } finally {
      t.clock.set(start);
    }
  });
});
