import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { attemptLogin, DEMO_PASSWORD, login, loginWithCaptcha, sameOrigin } from './helpers/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const changePassword = (cookie: string, body: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: '/console/api/session/password',
    headers: { cookie, ...sameOrigin },
    payload: body,
  });
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/console/api/session/me', headers: { cookie } });

describe('PUT /console/api/session/password', () => {
  it('refuses a wrong current password with PASSWORD_WRONG', async () => {
    const cookie = await login(t.app, 'ent-gold');
    const answer = await changePassword(cookie, {
      currentPassword: 'Nope@2026x',
      newPassword: 'Brand-New-2026',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'PASSWORD_WRONG', details: [{ path: 'currentPassword' }] });
  });

  it('refuses a weak password with PASSWORD_WEAK and the problems', async () => {
    const cookie = await login(t.app, 'ent-gold');
    const cases: Array<[string, string[]]> = [
      ['short1A', ['tooShort']],
      ['alllowercase', ['tooFewClasses']],
      ['Ent-Gold-2026', ['sameAsAccount']],
      [DEMO_PASSWORD, ['sameAsCurrent']],
    ];
    for (const [newPassword, problems] of cases) {
      const answer = await changePassword(cookie, { currentPassword: DEMO_PASSWORD, newPassword });
      expect(answer.statusCode, newPassword).toBe(400);
      const body = answer.json();
      expect(body.code).toBe('PASSWORD_WEAK');
      expect(body.details.map((d: { message: string }) => d.message)).toEqual(problems);
    }
  });

  it('refuses a missing field with VALIDATION_FAILED', async () => {
    const cookie = await login(t.app, 'ent-gold');
    const answer = await changePassword(cookie, { currentPassword: DEMO_PASSWORD });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'newPassword' }] });
  });

  it('changes the password, ends the other sessions only, and is audited', async () => {
    const other = await login(t.app, 'ent-gold');
    const current = await login(t.app, 'ent-gold');
    const before = await auditCount(t.database.db, { action: 'user.password-changed' });
    const answer = await changePassword(current, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Golden#Seed88',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await me(other)).statusCode).toBe(403);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(current)).json().data.mustChangePassword).toBe(false);
    expect(await auditCount(t.database.db, { action: 'user.password-changed' })).toBe(before + 1);
    expect((await attemptLogin(t.app, { account: 'ent-gold' })).json().code).toBe('LOGIN_FAILED');
    expect((await attemptLogin(t.app, { account: 'ent-gold', password: 'Golden#Seed88' })).statusCode).toBe(
      200,
    );
  });
});

describe('guessing the current password', () => {
  it('counts like failed sign-ins: at five the account locks for that address and the session ends', async () => {
    const cookie = await login(t.app, 'ent-na');
    const wrong = { currentPassword: 'Guess@2026x', newPassword: 'Brand-New-2026' };
    for (let i = 0; i < 4; i++)
      expect((await changePassword(cookie, wrong)).json().code).toBe('PASSWORD_WRONG');
    const fifth = await changePassword(cookie, wrong);
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    expect((await me(cookie)).statusCode).toBe(403);
    // Locked for the address the guesses came from (inject's 127.0.0.1), not for the owner elsewhere.
    const again = await loginWithCaptcha(t.app, { account: 'ent-na', address: '127.0.0.1' });
    expect(again.json().code).toBe('ACCOUNT_LOCKED');
    expect((await loginWithCaptcha(t.app, { account: 'ent-na' })).statusCode).toBe(200);
    expect(await auditCount(t.database.db, { action: 'user.password-change-failed' })).toBeGreaterThanOrEqual(
      5,
    );
    expect(await auditCount(t.database.db, { action: 'auth.account-locked', objectId: 'ent-na' })).toBe(1);
  });

  it('starts counting afresh after a successful change', async () => {
    const cookie = await login(t.app, 'investor');
    const wrong = { currentPassword: 'Guess@2026x', newPassword: 'Brand-New-2026' };
    for (let i = 0; i < 4; i++) await changePassword(cookie, wrong);
    const ok = await changePassword(cookie, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Capital#2026b',
    });
    expect(ok.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await changePassword(cookie, wrong);
    expect((await me(cookie)).statusCode).toBe(200);
  });
});
