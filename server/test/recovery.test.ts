// Account recovery and the outbox (issue 3 §2): same answer whether or not the account exists,
// codes that expire in 10 minutes and allow 5 tries, a reset that ends every session, and an
// outbox only administrators read; with SMTP configured, delivery through the transport.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../src/db/schema/index.ts';
import { createOutbox, type MailTransport } from '../src/platform/outbox/outbox.service.ts';
import { buildTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { MINUTE } from './helpers/clock.ts';
import { attemptLogin, login, sameOrigin } from './helpers/http.ts';
import { captchaKey, freshAddress } from './helpers/registration.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Recovered#2026';

async function emailOf(account: string): Promise<string> {
  const [row] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.account, account));
  return row!.email!;
}

async function requestCode(account: string, email: string, captcha = true) {
  const solved = captcha ? { captchaKey: await captchaKey(t.app), captchaCode: TEST_CAPTCHA_ANSWER } : {};
  return t.app.inject({
    method: 'POST',
    url: '/console/api/recovery/code',
    headers: sameOrigin,
    remoteAddress: freshAddress(),
    payload: { account, email, ...solved },
  });
}

const reset = (account: string, code: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/console/api/recovery/reset',
    headers: sameOrigin,
    remoteAddress: freshAddress(),
    payload: { account, code, password },
  });

/** The code of the newest held message to this address, as an administrator reads it. */
async function codeSentTo(email: string): Promise<string> {
  const page = (
    await t.app.inject({ url: `/console/api/management/outbox?to=${email}`, headers: { cookie: admin } })
  ).json().data;
  return /验证码：(\d{6})/.exec(page.items[0].body)![1]!;
}

const heldTo = async (email: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.recipient, email))).length;

describe('asking for a code', () => {
  it('answers the same for a known account, an unknown one and a wrong e-mail', async () => {
    const email = await emailOf('ent-normal');
    const known = await requestCode('ent-normal', email);
    const unknown = await requestCode('no-such-user', email);
    const wrongEmail = await requestCode('ent-gold', 'someone@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(wrongEmail.body).toBe(known.body);
    expect(await heldTo(email)).toBe(1);
    expect(await heldTo('someone@example.com')).toBe(0);
    expect(await auditCount(t.database.db, { action: 'recovery.code-requested' })).toBe(3);
  });

  it('needs a captcha', async () => {
    expect((await requestCode('ent-normal', 'x@example.com', false)).json().code).toBe('CAPTCHA_REQUIRED');
  });

  it('uses no phone without an SMS gateway: the held e-mail is the only message', async () => {
    const email = await emailOf('bank');
    const [user] = await t.database.db
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(eq(users.account, 'bank'));
    expect(user!.mobile).toBeTruthy();
    await requestCode('bank', email);
    const written = await t.database.db.select().from(outbox).where(eq(outbox.recipientUserId, user!.id));
    expect(written.map((m) => [m.channel, m.recipient, m.status])).toEqual([['email', email, 'HELD']]);
  });

  it('does not send a second code within a minute, and says the same', async () => {
    const email = await emailOf('ent-na');
    const first = await requestCode('ent-na', email);
    const second = await requestCode('ent-na', email);
    expect(second.body).toBe(first.body);
    expect(await heldTo(email)).toBe(1);
  });
});

describe('resetting', () => {
  it('allows 5 tries, then even the right code is refused', async () => {
    const email = await emailOf('broker');
    await requestCode('broker', email);
    const code = await codeSentTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await reset('broker', wrong);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('RESET_CODE_INVALID');
    }
    expect((await reset('broker', code)).json().code).toBe('RESET_CODE_INVALID');
    // An unknown account meets the very same answer.
    const unknown = await reset('no-such-user', code);
    expect(unknown.body).toBe((await reset('broker', code)).body);
  });

  it('expires a code after 10 minutes (injected clock)', async () => {
    const email = await emailOf('lawfirm');
    await requestCode('lawfirm', email);
    const code = await codeSentTo(email);
    t.clock.advance(10 * MINUTE + 1000);
    expect((await reset('lawfirm', code)).json().code).toBe('RESET_CODE_INVALID');
  });

  it('checks the new password first, without using a try', async () => {
    const email = await emailOf('accountant');
    await requestCode('accountant', email);
    const code = await codeSentTo(email);
    const weak = await reset('accountant', code, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.map((d: { path: string }) => d.path)).toContain('password');
    for (let i = 0; i < 4; i++) await reset('accountant', '999999' === code ? '888888' : '999999');
    expect((await reset('accountant', code)).statusCode).toBe(200);
  });

  it('sets the new password, ends every session, audited', async () => {
    const old = await login(t.app, 'investor');
    const before = await auditCount(t.database.db, { action: 'user.password-reset' });
    const email = await emailOf('investor');
    await requestCode('investor', email);
    const answer = await reset('investor', await codeSentTo(email));
    expect(answer.json()).toEqual({ data: { reset: true } });
    expect(
      (await t.app.inject({ url: '/console/api/session/me', headers: { cookie: old } })).json().code,
    ).toBe('WEB_ACCESS_AUTH_REQUIRED');
    expect((await attemptLogin(t.app, { account: 'investor' })).statusCode).toBe(400);
    expect((await attemptLogin(t.app, { account: 'investor', password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await auditCount(t.database.db, { action: 'user.password-reset' })).toBe(before + 1);
    // Used: the same code does not work twice.
    expect((await reset('investor', await codeSentTo(email))).statusCode).toBe(400);
  });
});

describe('the outbox', () => {
  it('is for administrators only, paged and filtered, and reading it is audited', async () => {
    const url = '/console/api/management/outbox?page=1&size=2&status=HELD';
    expect((await t.app.inject({ url })).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    for (const who of ['ent-normal', 'auditor', 'city']) {
      const refused = await t.app.inject({ url, headers: { cookie: await login(t.app, who) } });
      expect(refused.json().code, who).toBe('WEB_ACCESS_DENIED');
    }
    const before = await auditCount(t.database.db, { action: 'outbox.read' });
    const page = (await t.app.inject({ url, headers: { cookie: admin } })).json().data;
    expect(page).toMatchObject({ page: 1, size: 2 });
    expect(page.total).toBeGreaterThan(2);
    expect(page.items).toHaveLength(2);
    expect(page.items.every((m: { status: string }) => m.status === 'HELD')).toBe(true);
    expect(await auditCount(t.database.db, { action: 'outbox.read' })).toBe(before + 1);
    const bad = await t.app.inject({
      url: '/console/api/management/outbox?status=LOST',
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('delivers through SMTP when configured, and withholds delivered bodies', async () => {
    const sent: string[] = [];
    const ok: MailTransport = { sendMail: async (m) => sent.push(m.to) };
    const mail = createOutbox({ db: t.database.db, clock: t.clock.now, config: t.config, transport: ok });
    const id = await mail.enqueue({ to: 'a@example.com', subject: 's', body: 'b', purpose: 'test' });
    mail.send(id);
    await mail.idle();
    expect(sent).toEqual(['a@example.com']);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'SENT' });
    const listed = (
      await t.app.inject({ url: '/console/api/management/outbox?status=SENT', headers: { cookie: admin } })
    )
      .json()
      .data.items.find((m: { id: string }) => m.id === id);
    expect(listed.body).toBeNull();

    const failing: MailTransport = { sendMail: async () => Promise.reject(new Error('connection refused')) };
    const broken = createOutbox({
      db: t.database.db,
      clock: t.clock.now,
      config: t.config,
      transport: failing,
    });
    const other = await broken.enqueue({ to: 'b@example.com', subject: 's', body: 'b', purpose: 'test' });
    broken.send(other);
    await broken.idle();
    const [failed] = await t.database.db.select().from(outbox).where(eq(outbox.id, other));
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1, error: 'connection refused' });
  });

  it('withholds a held code once it has expired, marked expired; a message without expiry stays', async () => {
    const listed = async (to: string) =>
      (
        await t.app.inject({
          url: `/console/api/management/outbox?status=HELD&to=${encodeURIComponent(to)}`,
          headers: { cookie: admin },
        })
      ).json().data.items as Array<{
        body: string | null;
        expired: boolean;
        createdAt: string;
        expiresAt: string | null;
      }>;
    const email = await emailOf('ent-gold');
    await requestCode('ent-gold', email);
    const held = createOutbox({ db: t.database.db, clock: t.clock.now, config: t.config });
    await held.enqueue({ to: 'plain@example.com', subject: 's', body: 'no expiry', purpose: 'test' });

    const [live] = await listed(email);
    expect(live).toMatchObject({ status: 'HELD', expired: false });
    expect(live!.body).toMatch(/验证码：\d{6}/);
    // The message expires with its code.
    expect(Date.parse(live!.expiresAt!) - Date.parse(live!.createdAt)).toBe(10 * MINUTE);

    t.clock.advance(10 * MINUTE);
    const [dead] = await listed(email);
    expect(dead).toMatchObject({ status: 'HELD', expired: true, body: null });
    expect(await listed('plain@example.com')).toMatchObject([
      { body: 'no expiry', expired: false, expiresAt: null },
    ]);
  });
});

describe('who reads whose mail', () => {
  // An administrator below the province passes on codes only of its own region's users, and no
  // administrator reads another administrator's or auditor's code (that would be a takeover).
  const held = async (cookie: string, email: string) =>
    (
      await t.app.inject({
        url: `/console/api/management/outbox?status=HELD&size=100&to=${encodeURIComponent(email)}`,
        headers: { cookie },
      })
    ).json().data.items as Array<{ to: string; body: string | null }>;

  it('scopes held mail to the reader’s region and hides codes of ADMIN and AUDITOR holders', async () => {
    const grant = (account: string) =>
      t.database.db
        .update(users)
        .set({ authorities: ['ADMIN'] })
        .where(eq(users.account, account));
    await grant('city');
    const cityAdmin = await login(t.app, 'city');
    const adminEmail = await emailOf('admin');
    const cityUserEmail = await emailOf('ent-normal');
    await requestCode('admin', adminEmail);
    await requestCode('ent-normal', cityUserEmail);
    await requestCode('auditor', await emailOf('auditor'));

    // The city's administrator: the province administrator's mail is not even listed.
    expect(await held(cityAdmin, adminEmail)).toEqual([]);
    const mine = await held(cityAdmin, cityUserEmail);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]!.body).toMatch(/验证码：\d{6}/);

    // The province administrator lists the auditor's mail but cannot read its code.
    const auditorMail = await held(admin, await emailOf('auditor'));
    expect(auditorMail.length).toBeGreaterThan(0);
    expect(auditorMail.every((m) => m.body === null)).toBe(true);
    // …nor the city administrator's code, now that the city holds ADMIN.
    await requestCode('city', await emailOf('city'));
    const cityMail = await held(admin, await emailOf('city'));
    expect(cityMail.length).toBeGreaterThan(0);
    expect(cityMail.every((m) => m.body === null)).toBe(true);
    await t.database.db.update(users).set({ authorities: [] }).where(eq(users.account, 'city'));
  });
});
