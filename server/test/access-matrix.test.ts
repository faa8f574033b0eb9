// Issue 3 §7: every /console route is run as anonymous, as each demo account and as a financial
// office of another city, and must answer as the hand-written table (access-matrix.table.ts) says.
// Then region scope with real ids (DESIGN §2): an office of another region meets 404 on the
// enterprise, review and registration objects of the county, reads and writes alike, and its lists
// leave them out, while the responsible office gets through.
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TABLE, CALLERS, type Caller, DEMO_ACCOUNTS } from './access-matrix.table.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { login, sameOrigin, sessionCookieOf } from './helpers/http.ts';
import { readWorkbook } from './helpers/management.ts';
import { officeElsewhere } from './helpers/offices.ts';
import { signUp, signUpForm, submitRegistration, uploadLicence } from './helpers/registration.ts';

/** The demo city is 长沙 (430100) with the county 芙蓉区 (430102): ent-gold's county. */
const OTHER_CITY = '430200';
const OTHER_COUNTY = '430103';
const MADE_UP_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
const cookies = new Map<Caller | 'other-county', string>();
const accounts = new Map<Caller, string>();
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  for (const account of DEMO_ACCOUNTS) {
    cookies.set(account, await login(t.app, account));
    accounts.set(account, account);
  }
  const city = await officeElsewhere(t, OTHER_CITY, 2);
  cookies.set('other-city', city.cookie);
  accounts.set('other-city', city.account);
  cookies.set('other-county', (await officeElsewhere(t, OTHER_COUNTY, 3)).cookie);
});
afterAll(() => t.close());

// Each request from its own address: the captcha, recovery and sign-up limits count per address,
// and a 429 would hide the answer the table is about.
let requests = 0;
const freshAddress = () => {
  requests++;
  return `10.77.${Math.floor(requests / 250)}.${(requests % 250) + 1}`;
};

function call(
  cookie: string | undefined,
  method: string,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: method as HTTPMethods,
    url,
    remoteAddress: freshAddress(),
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const as = (who: Caller | 'other-county', method: string, url: string, payload?: unknown) =>
  call(cookies.get(who), method, url, payload);

/** What is wrong with the answer, or null. */
function verdict(answer: LightMyRequestResponse, letThrough: boolean, anonymous: boolean): string | null {
  const { statusCode: status } = answer;
  const body = (() => {
    try {
      return answer.json() as { code?: string; message?: string };
    } catch {
      return {};
    }
  })();
  const got = `${status} ${answer.body.slice(0, 160)}`;
  if (!letThrough) {
    if (anonymous)
      return status === 403 && body.code === 'WEB_ACCESS_AUTH_REQUIRED'
        ? null
        : `got ${got}; expected 403 WEB_ACCESS_AUTH_REQUIRED`;
    return status === 403 && body.code === 'WEB_ACCESS_DENIED' && /^抱歉/.test(body.message ?? '')
      ? null
      : `got ${got}; expected 403 WEB_ACCESS_DENIED with a message`;
  }
  // Let through: any answer of the route itself (200, 404 for a made-up id, 409…), but no refusal,
  // no throttling hiding the answer, no server error; a 400 is the validation of the missing input.
  if (status === 401 || status === 403 || status === 429 || status >= 500)
    return `got ${got}; expected to be let through`;
  if (status === 400 && body.code !== 'VALIDATION_FAILED') return `got ${got}; expected VALIDATION_FAILED`;
  return null;
}

/** Signing out ends the session it is called with: each caller signs out of a second session of its own. */
async function logoutAs(caller: Caller, method: string): Promise<LightMyRequestResponse> {
  if (caller === 'anonymous') return call(undefined, method, '/console/logout?ajax=true');
  const spare = await login(t.app, accounts.get(caller)!);
  const answer = await call(spare, method, '/console/logout?ajax=true');
  const after = await call(spare, 'GET', '/console/master/session/status');
  expect(after.json().data.session, `${caller} signed out`).toBe('ANONYMOUS');
  return answer;
}

describe('the access table', () => {
  it('has exactly one row per /console route', () => {
    const registered = t.app.consoleRoutes.map((r) => `${r.method} ${r.url}`);
    expect(new Set(registered).size).toBe(registered.length);
    const rows = Object.keys(ACCESS_TABLE);
    expect(
      registered.filter((r) => !rows.includes(r)),
      'routes without a row',
    ).toEqual([]);
    expect(
      rows.filter((r) => !registered.includes(r)),
      'rows naming no route',
    ).toEqual([]);
  });
});

describe('every route as every caller', () => {
  // Routes naming one object get a made-up id; state-changing routes get no body, so they stop at
  // validation, "not found" or a conflict (nothing to submit) and change nothing later rows meet.
  // Signing out is the one call that would end the caller's session: see logoutAs.
  for (const [key, allowed] of Object.entries(ACCESS_TABLE)) {
    it(key, async () => {
      const [method, path] = key.split(' ') as [string, string];
      const url = path.replace(/:[A-Za-z]+/g, MADE_UP_ID);
      const wrong: string[] = [];
      for (const caller of CALLERS) {
        const answer =
          path === '/console/logout' ? await logoutAs(caller, method) : await as(caller, method, url);
        const problem = verdict(answer, allowed.includes(caller), caller === 'anonymous');
        if (problem) wrong.push(`${caller}: ${problem}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('region scope with real ids (DESIGN §2)', () => {
  // The seed puts ent-gold in the county and ent-normal in the city. Made here, all in the demo
  // branch of the region tree: a grade change and a tag of ent-gold by the county, a pending review
  // of ent-gold's profile and a sign-up in the county (both the county office's to decide), and a
  // pending review of the broker's information (the city office's: the broker is in the city).
  // The outsiders are financial offices of another city and of another county of the same city.
  const OUTSIDERS = ['other-city', 'other-county'] as const;
  const TAG = '区域范围测试';
  // Filled in by beforeAll: ids of the objects, and the names a workbook shows them by.
  const id = { gold: '', normal: '', goldReview: '', registration: '', brokerReview: '', broker: '' };
  const names = { gold: '', normal: '', broker: '', registration: '' };
  let licenceUrl = '';

  // biome-ignore lint/suspicious/noExplicitAny: the test reads JSON answers loosely, asserting what it needs.
  async function data(who: Caller, method: string, url: string, payload?: unknown): Promise<any> {
    const answer = await as(who, method, url, payload);
    expect(answer.statusCode, `${method} ${url} as ${who}: ${answer.body}`).toBe(200);
    return answer.json().data;
  }

  beforeAll(async () => {
    const gold = await data('ent-gold', 'GET', '/console/api/company/my');
    const normal = await data('ent-normal', 'GET', '/console/api/company/my');
    [id.gold, names.gold] = [gold.enterprise.id, gold.enterprise.name];
    [id.normal, names.normal] = [normal.enterprise.id, normal.enterprise.name];
    await data('county', 'POST', '/console/api/company/grade', {
      enterpriseId: id.gold,
      grades: ['GOLDEN_SEED', 'NORMAL_SEED'],
      reason: '区域范围测试：调整分级',
    });
    await data('county', 'PUT', '/console/api/company/tags', { enterpriseId: id.gold, tags: [TAG] });

    const change = structuredClone(gold.current.data);
    change.basic.employees = 901;
    await data('ent-gold', 'PUT', '/console/api/company/my/draft', change);
    id.goldReview = (
      await data('ent-gold', 'POST', '/console/api/company/my/submit')
    ).draft.workflowInstanceId;

    const broker = await data('broker', 'GET', '/console/api/institution/my');
    [id.broker, names.broker] = [broker.institution.id, broker.institution.name];
    const info = structuredClone(broker.current.data);
    info.basic.employees = 321;
    await data('broker', 'PUT', '/console/api/institution/my/draft', info);
    id.brokerReview = (
      await data('broker', 'POST', '/console/api/institution/my/submit')
    ).draft.workflowInstanceId;

    const form = signUpForm('430102');
    names.registration = form.orgName!;
    const registrant = await signUp(t.app, form);
    expect(registrant.statusCode, registrant.body).toBe(200);
    const cookie = sessionCookieOf(registrant);
    licenceUrl = (await uploadLicence(t.app, cookie)).json().data.licence.url;
    expect((await submitRegistration(t.app, cookie)).statusCode).toBe(200);
    const todo = await data('county', 'GET', '/console/api/workflow/todo?size=100');
    id.registration = todo.items.find((i: { title: string }) => i.title.startsWith(form.orgName!)).id;
    for (const value of Object.values(id)) expect(value).toMatch(/^[0-9a-f-]{36}$/);
  });

  /** A route naming one object: outsiders get 404; the responsible offices get 200. */
  type ObjectRow = {
    route: string;
    method?: 'POST' | 'PUT';
    url: () => string;
    body?: () => unknown;
    insiders: Caller[];
  };
  // Reads first, then writes (each write is taken once by its insider: a second would be a conflict).
  const objectRows: ObjectRow[] = [
    {
      route: 'enterprise profile',
      url: () => `/console/api/company/profile?id=${id.gold}`,
      insiders: ['county', 'city', 'admin'],
    },
    {
      route: 'enterprise history',
      url: () => `/console/api/company/history?id=${id.gold}`,
      insiders: ['county', 'city'],
    },
    {
      route: 'city enterprise profile',
      url: () => `/console/api/company/profile?id=${id.normal}`,
      insiders: ['city'],
    },
    {
      route: 'profile review (workflow item)',
      url: () => `/console/api/workflow/instances/${id.goldReview}`,
      insiders: ['county'],
    },
    {
      route: 'profile review targets',
      url: () => `/console/api/workflow/instances/${id.goldReview}/targets?action=transfer`,
      insiders: ['county'],
    },
    {
      route: 'registration review (workflow item)',
      url: () => `/console/api/workflow/instances/${id.registration}`,
      insiders: ['county'],
    },
    {
      route: 'registration review targets',
      url: () => `/console/api/workflow/instances/${id.registration}/targets?action=transfer`,
      insiders: ['county'],
    },
    { route: 'registration licence', url: () => licenceUrl, insiders: ['county', 'city'] },
    {
      route: 'institution review (workflow item)',
      url: () => `/console/api/workflow/instances/${id.brokerReview}`,
      insiders: ['city'],
    },
    {
      route: 'grade change',
      method: 'POST',
      url: () => '/console/api/company/grade',
      body: () => ({ enterpriseId: id.gold, grades: ['GOLDEN_SEED'], reason: '区域范围测试：改回' }),
      insiders: ['county'],
    },
    {
      route: 'industry tags',
      method: 'PUT',
      url: () => '/console/api/company/tags',
      body: () => ({ enterpriseId: id.gold, tags: [TAG, '第二个'] }),
      insiders: ['county'],
    },
    {
      route: 'decide the profile review',
      method: 'POST',
      url: () => `/console/api/workflow/instances/${id.goldReview}/actions`,
      body: () => ({ action: 'approve' }),
      insiders: ['county'],
    },
    {
      route: 'decide the registration review',
      method: 'POST',
      url: () => `/console/api/workflow/instances/${id.registration}/actions`,
      body: () => ({ action: 'reject', comment: '请补充材料' }),
      insiders: ['county'],
    },
    {
      route: 'decide the institution review',
      method: 'POST',
      url: () => `/console/api/workflow/instances/${id.brokerReview}/actions`,
      body: () => ({ action: 'approve' }),
      insiders: ['city'],
    },
  ];

  /** A list: outsiders' answers name none of the objects; each insider's names those given. */
  type ListRow = {
    route: string;
    url: string;
    insiders: Partial<Record<Caller, () => string[]>>;
    workbook?: true;
  };
  const listRows: ListRow[] = [
    {
      route: 'enterprise list',
      url: '/console/api/company/list?size=100',
      insiders: { county: () => [id.gold], city: () => [id.gold, id.normal] },
    },
    {
      route: 'enterprise list filtered to the county',
      url: '/console/api/company/list?regionCode=430102',
      insiders: { county: () => [id.gold] },
    },
    {
      route: 'review queue',
      url: '/console/api/company/audit?scope=all&size=100',
      insiders: { county: () => [id.gold], city: () => [id.gold] },
    },
    {
      route: 'grade changes',
      url: '/console/api/company/grade/history?size=100',
      insiders: { county: () => [id.gold] },
    },
    {
      route: "one enterprise's grade changes",
      url: '/console/api/company/grade/history?id=ENTERPRISE',
      insiders: { county: () => [id.gold] },
    },
    { route: 'industry tag counts', url: '/console/api/company/tags', insiders: { county: () => [TAG] } },
    {
      route: 'enterprise export',
      url: '/console/api/company/export',
      workbook: true,
      insiders: { county: () => [names.gold], city: () => [names.gold, names.normal] },
    },
    {
      route: 'workflow to-do',
      url: '/console/api/workflow/todo?size=100',
      insiders: { county: () => [id.goldReview, id.registration], city: () => [id.brokerReview] },
    },
    {
      route: 'workflow to-do export',
      url: '/console/api/workflow/todo/export',
      workbook: true,
      insiders: { county: () => [names.gold, names.registration], city: () => [names.broker] },
    },
  ];

  const textOf = async (answer: LightMyRequestResponse, workbook?: true) =>
    workbook ? JSON.stringify(await readWorkbook(answer.rawPayload)) : answer.body;

  describe('lists leave out what lies outside the caller\u2019s region', () => {
    for (const row of listRows) {
      it(row.route, async () => {
        const url = row.url.replace('ENTERPRISE', id.gold);
        const hidden = Object.values(row.insiders).flatMap((needles) => needles());
        for (const outsider of OUTSIDERS) {
          const answer = await as(outsider, 'GET', url);
          expect(answer.statusCode, `${outsider}: ${answer.body}`).toBe(200);
          const text = await textOf(answer, row.workbook);
          for (const needle of hidden) expect(text, `${outsider} sees ${needle}`).not.toContain(needle);
        }
        for (const [insider, needles] of Object.entries(row.insiders)) {
          const answer = await as(insider as Caller, 'GET', url);
          expect(answer.statusCode, `${insider}: ${answer.body}`).toBe(200);
          const text = await textOf(answer, row.workbook);
          for (const needle of needles()) expect(text, `${insider} misses ${needle}`).toContain(needle);
        }
      });
    }
  });

  describe('one object outside the region answers 404, reads and writes alike', () => {
    for (const row of objectRows) {
      it(row.route, async () => {
        const [method, url, payload] = [row.method ?? 'GET', row.url(), row.body?.()];
        for (const outsider of OUTSIDERS) {
          const answer = await as(outsider, method, url, payload);
          expect(answer.statusCode, `${outsider} ${method} ${url}: ${answer.body}`).toBe(404);
        }
        // After the outsiders' attempts, the insider's same write still applies: they changed nothing.
        for (const insider of row.insiders) {
          const answer = await as(insider, method, url, payload);
          expect(answer.statusCode, `${insider} ${method} ${url}: ${answer.body}`).toBe(200);
        }
      });
    }
  });

  it('one enterprise\u2019s grade changes: an outsider meets what an unknown id meets', async () => {
    // The list route filters rather than names one object, so "as if it did not exist" is an
    // empty page, for an unknown id and an out-of-scope one alike.
    const url = (which: string) => `/console/api/company/grade/history?id=${which}`;
    for (const outsider of OUTSIDERS) {
      const unknown = await as(outsider, 'GET', url(MADE_UP_ID));
      const outside = await as(outsider, 'GET', url(id.gold));
      expect([outside.statusCode, outside.json().data?.total]).toEqual([
        unknown.statusCode,
        unknown.json().data?.total,
      ]);
    }
  });

  it('institution profiles are province-wide: another region\u2019s office reads the broker', async () => {
    // Institution README: the library is province-wide, not scoped by region.
    const answer = await as('other-city', 'GET', `/console/api/institution/profile?id=${id.broker}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.institution.id).toBe(id.broker);
  });
});

describe('the auditor changes nothing (DESIGN §9)', () => {
  it('may not decide a review assigned to its own office, which the administrator may', async () => {
    // No office serves 湘潭 (430300): the province office reviews the sign-up.
    const form = signUpForm('430300');
    const registrant = await signUp(t.app, form);
    expect(registrant.statusCode, registrant.body).toBe(200);
    const cookie = sessionCookieOf(registrant);
    await uploadLicence(t.app, cookie);
    expect((await submitRegistration(t.app, cookie)).statusCode).toBe(200);
    const todo = (await as('admin', 'GET', '/console/api/workflow/todo?size=100')).json().data;
    const item = todo.items.find((i: { title: string }) => i.title.startsWith(form.orgName!));
    const url = `/console/api/workflow/instances/${item.id}`;
    const offered = (await as('admin', 'GET', url))
      .json()
      .data.actions.map((a: { action: string }) => a.action);
    expect(offered).toContain('reject');
    const answer = await as('auditor', 'POST', `${url}/actions`, {
      action: 'reject',
      comment: '审计员试图退回',
    });
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(403);
    expect(answer.json().code).toBe('WEB_ACCESS_DENIED');
  });
});
