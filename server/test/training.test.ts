// Training and enrolment (issue 12 §1, §4): every route's door (anonymous, wrong role), region and
// audience scope (404), bad input (400 naming the field), seats and the waiting list with its
// move-up notice, the capacity race (also on PostgreSQL with TEST_DATABASE_URL), review through the
// workflow engine, attendance by code and by list, feedback, the export and the listed college.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { HOUR } from './helpers/clock.ts';
import { callerOf } from './helpers/enterprise.ts';
import { freshOrgUser } from './helpers/fresh-org.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { readWorkbook } from './helpers/management.ts';
import { multipartBody } from './helpers/multipart.ts';
import { officeElsewhere } from './helpers/offices.ts';

const OFFICE = '/console/api/training/trainings';
const ENROLMENTS = '/console/api/training/enrolments';
const OPEN = '/console/api/training/open';
const MINE = '/console/api/training/my-enrolments';
const COLLEGE = '/console/api/portal/trainings';
const MISSING = '00000000-0000-4000-8000-000000000000';
/** The demo county (芙蓉区) of the demo city (长沙): ent-gold is there, ent-normal in the city. */
const COUNTY = '430102';
const OTHER_CITY = '430200';
const DAY = 86_400_000;

let t: TestApp;
let api: ReturnType<typeof callerOf>;
let otherCity: string;
/** Enterprises of the county besides ent-gold, made per test. */
const countyEnterprise = async () => (await freshOrgUser(t, 'ENTERPRISE', COUNTY)).account;

beforeAll(async () => {
  t = await buildTestApp();
  api = callerOf(t.app);
  otherCity = (await officeElsewhere(t, OTHER_CITY, 2)).account;
});
afterAll(() => t.close());

const at = (days: number, hours = 0) =>
  new Date(t.clock.now().getTime() + days * DAY + hours * HOUR).toISOString();
const training = (extra: Record<string, unknown> = {}) => ({
  title: '注册制下的财务规范培训',
  organiser: '芙蓉区金融工作办公室',
  coOrganisers: [{ kind: 'BROKER', name: '汇通证券' }],
  mode: 'ONSITE',
  place: '区政务中心 201',
  startsAt: at(5),
  endsAt: at(5, 3),
  capacity: 2,
  enrolFrom: at(-1),
  enrolUntil: at(4),
  content: '<p>财务规范<script>alert(1)</script></p>',
  publish: true,
  ...extra,
});
const person = (n: number) => ({
  name: `学员${n}`,
  mobile: `139${String(10_000_000 + n).slice(-8)}`,
  position: '财务总监',
});
const audits = (action: string, objectId?: string) => auditCount(t.database.db, { action, objectId });
const publish = async (extra: Record<string, unknown> = {}) =>
  (await api.data('county', 'POST', OFFICE, training(extra))) as { id: string; version: number };
const enrol = (account: string, id: string, ...people: number[]) =>
  api.call(account, 'POST', `${OPEN}/${id}/enrolments`, { people: people.map(person) });

describe('who may call what', () => {
  it('anonymous callers sign in first; enterprises cannot reach the office side, offices not the audience side', async () => {
    const { id } = await publish();
    const office = [`${OFFICE}`, `${OFFICE}/${id}`, ENROLMENTS, `${ENROLMENTS}/export`];
    const audience = [OPEN, `${OPEN}/${id}`, MINE];
    for (const url of [...office, ...audience]) {
      const answer = await api.get(null, url);
      expect(answer.json().code, url).toBe('WEB_ACCESS_AUTH_REQUIRED');
    }
    for (const url of office) expect((await api.get('ent-gold', url)).statusCode, url).toBe(403);
    for (const url of audience) expect((await api.get('county', url)).statusCode, url).toBe(403);
    expect((await api.call('ent-gold', 'POST', OFFICE, training())).statusCode).toBe(403);
    expect((await api.call('auditor', 'POST', OFFICE, training())).statusCode).toBe(403);
    expect((await api.get('auditor', `${OFFICE}/${id}`)).statusCode).toBe(200);
  });
});

describe('an office publishes a training', () => {
  it('refuses bad input naming the field, and nothing is written', async () => {
    const before = await audits('training.created');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ capacity: 0 }, 'capacity'],
      [{ endsAt: at(4) }, 'endsAt'],
      [{ enrolUntil: at(-2) }, 'enrolUntil'],
      [{ mode: 'ONLINE', link: '' }, 'link'],
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ audience: { regions: ['430200'] } }, 'audience.regions.0'],
      [{ audience: { grades: ['PLATINUM'] } }, 'audience.grades.0'],
      [{ materials: [{ fileId: MISSING, name: 'x.pdf' }] }, 'materials.0.fileId'],
    ];
    for (const [extra, path] of cases) {
      const answer = await api.call('county', 'POST', OFFICE, training(extra));
      expect(answer.statusCode, path).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
      expect(
        answer.json().details.map((d: { path: string }) => d.path),
        path,
      ).toContain(path);
    }
    expect(await audits('training.created')).toBe(before);
  });

  it('creates it sanitised and audited; its region’s offices see it, another city’s meet 404', async () => {
    const created = await publish();
    const detail = await api.data('county', 'GET', `${OFFICE}/${created.id}`);
    expect(detail).toMatchObject({ status: 'PUBLISHED', seats: { capacity: 2, taken: 0, waiting: 0 } });
    expect(detail.content).toBe('<p>财务规范</p>');
    expect(detail.signInCode).toMatch(/^\d{6}$/);
    expect(detail.audience.regions).toEqual([COUNTY]);
    expect(detail.audience.regionNames).toEqual(['芙蓉区']);
    expect(await audits('training.created', created.id)).toBe(1);
    expect((await api.get('city', `${OFFICE}/${created.id}`)).statusCode).toBe(200);
    expect((await api.get(otherCity, `${OFFICE}/${created.id}`)).statusCode).toBe(404);
    const put = await api.call(otherCity, 'PUT', `${OFFICE}/${created.id}`, training({ version: 1 }));
    expect(put.statusCode).toBe(404);
    const list = await api.data(otherCity, 'GET', OFFICE);
    expect(list.items.map((i: { id: string }) => i.id)).not.toContain(created.id);
    expect(
      (await api.data('county', 'GET', `${OFFICE}?status=PUBLISHED&size=50`)).items.map(
        (i: { id: string }) => i.id,
      ),
    ).toContain(created.id);
  });

  it('an edit names its version (409 when stale), and the capacity never drops below the seats taken', async () => {
    const { id } = await publish();
    await enrol('ent-gold', id, 1, 2);
    const tooSmall = await api.call(
      'county',
      'PUT',
      `${OFFICE}/${id}`,
      training({ capacity: 1, version: 1 }),
    );
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().details[0].path).toBe('capacity');
    const edited = await api.call(
      'county',
      'PUT',
      `${OFFICE}/${id}`,
      training({ title: '改名', version: 1 }),
    );
    expect(edited.json().data).toMatchObject({ title: '改名', version: 2 });
    expect(await audits('training.updated', id)).toBe(1);
    const stale = await api.call('county', 'PUT', `${OFFICE}/${id}`, training({ version: 1 }));
    expect(stale.statusCode).toBe(409);
  });
});

describe('the audience', () => {
  it('sees only published trainings that name it: region, type, grade', async () => {
    const open = await publish();
    const draft = await publish({ publish: false });
    const gold = await publish({ audience: { grades: ['GOLDEN_SEED'] } });
    const brokers = await publish({ audience: { types: ['BROKER'] } });
    const ids = async (account: string) =>
      (await api.data(account, 'GET', `${OPEN}?size=100`)).items.map((i: { id: string }) => i.id);
    const mine = await ids('ent-gold');
    expect(mine).toEqual(expect.arrayContaining([open.id, gold.id]));
    expect(mine).not.toContain(draft.id);
    expect(mine).not.toContain(brokers.id);
    // ent-normal is in the city, outside the county's trainings.
    expect(await ids('ent-normal')).not.toContain(open.id);
    expect((await api.get('ent-normal', `${OPEN}/${open.id}`)).statusCode).toBe(404);
    expect((await enrol('ent-normal', open.id, 1)).statusCode).toBe(404);
    expect((await api.get('ent-gold', `${OPEN}/${draft.id}`)).statusCode).toBe(404);
    const other = await countyEnterprise();
    expect(await ids(other)).not.toContain(gold.id);
    const detail = await api.data('ent-gold', 'GET', `${OPEN}/${open.id}`);
    expect(detail).not.toHaveProperty('signInCode');
  });

  it('enrolment refuses bad people (400 by field) and a window that is not open (409)', async () => {
    const { id } = await publish();
    const bad = await api.call('ent-gold', 'POST', `${OPEN}/${id}/enrolments`, {
      people: [{ name: '', mobile: '123' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['people.0.name', 'people.0.mobile']),
    );
    const twice = await api.call('ent-gold', 'POST', `${OPEN}/${id}/enrolments`, {
      people: [person(7), person(7)],
    });
    expect(twice.json().details[0].path).toBe('people.1.mobile');
    expect((await enrol('ent-gold', id, 8)).statusCode).toBe(200);
    expect((await enrol('ent-gold', id, 8)).statusCode).toBe(409);
    const later = await publish({ enrolFrom: at(1), enrolUntil: at(2) });
    expect((await enrol('ent-gold', later.id, 1)).json().message).toBe('报名尚未开始');
  });

  it('capacity 2: three enrol, the third waits; one cancels, the third moves up and is told', async () => {
    const { id } = await publish();
    const [second, third] = [await countyEnterprise(), await countyEnterprise()];
    const first = (await enrol('ent-gold', id, 11)).json().data[0];
    expect(first.status).toBe('APPROVED');
    expect((await enrol(second, id, 12)).json().data[0].status).toBe('APPROVED');
    const waiting = (await enrol(third, id, 13)).json().data[0];
    expect(waiting).toMatchObject({ status: 'WAITLISTED', waitingPosition: 1 });
    expect(await audits('training.enrolled', waiting.id)).toBe(1);
    const noticesBefore = (await api.data(third, 'GET', '/console/api/notice/count')).count;

    const cancelled = await api.data('ent-gold', 'POST', `${MINE}/${first.id}/cancel`);
    expect(cancelled.status).toBe('CANCELLED');
    expect(await audits('training.enrolmentCancelled', first.id)).toBe(1);
    expect(await audits('training.enrolmentPromoted', waiting.id)).toBe(1);
    const moved = (await api.data(third, 'GET', `${MINE}?trainingId=${id}`)).items[0];
    expect(moved).toMatchObject({ status: 'APPROVED', waitingPosition: null });
    expect((await api.data(third, 'GET', '/console/api/notice/count')).count).toBe(noticesBefore + 1);
    const inbox = await api.data(third, 'GET', '/console/api/notice/');
    expect(inbox.items[0].title).toContain('培训报名');
    expect((await api.data('county', 'GET', `${OFFICE}/${id}`)).seats).toEqual({
      capacity: 2,
      taken: 2,
      waiting: 0,
    });
    // Someone else's enrolment is not found; a cancelled one cannot be cancelled again.
    expect((await api.call(second, 'POST', `${MINE}/${moved.id}/cancel`)).statusCode).toBe(404);
    expect((await api.call('ent-gold', 'POST', `${MINE}/${first.id}/cancel`)).statusCode).toBe(409);
  });

  it('two last enrolments at once: one takes the seat, the other waits, never over capacity', async () => {
    const { id } = await publish({ capacity: 1 });
    const [a, b] = [await countyEnterprise(), await countyEnterprise()];
    await api.data(a, 'GET', OPEN); // sign both in before the race
    await api.data(b, 'GET', OPEN);
    const answers = await Promise.all([enrol(a, id, 21), enrol(b, id, 22)]);
    const statuses = answers.map((r) => r.json().data[0].status).sort();
    expect(statuses).toEqual(['APPROVED', 'WAITLISTED']);
    expect((await api.data('county', 'GET', `${OFFICE}/${id}`)).seats).toEqual({
      capacity: 1,
      taken: 1,
      waiting: 1,
    });
  });

  it('a larger capacity moves the waiting list up', async () => {
    const { id } = await publish({ capacity: 1 });
    await enrol('ent-gold', id, 31, 32);
    const raised = await api.data('county', 'PUT', `${OFFICE}/${id}`, training({ capacity: 2, version: 1 }));
    expect(raised.seats).toEqual({ capacity: 2, taken: 2, waiting: 0 });
  });
});

describe('review through training/process', () => {
  it('a seat is pending until the office approves; a refusal frees it for the first waiting', async () => {
    const { id } = await publish({ needsReview: true, capacity: 1 });
    const other = await countyEnterprise();
    const pending = (await enrol('ent-gold', id, 41)).json().data[0];
    expect(pending).toMatchObject({ status: 'PENDING', workflowInstanceId: expect.any(String) });
    const waiting = (await enrol(other, id, 42)).json().data[0];
    expect(waiting.status).toBe('WAITLISTED');
    const todo = await api.data('county', 'GET', '/console/api/workflow/todo?group=training&size=50');
    expect(todo.items.map((i: { id: string }) => i.id)).toContain(pending.workflowInstanceId);

    const act = (account: string, instance: string, body: Record<string, unknown>) =>
      api.call(account, 'POST', `/console/api/workflow/instances/${instance}/actions`, body);
    expect((await act('ent-gold', pending.workflowInstanceId, { action: 'approve' })).statusCode).toBe(403);
    expect((await act('county', pending.workflowInstanceId, { action: 'reject' })).statusCode).toBe(400);
    expect(
      (await act('county', pending.workflowInstanceId, { action: 'reject', comment: '名额优先给申报企业' }))
        .statusCode,
    ).toBe(200);
    expect((await api.data('ent-gold', 'GET', `${MINE}?trainingId=${id}`)).items[0].status).toBe('REFUSED');
    const moved = (await api.data(other, 'GET', `${MINE}?trainingId=${id}`)).items[0];
    expect(moved).toMatchObject({ status: 'PENDING', workflowInstanceId: expect.any(String) });
    expect((await act('county', moved.workflowInstanceId, { action: 'approve' })).statusCode).toBe(200);
    const office = await api.data('county', 'GET', `${ENROLMENTS}/${moved.id}`);
    expect(office.status).toBe('APPROVED');
    expect((await api.get(otherCity, `${ENROLMENTS}/${moved.id}`)).statusCode).toBe(404);
  });

  it('withdrawing a pending enrolment goes through the engine', async () => {
    const { id } = await publish({ needsReview: true });
    const pending = (await enrol('ent-gold', id, 51)).json().data[0];
    const cancelled = await api.data('ent-gold', 'POST', `${MINE}/${pending.id}/cancel`);
    expect(cancelled.status).toBe('CANCELLED');
    const instance = await api.data(
      'ent-gold',
      'GET',
      `/console/api/workflow/instances/${pending.workflowInstanceId}`,
    );
    expect(instance.instance.state).toBe('withdrawn');
  });
});

describe('on the day and after', () => {
  it('signs in by code and by list, takes feedback once, and exports both sheets', async () => {
    const { id } = await publish({ capacity: 5 });
    const people = (await enrol('ent-gold', id, 61, 62, 63)).json().data as { id: string }[];
    const code = (await api.data('county', 'GET', `${OFFICE}/${id}`)).signInCode as string;
    let day = api;
    const signIn = (body: Record<string, unknown>) =>
      day.call('ent-gold', 'POST', `${OPEN}/${id}/sign-in`, body);
    expect((await signIn({ code, enrolmentIds: [people[0]!.id] })).statusCode).toBe(409); // not the day yet
    const saved = t.clock.now();
    t.clock.set(new Date(Date.parse(at(5)) + HOUR));
    // The sessions of five days ago have expired: everyone signs in again on the day.
    day = callerOf(t.app);
    try {
      const wrong = await signIn({
        code: code === '000000' ? '111111' : '000000',
        enrolmentIds: [people[0]!.id],
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details[0].path).toBe('code');
      const signed = await signIn({ code, enrolmentIds: [people[0]!.id] });
      expect(signed.json().data[0].attendedAt).not.toBeNull();
      expect(await audits('training.signedIn', id)).toBe(1);
      const byList = await day.data('county', 'PUT', `${OFFICE}/${id}/attendance`, {
        enrolmentIds: [people[1]!.id, MISSING],
        attended: true,
      });
      expect(byList.updated).toBe(1);
      expect(await audits('training.attendanceMarked', id)).toBe(1);
      expect(
        (await day.call('ent-gold', 'POST', `${MINE}/${people[2]!.id}/feedback`, { rating: 5 })).statusCode,
      ).toBe(409);
      const rated = await day.data('ent-gold', 'POST', `${MINE}/${people[0]!.id}/feedback`, {
        rating: 4,
        comment: '实用',
      });
      expect(rated.feedback).toEqual({ rating: 4, comment: '实用' });
      expect(
        (await day.call('ent-gold', 'POST', `${MINE}/${people[0]!.id}/feedback`, { rating: 3 })).statusCode,
      ).toBe(409);
      expect(
        (await day.call('ent-gold', 'POST', `${MINE}/${people[1]!.id}/feedback`, { rating: 9 })).statusCode,
      ).toBe(400);
      const detail = await day.data('county', 'GET', `${OFFICE}/${id}`);
      expect(detail).toMatchObject({ attended: 2, feedback: { count: 1, averageRating: 4 } });
      const attended = await day.data('county', 'GET', `${ENROLMENTS}?trainingId=${id}&attended=true`);
      expect(attended.total).toBe(2);
    } finally {
      t.clock.set(saved);
      // Sessions used on the day are not trusted back in the past: start afresh.
      api = callerOf(t.app);
    }
    const exported = await api.get('county', `${ENROLMENTS}/export?trainingId=${id}`);
    expect(exported.statusCode).toBe(200);
    const book = await readWorkbook(exported.rawPayload);
    expect(book['报名']!.length).toBe(4);
    expect(book['签到']!.filter((r) => r.includes('已签到')).length).toBe(2);
    expect(await audits('training.exported')).toBeGreaterThan(0);
  });

  it('an office cancels a training; its enrolees are told', async () => {
    const { id } = await publish();
    await enrol('ent-gold', id, 71);
    const before = (await api.data('ent-gold', 'GET', '/console/api/notice/count')).count;
    expect((await api.data('county', 'POST', `${OFFICE}/${id}/cancel`)).status).toBe('CANCELLED');
    expect(await audits('training.cancelled', id)).toBe(1);
    expect((await api.data('ent-gold', 'GET', '/console/api/notice/count')).count).toBe(before + 1);
    expect((await api.call('county', 'POST', `${OFFICE}/${id}/cancel`)).statusCode).toBe(409);
    expect((await api.get('ent-gold', `${OPEN}/${id}`)).statusCode).toBe(404);
  });
  it('cancelling a reviewed training closes its open reviews, which can no longer be approved', async () => {
    const { id } = await publish({ needsReview: true });
    const pending = (await enrol('ent-gold', id, 81)).json().data[0];
    await api.data('county', 'POST', `${OFFICE}/${id}/cancel`);
    const instance = await api.data(
      'county',
      'GET',
      `/console/api/workflow/instances/${pending.workflowInstanceId}`,
    );
    expect(instance.instance.state).toBe('withdrawn');
    expect((await api.data('county', 'GET', `${ENROLMENTS}/${pending.id}`)).status).toBe('CANCELLED');
    const approve = await api.call(
      'county',
      'POST',
      `/console/api/workflow/instances/${pending.workflowInstanceId}/actions`,
      {
        action: 'approve',
      },
    );
    expect(approve.statusCode).toBe(409);
  });
});

describe('the listed college', () => {
  it('shows published trainings and their public materials only', async () => {
    const { payload, headers } = multipartBody([
      { name: 'file', filename: '讲义.pdf', content: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n') },
    ]);
    const cookie = await login(t.app, 'county');
    const uploadAs = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/console/api/files',
          headers: { ...headers, ...sameOrigin, cookie },
          payload,
        })
      ).json().data.id as string;
    const [open, closed] = [await uploadAs(), await uploadAs()];
    const materials = [
      { fileId: open, name: '讲义.pdf', public: true },
      { fileId: closed, name: '内部名单.pdf', public: false },
    ];
    const published = await publish({ materials });
    const draft = await publish({ publish: false });
    const page = await api.data(null, 'GET', `${COLLEGE}?size=100`);
    const ids = page.items.map((i: { id: string }) => i.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
    const shown = await api.data(null, 'GET', `${COLLEGE}/${published.id}`);
    expect(shown.materials).toEqual([{ fileId: open, name: '讲义.pdf' }]);
    expect(shown).not.toHaveProperty('signInCode');
    expect((await api.get(null, `${COLLEGE}/${draft.id}`)).statusCode).toBe(404);
    expect((await api.get(null, `${COLLEGE}/nope`)).statusCode).toBe(400);
    // A public material opens to visitors, the office's own upload; an internal one does not.
    expect((await api.get(null, `/console/api/files/${open}`)).statusCode).toBe(200);
    expect((await api.get(null, `/console/api/files/${closed}`)).statusCode).toBe(404);
    // Its audience reads the materials; an enterprise elsewhere does not.
    expect((await api.get('ent-gold', `/console/api/files/${closed}`)).statusCode).toBe(200);
    expect((await api.get('ent-normal', `/console/api/files/${closed}`)).statusCode).toBe(404);
    // Another office's upload named as public material stays closed to visitors.
    const cityCookie = await login(t.app, 'city');
    const cityFile = (
      await t.app.inject({
        method: 'POST',
        url: '/console/api/files',
        headers: { ...headers, ...sameOrigin, cookie: cityCookie },
        payload,
      })
    ).json().data.id as string;
    // (Whether the county may attach it at all is the service's business; it must not open either way.)
    await api.call(
      'county',
      'POST',
      OFFICE,
      training({ materials: [{ fileId: cityFile, name: '别人的文件.pdf', public: true }] }),
    );
    expect((await api.get(null, `/console/api/files/${cityFile}`)).statusCode).toBe(404);
    // Seeded: the past county training is on the college as past.
    const past = await api.data(null, 'GET', `${COLLEGE}?past=true`);
    expect(past.items.map((i: { title: string }) => i.title)).toContain('企业股份制改造实务培训');
  });

  it('the demo full training has its waiting list', async () => {
    const list = await api.data('city', 'GET', `${OFFICE}?keyword=${encodeURIComponent('科创板')}`);
    expect(list.items[0].seats).toEqual({ capacity: 2, taken: 2, waiting: 1 });
  });
});
