// Issue 8 §4: failed sign-ins lock an account only for the addresses they came from, with growing
// delays, so an attacker cannot lock the owner out; the account asks everybody for a captcha.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { MINUTE } from './helpers/clock.ts';
import { attemptLogin, login, loginWithCaptcha, sameOrigin } from './helpers/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ATTACKER = '198.51.100.66';
const OWNER = '198.51.100.7';
const WRONG = 'Wrong@2026x';

/** One guess the way a determined attacker sends it: with a solved captcha once one is asked. */
async function guess(account: string, address: string, password = WRONG) {
  const plain = await attemptLogin(t.app, { account, address, password });
  if (plain.json().code !== 'CAPTCHA_REQUIRED') return plain;
  return loginWithCaptcha(t.app, { account, address, password });
}

const lockedFor = (answer: { json(): { details?: { message: string }[] } }) =>
  (new Date(answer.json().details![0]!.message).getTime() - t.clock.now().getTime()) / MINUTE;

const locksAudited = (account: string, address: string) =>
  t.database.db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'auth.account-locked'),
        eq(auditLog.objectId, account),
        eq(auditLog.address, address),
      ),
    );

describe('an attacker cannot lock the owner out', () => {
  it('20 failures from one address lock that address only; the owner signs in from another with a captcha', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) codes.push((await guess('admin', ATTACKER)).json().code);
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('LOGIN_FAILED'));
    expect(codes.slice(4)).toEqual(Array(16).fill('ACCOUNT_LOCKED'));
    // Even the right password, with a captcha, does not get the attacker's address in.
    const right = await loginWithCaptcha(t.app, { account: 'admin', address: ATTACKER });
    expect(right.json().code).toBe('ACCOUNT_LOCKED');

    // The account now asks everybody for a captcha; with it the owner gets in from elsewhere.
    expect((await attemptLogin(t.app, { account: 'admin', address: OWNER })).json().code).toBe(
      'CAPTCHA_REQUIRED',
    );
    const owner = await loginWithCaptcha(t.app, { account: 'admin', address: OWNER });
    expect(owner.statusCode).toBe(200);
    // The owner's success lifts nothing for the attacker.
    expect((await guess('admin', ATTACKER)).json().code).toBe('ACCOUNT_LOCKED');
    expect(await locksAudited('admin', ATTACKER)).toHaveLength(1);
    expect(await locksAudited('admin', OWNER)).toHaveLength(0);
  });

  it('locks the failing address for longer each time: 1, 5, 15, then 60 minutes', async () => {
    const account = 'city';
    const attacker = '198.51.100.67';
    const minutes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await guess(account, attacker);
      if (i < 4) expect(answer.json().code).toBe('LOGIN_FAILED');
      else minutes.push(lockedFor(answer));
    }
    for (let step = 0; step < 4; step++) {
      t.clock.advance(minutes.at(-1)! * MINUTE);
      // A served lock leaves two guesses before the next one.
      expect((await guess(account, attacker)).json().code).toBe('LOGIN_FAILED');
      const answer = await guess(account, attacker);
      expect(answer.json().code).toBe('ACCOUNT_LOCKED');
      minutes.push(lockedFor(answer));
    }
    expect(minutes).toEqual([1, 5, 15, 60, 60]);
    const audited = await locksAudited(account, attacker);
    expect(audited.map((r) => (r.detail as { minutes: number }).minutes)).toEqual([1, 5, 15, 60, 60]);
    // Meanwhile the owner still signs in from another address.
    expect((await loginWithCaptcha(t.app, { account, address: OWNER })).statusCode).toBe(200);
  });

  it('answers a name that does not exist exactly like one that does', async () => {
    const sequence = async (account: string, address: string) => {
      const codes: string[] = [];
      for (let i = 0; i < 7; i++) {
        const answer = await guess(account, address);
        codes.push(`${answer.statusCode} ${answer.json().code} ${answer.json().message}`);
      }
      codes.push(String(await captchaRequired(account)));
      return codes;
    };
    expect(await sequence('no-such-user', '198.51.100.90')).toEqual(
      await sequence('county', '198.51.100.91'),
    );
    expect(await locksAudited('no-such-user', '198.51.100.90')).toHaveLength(1);
  });

  it('guesses of the current password lock the session holder’s address, not the owner’s', async () => {
    const thief = '198.51.100.68';
    const cookie = await login(t.app, 'unit', { address: thief });
    const change = () =>
      t.app.inject({
        method: 'PUT',
        url: '/console/api/session/password',
        headers: { cookie, ...sameOrigin },
        remoteAddress: thief,
        payload: { currentPassword: WRONG, newPassword: 'Brand-New-2026' },
      });
    for (let i = 0; i < 4; i++) expect((await change()).json().code).toBe('PASSWORD_WRONG');
    expect((await change()).statusCode).toBe(403);
    expect((await loginWithCaptcha(t.app, { account: 'unit', address: thief })).json().code).toBe(
      'ACCOUNT_LOCKED',
    );
    expect((await loginWithCaptcha(t.app, { account: 'unit', address: OWNER })).statusCode).toBe(200);
    expect(await locksAudited('unit', thief)).toHaveLength(1);
  });
});

const captchaRequired = async (account: string) =>
  (await t.app.inject({ method: 'GET', url: `/console/api/captcha/required?account=${account}` })).json().data
    .required as boolean;
