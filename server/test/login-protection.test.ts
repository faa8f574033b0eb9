import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema/index.ts';
import { buildTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { MINUTE } from './helpers/clock.ts';
import { attemptLogin, login, loginWithCaptcha, sameOrigin } from './helpers/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const audited = (action: string) => auditCount(t.database.db, { action });
const captchaRequired = async (account: string) =>
  (await t.app.inject({ method: 'GET', url: `/console/api/captcha/required?account=${account}` })).json().data
    .required;

describe('LOGIN_FAILED tells nothing', () => {
  it('answers the same status and body for an unknown account, a wrong password, garbage and a mismatch', async () => {
    const answers = [
      await attemptLogin(t.app, { account: 'nobody-here' }),
      await attemptLogin(t.app, { account: 'ent-na', password: 'Wrong@2026' }),
      await attemptLogin(t.app, { account: 'lawfirm', message: 'bm90IGEgY2lwaGVy' }),
      await attemptLogin(t.app, { account: 'accountant', innerAccount: 'admin' }),
      await attemptLogin(t.app, { account: 'investor', key: 'WrongKey16bytes!' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: 'LOGIN_FAILED', message: '账号或密码错误' });
      expect(answer.cookies).toEqual([]);
    }
  });

  it('refuses a disabled user with the right password like a wrong one', async () => {
    await t.database.db.update(users).set({ status: 'DISABLED' }).where(eq(users.account, 'ent-normal'));
    const answer = await attemptLogin(t.app, { account: 'ent-normal' });
    expect(answer.json()).toEqual({ code: 'LOGIN_FAILED', message: '账号或密码错误' });
    await t.database.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.account, 'ent-normal'));
    expect((await attemptLogin(t.app, { account: 'ent-normal' })).statusCode).toBe(200);
  });

  it('audits every failure without an actor', async () => {
    const before = await audited('auth.sign-in-failed');
    await attemptLogin(t.app, { account: 'ghost-audit', address: '192.0.2.10' });
    expect(await audited('auth.sign-in-failed')).toBe(before + 1);
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, 'ghost-audit'));
    expect(row).toMatchObject({
      actorId: null,
      objectType: 'account',
      address: '192.0.2.10',
      detail: { known: false },
    });
  });

  it('rejects a malformed form with VALIDATION_FAILED and field details', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/console/login?ajax=true',
      headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'account=admin',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'message' }] });
  });
});

// Locks hold an account for the failing address only: login-lock-address.test.ts shows the owner
// getting in from elsewhere; here every attempt of an account comes from one address.
const NO_SUCH_ADDRESS = '192.0.2.40';

describe('captcha and lock (per account name, existing or not)', () => {
  for (const [account, address] of [
    ['broker', '192.0.2.30'],
    ['no-such-account', NO_SUCH_ADDRESS],
  ] as const) {
    it(`asks for a captcha after 3 failures and locks after 5: ${account}`, async () => {
      expect(await captchaRequired(account)).toBe(false);
      for (let i = 0; i < 3; i++) {
        expect((await attemptLogin(t.app, { account, address, password: 'Wrong@2026' })).json().code).toBe(
          'LOGIN_FAILED',
        );
      }
      expect(await captchaRequired(account)).toBe(true);
      expect((await attemptLogin(t.app, { account, address })).json().code).toBe('CAPTCHA_REQUIRED');
      const wrong = await attemptLogin(t.app, {
        account,
        address,
        captchaKey: '00000000-0000-4000-8000-000000000000',
        captchaCode: 'AAAA',
      });
      expect(wrong.json().code).toBe('CAPTCHA_INVALID');
      expect((await loginWithCaptcha(t.app, { account, address, password: 'Wrong@2026' })).json().code).toBe(
        'LOGIN_FAILED',
      );
      const fifth = await loginWithCaptcha(t.app, { account, address, password: 'Wrong@2026' });
      expect(fifth.statusCode).toBe(400);
      expect(fifth.json()).toMatchObject({
        code: 'ACCOUNT_LOCKED',
        message: expect.stringContaining('锁定至'),
      });
      // Even the right password is refused while locked.
      expect((await loginWithCaptcha(t.app, { account, address })).json().code).toBe('ACCOUNT_LOCKED');
      expect(await auditCount(t.database.db, { action: 'auth.sign-in-failed', objectId: account })).toBe(5);
      expect(await auditCount(t.database.db, { action: 'auth.account-locked', objectId: account })).toBe(1);
    });
  }

  it('accepts a right captcha once only, case-insensitively', async () => {
    const address = '192.0.2.31';
    for (let i = 0; i < 3; i++)
      await attemptLogin(t.app, { account: 'investor', address, password: 'Wrong@2026' });
    const challenge = (await t.app.inject({ method: 'GET', url: '/console/api/captcha' })).json().data;
    expect(challenge.image).toMatch(/^data:image\/png;base64,/);
    const code = TEST_CAPTCHA_ANSWER.toLowerCase();
    const ok = await attemptLogin(t.app, {
      account: 'investor',
      address,
      captchaKey: challenge.key,
      captchaCode: code,
    });
    expect(ok.statusCode).toBe(200);
    // Success resets the count of its address (the only one that failed), so the next sign-in needs
    // no captcha; the used challenge is gone anyway.
    expect(await captchaRequired('investor')).toBe(false);
    for (let i = 0; i < 3; i++) await attemptLogin(t.app, { account: 'investor', password: 'Wrong@2026' });
    const reused = await attemptLogin(t.app, {
      account: 'investor',
      captchaKey: challenge.key,
      captchaCode: code,
    });
    expect(reused.json().code).toBe('CAPTCHA_INVALID');
  });

  it('refuses an expired captcha', async () => {
    for (let i = 0; i < 3; i++) await attemptLogin(t.app, { account: 'ent-na', password: 'Wrong@2026' });
    const { key } = (await t.app.inject({ method: 'GET', url: '/console/api/captcha' })).json().data;
    t.clock.advance(6 * MINUTE);
    const late = await attemptLogin(t.app, {
      account: 'ent-na',
      captchaKey: key,
      captchaCode: TEST_CAPTCHA_ANSWER,
    });
    expect(late.json().code).toBe('CAPTCHA_INVALID');
  });

  it('lets an administrator list and lift a lock, audited', async () => {
    const address = '192.0.2.32';
    for (let i = 0; i < 5; i++)
      await loginWithCaptcha(t.app, { account: 'broker', address, password: 'Wrong@2026' });
    const admin = await login(t.app, 'admin');
    const list = await t.app.inject({
      method: 'GET',
      url: '/console/api/management/login-locks',
      headers: { cookie: admin },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items).toContainEqual({
      account: 'broker',
      address,
      failures: 5,
      lockedUntil: expect.any(String),
    });
    const before = await audited('auth.account-unlocked');
    const unlock = await t.app.inject({
      method: 'DELETE',
      url: '/console/api/management/login-locks?account=Broker',
      headers: { cookie: admin, ...sameOrigin },
    });
    expect(unlock.json()).toEqual({ data: { account: 'broker' } });
    expect(await audited('auth.account-unlocked')).toBe(before + 1);
    // Lifted for every address, with the failures that asked for a captcha.
    expect((await attemptLogin(t.app, { account: 'broker', address })).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/console/api/management/login-locks?account=broker',
      headers: { cookie: admin, ...sameOrigin },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses the lock list and unlock to a non-administrator', async () => {
    const cookie = await login(t.app, 'city');
    for (const method of ['GET', 'DELETE'] as const) {
      const answer = await t.app.inject({
        method,
        url: '/console/api/management/login-locks?account=no-such-account',
        headers: { cookie, ...sameOrigin },
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ code: 'WEB_ACCESS_DENIED', message: '抱歉，该功能仅限系统管理员使用' });
    }
  });

  it('releases the lock but keeps asking for a captcha, and locks again for longer', async () => {
    const account = 'no-such-account';
    const address = NO_SUCH_ADDRESS;
    t.clock.advance(MINUTE);
    expect(await captchaRequired(account)).toBe(true);
    expect((await attemptLogin(t.app, { account, address })).json().code).toBe('CAPTCHA_REQUIRED');
    expect((await loginWithCaptcha(t.app, { account, address })).json().code).toBe('LOGIN_FAILED');
    const again = await loginWithCaptcha(t.app, { account, address });
    expect(again.json().code).toBe('ACCOUNT_LOCKED');
    const until = new Date(again.json().details[0].message).getTime();
    expect(until - t.clock.now().getTime()).toBe(5 * MINUTE);
  });

  it('lifts one address’s lock when the administrator names it', async () => {
    const [a, b] = ['192.0.2.33', '192.0.2.34'];
    for (const address of [a, b])
      for (let i = 0; i < 5; i++)
        await loginWithCaptcha(t.app, { account: 'bank', address, password: 'Wrong@2026' });
    const admin = await login(t.app, 'admin');
    const unlock = await t.app.inject({
      method: 'DELETE',
      url: `/console/api/management/login-locks?account=bank&address=${a}`,
      headers: { cookie: admin, ...sameOrigin },
    });
    expect(unlock.json()).toEqual({ data: { account: 'bank', address: a } });
    expect((await loginWithCaptcha(t.app, { account: 'bank', address: a })).statusCode).toBe(200);
    expect((await loginWithCaptcha(t.app, { account: 'bank', address: b })).json().code).toBe(
      'ACCOUNT_LOCKED',
    );
  });
});
