// The administrators' home cards and the offices' steps waiting (issue 16): who sees each card, and
// each figure equals the total of the list its link opens (the link translated to that list's API
// call, both asked at the same moment); after a change through the API the figure moves with it.
// The background jobs' outcomes are recorded by `every` and read by the job page and its card.
import type { HomeCardData, HomeFigure } from '@portal/contract/home-cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoPlaces } from '../src/platform/dictionaries/places.ts';
import { createJobRecorder, JOB_ERROR_MAX } from '../src/platform/job-runs.ts';
import { every } from '../src/platform/jobs.ts';
import { buildTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from './helpers/app.ts';
import { HOUR } from './helpers/clock.ts';
import { callerOf } from './helpers/enterprise.ts';
import { loginWithCaptcha, sessionCookieOf } from './helpers/http.ts';
import {
  captchaKey,
  freshAddress,
  signUp,
  signUpForm,
  submitRegistration,
  uploadLicence,
} from './helpers/registration.ts';
import { actorOf, workflowOf } from './helpers/workflow.ts';

let t: TestApp;
let api: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await buildTestApp();
  api = callerOf(t.app);
});
afterAll(() => t.close());

const ADMIN_CARDS = [
  'registration.waiting',
  'institution.reviews',
  'user-admin.locked',
  'outbox.held',
  'health.jobs',
];

const keysOf = async (account: string) =>
  ((await api.data(account, 'GET', '/console/api/home/cards')) as { key: string }[]).map((c) => c.key);
const card = (account: string, key: string): Promise<HomeCardData> =>
  api.data(account, 'GET', `/console/api/home/cards/${key}`);

/** The list API behind a console page's address, with the address's filters. */
function listCallOf(href: string): { url: string; array?: boolean } {
  const [path, query = ''] = href.split('?') as [string, string?];
  const q = new URLSearchParams(query);
  const workflowGroup: Record<string, string> = {
    '/workflow/enterprise/process': 'enterprise',
    '/workflow/problem/process': 'problem',
    '/workflow/research/process': 'research',
    '/workflow/investmentFinancing/process': 'investmentFinancing',
    '/workflow/research/record/process': 'researchRecord',
    '/workflow/training/process': 'training',
    '/workflow/notification/process': 'notification',
    '/workflow/intermediary/process': 'intermediary',
  };
  if (path === '/govt/index/home') return { url: `/console/api/workflow/todo?${q}` };
  if (workflowGroup[path]) {
    q.set('group', workflowGroup[path]!);
    return { url: `/console/api/workflow/todo?${q}` };
  }
  const institutionList = path.match(/^\/(\w+)\/list$/);
  if (institutionList) {
    q.set('groups', institutionList[1]!);
    return { url: `/console/api/institution/list?${q}` };
  }
  if (path === '/management/loginLocks') return { url: '/console/api/management/login-locks' };
  if (path === '/management/user/list') return { url: `/console/api/management/users?kind=government&${q}` };
  if (path === '/management/user/enterprise/list')
    return { url: `/console/api/management/users?kind=enterprise&${q}` };
  if (path === '/management/outbox') return { url: `/console/api/management/outbox?${q}` };
  if (path === '/management/jobs') return { url: `/console/api/management/jobs?${q}`, array: true };
  throw new Error(`no list known behind ${href}`);
}

/** How many rows the list behind the link holds for the account. */
async function listTotal(account: string, href: string): Promise<number> {
  const call = listCallOf(href);
  const data = await api.data(account, 'GET', call.url);
  return call.array ? (data as unknown[]).length : (data as { total: number }).total;
}

/** Every linked figure and line equals its list's total; returns the figures by key. */
async function checked(account: string, key: string): Promise<Record<string, HomeFigure>> {
  const data = await card(account, key);
  for (const f of data.figures)
    if (f.href) expect(await listTotal(account, f.href), `${key} ${f.key} → ${f.href}`).toBe(f.value);
  return Object.fromEntries(data.figures.map((f) => [f.key, f]));
}

describe('who sees the cards', () => {
  it('shows the administrator its cards, and no office, enterprise or auditor', async () => {
    const admin = await keysOf('admin');
    for (const key of [...ADMIN_CARDS, 'workflow.waiting']) expect(admin).toContain(key);
    for (const account of ['city', 'county', 'unit', 'ent-gold', 'broker', 'auditor']) {
      const keys = await keysOf(account);
      for (const key of ['registration.waiting', 'user-admin.locked', 'outbox.held', 'health.jobs']) {
        expect(keys, `${account} ${key}`).not.toContain(key);
        expect((await api.get(account, `/console/api/home/cards/${key}`)).statusCode).toBe(404);
      }
    }
  });

  it('shows institution reviews to the offices that open the lists, not to enterprises', async () => {
    for (const account of ['city', 'county'])
      expect(await keysOf(account), account).toContain('institution.reviews');
    for (const account of ['unit', 'ent-gold', 'broker']) {
      expect(await keysOf(account)).not.toContain('institution.reviews');
      expect((await api.get(account, '/console/api/home/cards/institution.reviews')).statusCode).toBe(404);
    }
  });

  it('shows the steps waiting to everyone with an inbox, intermediaries through their own', async () => {
    for (const account of ['admin', 'city', 'county', 'ent-gold', 'ent-na'])
      expect(await keysOf(account), account).toContain('workflow.waiting');
    expect(await keysOf('lawfirm')).toContain('workflow.intermediaryWaiting');
    expect(await keysOf('lawfirm')).not.toContain('workflow.waiting');
    expect(await keysOf('city')).not.toContain('workflow.intermediaryWaiting');
    // Member units and investors have no workflow inbox at all.
    for (const account of ['unit', 'investor']) {
      const keys = await keysOf(account);
      expect(
        keys.filter((k) => k.startsWith('workflow.')),
        account,
      ).toEqual([]);
    }
  });
});

describe('workflow.waiting', () => {
  it("equals the inbox: the whole to-do, its overdue part, and each process's own inbox", async () => {
    for (const account of ['admin', 'city', 'county', 'ent-gold']) {
      const data = await card(account, 'workflow.waiting');
      const [waiting, overdue] = data.figures;
      expect(waiting!.value).toBe(await listTotal(account, '/govt/index/home'));
      expect(overdue!.value).toBe(await listTotal(account, '/govt/index/home?overdue=true'));
      for (const f of data.figures)
        if (f.href) expect(await listTotal(account, f.href), `${account} ${f.href}`).toBe(f.value);
      for (const item of data.items) {
        expect(item.href, `${account} ${item.id}`).toMatch(/^\/workflow\/.+\?process=/);
        const note = item.note as unknown as { args: { waiting: number; overdue: number } };
        expect(await listTotal(account, item.href!)).toBe(note.args.waiting);
        expect(await listTotal(account, `${item.href}&overdue=true`)).toBe(note.args.overdue);
      }
    }
  });

  it('links the administrator to its approval list of every process', async () => {
    const data = await card('admin', 'workflow.waiting');
    expect(data.figures.map((f) => f.href)).toEqual(['/govt/index/home', '/govt/index/home?overdue=true']);
  });

  it('moves when an institution submits its information to the city office', async () => {
    const before = await card('city', 'workflow.waiting');
    const { current } = await api.data('lawfirm', 'GET', '/console/api/institution/my');
    current.data.basic.employees += 1;
    await api.data('lawfirm', 'PUT', '/console/api/institution/my/draft', current.data);
    await api.data('lawfirm', 'POST', '/console/api/institution/my/submit');
    const after = await card('city', 'workflow.waiting');
    expect(after.figures[0]!.value).toBe(before.figures[0]!.value + 1);
    const review = after.items.find((i) => i.id === 'institution-review');
    expect(review?.href).toBe('/workflow/intermediary/process?process=institution-review');
    expect(await listTotal('city', review!.href!)).toBe(
      (review!.note as unknown as { args: { waiting: number } }).args.waiting,
    );
    // A step with a limit: waiting, then overdue once the limit passes, as the inbox's filter says.
    const workflow = workflowOf(t);
    await workflow.start({
      process: 'test-review',
      subjectId: 'home-admin-1',
      title: '首页卡片测试',
      actor: await actorOf(t.database.db, 'ent-gold'),
      assigneeOrgId: (await actorOf(t.database.db, 'city')).org.id,
      deadline: new Date(t.clock.now().getTime() + HOUR),
    });
    const due = await card('city', 'workflow.waiting');
    expect(due.figures[0]!.value).toBe(after.figures[0]!.value + 1);
    expect(due.figures[1]!.value).toBe(after.figures[1]!.value);
    t.clock.advance(2 * HOUR);
    api = callerOf(t.app);
    const late = await card('city', 'workflow.waiting');
    expect(late.figures[1]!.value).toBe(after.figures[1]!.value + 1);
    expect(late.figures[1]!.value).toBe(await listTotal('city', '/govt/index/home?overdue=true'));
    const line = late.items.find((i) => i.id === 'test-review')!;
    expect(line.tone).toBe('danger');
    expect(await listTotal('city', `${line.href}&overdue=true`)).toBe(1);
  });
});

describe('registration.waiting', () => {
  it('counts the sign-ups in review in the office of the administrator, as its approval list', async () => {
    const before = await checked('admin', 'registration.waiting');
    // A city without an office of its own: its registrations go to the province.
    const places = await findDemoPlaces(t.database.db, '430000');
    const regions = (await api.data(null, 'GET', '/console/api/registration/regions')) as { code: string }[];
    const otherCity = regions.find((r) => r.code !== places.city.code)!.code;
    for (const identity of ['ENTERPRISE', 'FUND']) {
      const answer = await signUp(t.app, signUpForm(otherCity, { identity }));
      const cookie = sessionCookieOf(answer);
      await uploadLicence(t.app, cookie);
      expect((await submitRegistration(t.app, cookie)).statusCode).toBe(200);
    }
    const after = await checked('admin', 'registration.waiting');
    expect(after.enterprise!.value).toBe(before.enterprise!.value + 1);
    expect(after.institution!.value).toBe(before.institution!.value + 1);
    expect(after.enterprise!.href).toBe('/govt/index/home?process=registration-enterprise&state=review');
  });
});

describe('institution.reviews', () => {
  it("counts each group's information in review as its list filtered to pending", async () => {
    const before = await checked('admin', 'institution.reviews');
    const { current } = await api.data('investor', 'GET', '/console/api/institution/my');
    current.data.basic.employees += 1;
    await api.data('investor', 'PUT', '/console/api/institution/my/draft', current.data);
    await api.data('investor', 'POST', '/console/api/institution/my/submit');
    const after = await checked('admin', 'institution.reviews');
    expect(after.investment!.value).toBe((before.investment?.value ?? 0) + 1);
    expect(after.investment!.href).toBe('/investment/list?status=pending');
    // The office sees the same province-wide library.
    expect((await checked('city', 'institution.reviews')).investment!.value).toBe(after.investment!.value);
  });
});

describe('user-admin.locked', () => {
  it('counts the sign-in locks and the disabled users of each list', async () => {
    const before = await checked('admin', 'user-admin.locked');
    const address = '192.0.2.77';
    for (let i = 0; i < 5; i++)
      await loginWithCaptcha(t.app, { account: 'bank', address, password: 'Wrong@2026' });
    const county = (
      await api.data('admin', 'GET', '/console/api/management/users?kind=government&account=county')
    ).items[0];
    const put = await api.call('admin', 'PUT', `/console/api/management/users/${county.id}/status`, {
      status: 'DISABLED',
    });
    expect(put.statusCode).toBe(200);
    const after = await checked('admin', 'user-admin.locked');
    expect(after.locked!.value).toBe(before.locked!.value + 1);
    expect(after.disabledGovernment!.value).toBe(before.disabledGovernment!.value + 1);
    expect(after.disabledEnterprise!.value).toBe(before.disabledEnterprise!.value);
    const lines = (await card('admin', 'user-admin.locked')).items;
    expect(lines.map((l) => l.title)).toContainEqual({ text: 'bank' });
    await api.call('admin', 'PUT', `/console/api/management/users/${county.id}/status`, { status: 'ACTIVE' });
  });
});

describe('outbox.held', () => {
  it('counts the held and failed mail of the outbox list, filtered by status', async () => {
    const before = await checked('admin', 'outbox.held');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/console/api/recovery/code',
      headers: { origin: 'http://localhost' },
      remoteAddress: freshAddress(),
      payload: {
        account: 'ent-normal',
        email: 'ent-normal@demo.portal.example',
        captchaKey: await captchaKey(t.app),
        captchaCode: TEST_CAPTCHA_ANSWER,
      },
    });
    expect(asked.statusCode).toBe(200);
    const after = await checked('admin', 'outbox.held');
    expect(after.held!.value).toBe(before.held!.value + 1);
    expect(after.held!.href).toBe('/management/outbox?status=HELD');
    expect(after.failed!.href).toBe('/management/outbox?status=FAILED');
  });
});

describe('health.jobs and the job page', () => {
  const log = () => {
    const errors: string[] = [];
    return { errors, error: (_: object, msg: string) => void errors.push(msg) };
  };

  it('records each run of `every`; lists the failing jobs on the card as on the page', async () => {
    const recorder = createJobRecorder(t.database.db, t.clock.now);
    const ok = every('home test ok', 60, async () => undefined, log(), { runNow: true, recorder });
    const failing = every(
      'home test failing',
      60,
      async () => {
        throw new Error(`broken ${'x'.repeat(2 * JOB_ERROR_MAX)}`);
      },
      log(),
      { runNow: true, recorder },
    );
    await ok.stop();
    await failing.stop();
    const jobs = (await api.data('admin', 'GET', '/console/api/management/jobs')) as {
      name: string;
      outcome: string;
      lastError: string | null;
      consecutiveFailures: number;
    }[];
    expect(jobs.find((j) => j.name === 'home test ok')).toMatchObject({
      outcome: 'OK',
      consecutiveFailures: 0,
    });
    const failed = jobs.find((j) => j.name === 'home test failing')!;
    expect(failed).toMatchObject({ outcome: 'FAILED', consecutiveFailures: 1 });
    expect(failed.lastError).toHaveLength(JOB_ERROR_MAX);

    const figures = await checked('admin', 'health.jobs');
    expect(figures.failed!.value).toBeGreaterThanOrEqual(1);
    const lines = (await card('admin', 'health.jobs')).items;
    expect(lines.map((l) => l.id)).toContain('home test failing');
    expect(lines.map((l) => l.id)).not.toContain('home test ok');

    // A success clears it from the card; the page still lists the job.
    const again = every('home test failing', 60, async () => undefined, log(), { runNow: true, recorder });
    await again.stop();
    expect((await card('admin', 'health.jobs')).items.map((l) => l.id)).not.toContain('home test failing');
    await checked('admin', 'health.jobs');
  });

  it('never lets a recording failure stop or fail the job', async () => {
    let runs = 0;
    const broken = {
      started: async () => {
        throw new Error('database gone');
      },
      finished: async () => {
        throw new Error('database gone');
      },
    };
    const logged = log();
    const job = every('home test unrecorded', 60, async () => void runs++, logged, {
      runNow: true,
      recorder: broken,
    });
    await job.stop();
    expect(runs).toBe(1);
    expect(logged.errors).toEqual([
      'home test unrecorded outcome not recorded',
      'home test unrecorded outcome not recorded',
    ]);
  });

  it('is the administrators’ page only', async () => {
    for (const account of ['city', 'auditor', 'ent-gold'])
      expect((await api.get(account, '/console/api/management/jobs')).statusCode).toBe(403);
  });
});
