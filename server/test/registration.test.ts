// Sign-up (issue 3 §2): field rules, the captcha, duplicates refused with nothing written, the
// per-address limit, and the limited session of a registrant awaiting review.
import { and, count, eq, sql } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orgs, registrations, users } from '../src/db/schema/index.ts';
import {
  CORRECTIONS_PER_HOUR,
  REGISTRATIONS_PER_HOUR,
} from '../src/modules/registration/registration.routes.ts';
import { findDemoPlaces } from '../src/platform/dictionaries/places.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { attemptLogin, login, sameOrigin, sessionCookieOf } from './helpers/http.ts';
import { captchaKey, freshAddress, newCreditCode, signUp, signUpForm } from './helpers/registration.ts';

let t: TestApp;
let county: string;
beforeAll(async () => {
  t = await buildTestApp();
  county = (await findDemoPlaces(t.database.db, '430000')).county.code;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function rowCounts() {
  const db = t.database.db;
  const [o] = await db.select({ n: count() }).from(orgs);
  const [u] = await db.select({ n: count() }).from(users);
  const [r] = await db.select({ n: count() }).from(registrations);
  return [o!.n, u!.n, r!.n];
}

describe('field rules', () => {
  const bad: Array<[string, string, string]> = [
    ['account', 'ab', 'account'],
    ['account', 'has space', 'account'],
    ['account', 'a'.repeat(33), 'account'],
    ['account', '中文账号', 'account'],
    ['password', 'Sh0rt!', 'password'],
    ['password', 'alllowercase1', 'password'],
    ['orgName', ' ', 'orgName'],
    ['creditCode', '91430102MA4L1T0A0X', 'creditCode'],
    ['creditCode', '91430102MA4L1T0A0', 'creditCode'],
    ['creditCode', '91430102MA4LIT0A0X', 'creditCode'],
    ['identity', 'FINANCIAL', 'identity'],
    ['identity', 'FUNCTIONAL', 'identity'],
    ['regionCode', '43010', 'regionCode'],
    ['contactName', '张', 'contactName'],
    ['mobile', '12812345678', 'mobile'],
    ['mobile', '1381234567', 'mobile'],
    ['mobile', '+8613812345678', 'mobile'],
    ['email', 'someone@', 'email'],
  ];
  for (const [field, value, path] of bad) {
    it(`refuses ${field}=${JSON.stringify(value)} with details, writing nothing`, async () => {
      const before = await rowCounts();
      const answer = await signUp(t.app, signUpForm(county, { [field]: value }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
      expect(answer.json().details.map((d: { path: string }) => d.path)).toContain(path);
      expect(await rowCounts()).toEqual(before);
    });
  }

  it('checks the GB 32100-2015 check character: one changed character fails', async () => {
    const valid = newCreditCode(county);
    const last = valid[17] === '0' ? '1' : '0';
    const answer = await signUp(t.app, signUpForm(county, { creditCode: valid.slice(0, 17) + last }));
    expect(answer.json().details).toContainEqual({ path: 'creditCode', message: 'creditCode' });
  });

  it('names every password problem, the account inside the password included', async () => {
    const answer = await signUp(t.app, signUpForm(county, { account: 'zhangsan', password: 'zhangsan' }));
    const problems = answer.json().details.filter((d: { path: string }) => d.path === 'password');
    expect(problems.map((d: { message: string }) => d.message)).toEqual(
      expect.arrayContaining(['tooFewClasses', 'sameAsAccount']),
    );
  });

  it('refuses regions that do not exist or lie outside the province', async () => {
    for (const regionCode of ['439999', '110101', '430000'.replace('43', '44')]) {
      const answer = await signUp(t.app, signUpForm(county, { regionCode }));
      expect(answer.statusCode, regionCode).toBe(400);
      expect(answer.json().details).toEqual([{ path: 'regionCode', message: 'region' }]);
    }
  });
});

describe('captcha', () => {
  it('is always required, and a challenge allows one guess', async () => {
    const form = signUpForm(county);
    const missing = await signUp(t.app, form, { captcha: false });
    expect(missing.json().code).toBe('CAPTCHA_REQUIRED');
    const key = await captchaKey(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/console/api/registration',
      headers: sameOrigin,
      remoteAddress: freshAddress(),
      payload: { ...form, captchaKey: key, captchaCode: 'XXXX' },
    });
    expect(wrong.json().code).toBe('CAPTCHA_INVALID');
    const again = await t.app.inject({
      method: 'POST',
      url: '/console/api/registration',
      headers: sameOrigin,
      remoteAddress: freshAddress(),
      payload: { ...form, captchaKey: key, captchaCode: 'K7MX' },
    });
    expect(again.json().code).toBe('CAPTCHA_INVALID');
  });
});

describe('a registration', () => {
  it('creates a pending organisation and user, audited, and signs in with a limited session', async () => {
    const form = signUpForm(county, { creditCode: newCreditCode(county).toLowerCase() });
    const answer = await signUp(t.app, form);
    expect(answer.statusCode).toBe(200);
    const status = answer.json().data;
    expect(status).toMatchObject({
      state: 'DRAFT',
      account: form.account,
      creditCode: form.creditCode!.toUpperCase(),
      identity: 'ENTERPRISE',
      licence: null,
      reason: null,
    });
    expect(status.regionNames[0]).toBe('湖南省');
    const [org] = await t.database.db.select().from(orgs).where(eq(orgs.creditCode, status.creditCode));
    expect(org).toMatchObject({
      status: 'PENDING',
      type: 'ENTERPRISE',
      regionCode: county,
      grades: ['NOT_APPLICABLE'],
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.orgId, org!.id));
    expect(user).toMatchObject({ status: 'PENDING', name: '张三', email: form.email, mobile: form.mobile });
    expect(await auditCount(t.database.db, { action: 'registration.created' })).toBeGreaterThanOrEqual(1);

    const cookie = sessionCookieOf(answer);
    expect((await get('/console/api/registration/status', cookie)).json().data.state).toBe('DRAFT');
    // The shell sees no console session; every other endpoint refuses with a message.
    expect((await get('/console/master/session/status', cookie)).json()).toEqual({
      data: { session: 'ANONYMOUS' },
    });
    for (const url of [
      '/console/api/session/me',
      '/console/api/notice/count',
      '/console/api/workflow/todo',
    ]) {
      const refused = await get(url, cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({
        code: 'WEB_ACCESS_DENIED',
        message: expect.stringContaining('审核'),
      });
    }
  });

  it('lets the registrant sign in again: a limited session, audited as such', async () => {
    const form = signUpForm(county);
    await signUp(t.app, form);
    const answer = await attemptLogin(t.app, { account: form.account!, password: form.password });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ limited: true, user: { account: form.account } });
    const cookie = sessionCookieOf(answer);
    expect((await get('/console/api/registration/status', cookie)).statusCode).toBe(200);
    expect((await get('/console/api/session/me', cookie)).statusCode).toBe(403);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign-in'), sql`${auditLog.detail}->>'limited' = 'true'`));
    expect(row!.n).toBeGreaterThanOrEqual(1);
  });

  it('refuses a taken account (any case) or credit code with a clear 409, writing nothing', async () => {
    const form = signUpForm(county);
    expect((await signUp(t.app, form)).statusCode).toBe(200);
    const before = await rowCounts();
    const sameAccount = await signUp(t.app, signUpForm(county, { account: form.account!.toUpperCase() }));
    expect(sameAccount.statusCode).toBe(409);
    expect(sameAccount.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('账号已被注册'),
    });
    const sameCode = await signUp(t.app, signUpForm(county, { creditCode: form.creditCode! }));
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().message).toContain('统一社会信用代码已注册');
    const [demo] = await t.database.db.select().from(orgs).where(eq(orgs.type, 'BROKER'));
    const demoCode = await signUp(t.app, signUpForm(county, { creditCode: demo!.creditCode! }));
    expect(demoCode.statusCode).toBe(409);
    const demoAccount = await signUp(t.app, signUpForm(county, { account: 'Ent-Gold' }));
    expect(demoAccount.statusCode).toBe(409);
    expect(await rowCounts()).toEqual(before);
  });

  it('registers an institution type too', async () => {
    const answer = await signUp(
      t.app,
      signUpForm(county, { identity: 'LAW_FIRM', creditCode: newCreditCode(county, '31') }),
    );
    expect(answer.statusCode).toBe(200);
    const [org] = await t.database.db.select().from(orgs).where(eq(orgs.name, answer.json().data.orgName));
    expect(org).toMatchObject({ type: 'LAW_FIRM', grades: [], status: 'PENDING' });
  });

  it('must come from the portal itself', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/console/api/registration',
      headers: { origin: 'https://evil.example' },
      payload: signUpForm(county),
    });
    expect(answer.json().code).toBe('CROSS_ORIGIN_REFUSED');
  });

  it(`allows ${REGISTRATIONS_PER_HOUR} sign-up attempts per address and hour`, async () => {
    const address = freshAddress();
    for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++) {
      const answer = await signUp(t.app, signUpForm(county, { account: 'x' }), { address, captcha: false });
      expect(answer.statusCode).toBe(400);
    }
    const over = await signUp(t.app, signUpForm(county), { address });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('whether a credit code is registered', () => {
  // Sign-up tells the person registering which field is taken; each answer costs a solved captcha
  // and one of the address's sign-ups per hour. A correction answers the same question, so a
  // registrant's corrections are bounded too: one captcha must not buy unlimited questions.
  it(`answers a registrant at most ${CORRECTIONS_PER_HOUR} corrections an hour, from any address`, async () => {
    const form = signUpForm(county);
    const cookie = sessionCookieOf(await signUp(t.app, form));
    const [taken] = await t.database.db.select().from(orgs).where(eq(orgs.type, 'BROKER'));
    const correct = (creditCode: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/console/api/registration',
        remoteAddress: freshAddress(),
        headers: { ...sameOrigin, cookie },
        payload: { ...form, creditCode },
      });
    for (let i = 0; i < CORRECTIONS_PER_HOUR; i++)
      expect((await correct(taken!.creditCode!)).statusCode, `question ${i + 1}`).toBe(409);
    const over = await correct(newCreditCode(county));
    expect(over.statusCode).toBe(429);
    // Signing in afresh does not reset the count: it is the registrant's, not the session's.
    const again = sessionCookieOf(
      await attemptLogin(t.app, { account: form.account!, password: form.password! }),
    );
    const fresh = await t.app.inject({
      method: 'PUT',
      url: '/console/api/registration',
      headers: { ...sameOrigin, cookie: again },
      payload: { ...form, creditCode: newCreditCode(county) },
    });
    expect(fresh.statusCode).toBe(429);
  });
});

describe('a limited session', () => {
  it('meets 403 WEB_ACCESS_DENIED on every signed-in route but the registrant ones', async () => {
    const cookie = sessionCookieOf(await signUp(t.app, signUpForm(county)));
    const guarded = t.app.consoleRoutes.filter((r) => r.access !== 'public' && r.access !== 'registrant');
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const answer = await t.app.inject({
        method: route.method as HTTPMethods,
        url: route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
        headers: { ...sameOrigin, cookie },
      });
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(answer.json().code, `${route.method} ${route.url}`).toBe('WEB_ACCESS_DENIED');
    }
  });
});

describe('registrant endpoints', () => {
  it('ask anonymous callers to sign in, and answer 404 to users without a registration', async () => {
    const cookie = await login(t.app, 'ent-normal');
    for (const [method, url] of [
      ['GET', '/console/api/registration/status'],
      ['PUT', '/console/api/registration'],
      ['POST', '/console/api/registration/licence'],
      ['POST', '/console/api/registration/submit'],
    ] as const) {
      const anonymous = await t.app.inject({ method, url, headers: sameOrigin });
      expect(anonymous.json().code, url).toBe('WEB_ACCESS_AUTH_REQUIRED');
    }
    expect((await get('/console/api/registration/status', cookie)).statusCode).toBe(404);
  });

  it('offer the regions of the province only, with leaves marked', async () => {
    const cities = (await get('/console/api/registration/regions')).json().data;
    expect(cities.length).toBeGreaterThan(5);
    expect(cities.every((c: { code: string }) => c.code.startsWith('43'))).toBe(true);
    const counties = (await get(`/console/api/registration/regions?parent=${cities[0].code}`)).json().data;
    expect(counties.every((c: { leaf: boolean }) => c.leaf)).toBe(true);
    expect((await get('/console/api/registration/regions?parent=110000')).json().data).toEqual([]);
  });
});
