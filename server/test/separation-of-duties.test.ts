// Issue 8 §1: one administrator alone must never end up signed in as an auditor. The chain the
// adversarial test found is played here from end to end, through the API as an administrator
// would through the screens: revoke AUDITOR → ask for a recovery code → read it in the held
// outbox → set a password of its choosing → grant AUDITOR again → read the audit log. Each rule
// that breaks it is then shown on its own, and the two-person way that must keep working.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { buildTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { attemptLogin, login, sameOrigin, sessionCookieOf } from './helpers/http.ts';
import { callerFor } from './helpers/management.ts';
import { captchaKey, freshAddress } from './helpers/registration.ts';

let t: TestApp;
let admin: ReturnType<typeof callerFor>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = callerFor(t.app, await login(t.app, 'admin'));
});
afterAll(() => t.close());

const USERS = '/console/api/management/users';
const CHOSEN = 'Chosen#2026pass';

async function userOf(account: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.account, account));
  return row!;
}

async function requestCode(account: string, email: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/console/api/recovery/code',
    headers: sameOrigin,
    remoteAddress: freshAddress(),
    payload: { account, email, captchaKey: await captchaKey(t.app), captchaCode: TEST_CAPTCHA_ANSWER },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** What the held outbox shows this administrator of the newest message to `email`. */
async function heldBody(caller: typeof admin, email: string): Promise<string | null> {
  const page = await caller(
    'GET',
    `/console/api/management/outbox?status=HELD&to=${encodeURIComponent(email)}`,
  );
  expect(page.statusCode).toBe(200);
  return page.json().data.items[0].body;
}

const resetWith = (account: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/console/api/recovery/reset',
    headers: sameOrigin,
    remoteAddress: freshAddress(),
    payload: { account, code, password: CHOSEN },
  });

/** A second administrator, as another person would hold it. */
async function secondAdministrator(account: string) {
  const created = await admin('POST', USERS, {
    account,
    name: '第二管理员',
    orgId: (await userOf('admin')).orgId,
  });
  const { user, temporaryPassword } = created.json().data;
  await t.database.db
    .update(users)
    .set({ authorities: ['ADMIN'], mustChangePassword: false })
    .where(eq(users.id, user.id));
  return callerFor(t.app, await login(t.app, account, { password: temporaryPassword }));
}

describe('one administrator cannot become the auditor', () => {
  it('the whole chain of the finding fails, and fails at two independent steps', async () => {
    const auditor = await userOf('auditor');
    // 1. Revoke AUDITOR (allowed: an auditor may leave its duty).
    const revoked = await admin('DELETE', `${USERS}/${auditor.id}/authorities/AUDITOR`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    // 2. Ask for a recovery code to the e-mail the user list shows.
    await requestCode('auditor', auditor.email!);
    // 3. The held outbox lists the message but never its code: the account held AUDITOR.
    expect(await heldBody(admin, auditor.email!)).toBeNull();
    // 4. So no password of the administrator's choosing can be set (a wrong guess changes nothing).
    expect((await resetWith('auditor', '000000')).statusCode).toBe(400);
    // 5. Granting AUDITOR again is refused to the administrator who revoked it.
    const regrant = await admin('PUT', `${USERS}/${auditor.id}/authorities/AUDITOR`);
    expect(regrant.statusCode).toBe(409);
    expect(regrant.json().message).toContain('其他管理员');
    // 6. So signing in as `auditor` does not reach the audit log.
    const signIn = await attemptLogin(t.app, { account: 'auditor' });
    expect(signIn.statusCode).toBe(200);
    const log = await callerFor(t.app, sessionCookieOf(signIn))('GET', '/console/api/audit');
    expect(log.statusCode).toBe(403);
    expect(await auditCount(t.database.db, { action: 'user.authority-granted', objectId: auditor.id })).toBe(
      0,
    );

    // The two-person way still works: another administrator grants AUDITOR back.
    const colleague = await secondAdministrator('admin-b');
    const granted = await colleague('PUT', `${USERS}/${auditor.id}/authorities/AUDITOR`);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data.authorities).toEqual(['AUDITOR']);
  });

  it('an ordinary user whose code an administrator read cannot be made an auditor by that administrator', async () => {
    // The same chain on an account that never held an authority: its held code IS shown (an
    // administrator passes codes on), and that is what bars the reader from granting AUDITOR.
    const clerk = await userOf('city');
    await requestCode('city', clerk.email!);
    const body = await heldBody(admin, clerk.email!);
    const code = /验证码：(\d{6})/.exec(body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(
      await auditCount(t.database.db, { action: 'outbox.code-shown', objectId: clerk.id }),
    ).toBeGreaterThan(0);
    // The administrator sets a password of its choosing…
    expect((await resetWith('city', code!)).statusCode).toBe(200);
    // …and may not make that account an auditor.
    const grant = await admin('PUT', `${USERS}/${clerk.id}/authorities/AUDITOR`);
    expect(grant.statusCode).toBe(409);
    const withChosen = await attemptLogin(t.app, { account: 'city', password: CHOSEN });
    const log = await callerFor(t.app, sessionCookieOf(withChosen))('GET', '/console/api/audit');
    expect(log.statusCode).toBe(403);
  });

  it('a former holder of ADMIN keeps its codes hidden after the revocation', async () => {
    const unit = await userOf('unit');
    await t.database.db
      .update(users)
      .set({ authorities: ['ADMIN'] })
      .where(eq(users.id, unit.id));
    // Revoked through the screen, so the audit log remembers it.
    expect((await admin('DELETE', `${USERS}/${unit.id}/authorities/ADMIN`)).statusCode).toBe(200);
    await requestCode('unit', unit.email!);
    expect(await heldBody(admin, unit.email!)).toBeNull();
  });
});
