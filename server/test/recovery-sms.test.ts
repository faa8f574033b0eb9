// Recovery by phone (issue 3 §2): with an SMS gateway configured, a code request also texts the
// account's mobile the very code the e-mail carries; SMS rows share the outbox's life cycle (held,
// queued, sent, failed, retried by the next pass) and its readers' rules. Without a gateway see
// recovery.test.ts: the phone is not used at all.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox, users } from '../src/db/schema/index.ts';
import { createOutbox, type MailTransport } from '../src/platform/outbox/outbox.service.ts';
import type { SmsTransport } from '../src/platform/outbox/sms-transport.ts';
import { buildTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from './helpers/app.ts';
import { attemptLogin, login, sameOrigin } from './helpers/http.ts';
import { captchaKey, freshAddress } from './helpers/registration.ts';

type Text = { to: string; text: string };
const texts: Text[] = [];
const gateway: SmsTransport = { sendSms: async (m) => texts.push(m) };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({
    env: { SMS_WEBHOOK_URL: 'https://sms.example.test/send' },
    smsTransport: gateway,
  });
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

async function contactOf(account: string) {
  const [row] = await t.database.db
    .select({ id: users.id, email: users.email, mobile: users.mobile })
    .from(users)
    .where(eq(users.account, account));
  return row!;
}

async function requestCode(account: string, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/console/api/recovery/code',
    headers: sameOrigin,
    remoteAddress: freshAddress(),
    payload: { account, email, captchaKey: await captchaKey(t.app), captchaCode: TEST_CAPTCHA_ANSWER },
  });
}

const rowsTo = (recipient: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
const codeIn = (body: string) => /验证码：(\d{6})/.exec(body)?.[1];
const list = async (query: string) =>
  (await t.app.inject({ url: `/console/api/management/outbox?${query}`, headers: { cookie: admin } })).json()
    .data.items as Array<{ id: string; channel: string; to: string; status: string; body: string | null }>;

describe('a code request with an SMS gateway', () => {
  it('texts the e-mail’s code to the registered mobile, and that code resets the password', async () => {
    const user = await contactOf('ent-normal');
    expect((await requestCode('ent-normal', user.email!)).statusCode).toBe(200);
    await vi.waitFor(() => expect(texts.filter((m) => m.to === user.mobile)).toHaveLength(1));
    const smsCode = codeIn(texts.find((m) => m.to === user.mobile)!.text);
    const [mail] = await rowsTo(user.email!);
    expect(mail).toMatchObject({ channel: 'email', status: 'HELD' });
    expect(smsCode).toMatch(/^\d{6}$/);
    expect(smsCode).toBe(codeIn(mail!.body));
    await vi.waitFor(async () =>
      expect(await rowsTo(user.mobile!)).toMatchObject([
        { channel: 'sms', status: 'SENT', recipientUserId: user.id, purpose: 'password-reset' },
      ]),
    );

    const reset = await t.app.inject({
      method: 'POST',
      url: '/console/api/recovery/reset',
      headers: sameOrigin,
      remoteAddress: freshAddress(),
      payload: { account: 'ent-normal', code: smsCode, password: 'ByPhone#2026' },
    });
    expect(reset.json()).toEqual({ data: { reset: true } });
    expect((await attemptLogin(t.app, { account: 'ent-normal', password: 'ByPhone#2026' })).statusCode).toBe(
      200,
    );
  });

  it('answers the same with a mobile, without one and for no account; texts only the first', async () => {
    const withPhone = await contactOf('ent-gold');
    const withoutPhone = await contactOf('ent-na');
    await t.database.db.update(users).set({ mobile: null }).where(eq(users.id, withoutPhone.id));
    const before = texts.length;
    const answers = [
      await requestCode('ent-gold', withPhone.email!),
      await requestCode('ent-na', withoutPhone.email!),
      await requestCode('no-such-user', withPhone.email!),
    ];
    expect(answers[1]!.body).toBe(answers[0]!.body);
    expect(answers[2]!.body).toBe(answers[0]!.body);
    await vi.waitFor(() => expect(texts.length).toBe(before + 1));
    expect(texts.at(-1)!.to).toBe(withPhone.mobile);
    expect(await rowsTo(withoutPhone.email!)).toHaveLength(1);
    const sms = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipientUserId, withoutPhone.id)));
    expect(sms).toEqual([]);
  });
});

describe('SMS in the outbox', () => {
  it('lists them by channel for administrators, delivered bodies withheld', async () => {
    const sms = await list('channel=sms&size=100');
    expect(sms.length).toBeGreaterThan(0);
    expect(sms.every((m) => m.channel === 'sms' && m.body === null && m.status === 'SENT')).toBe(true);
    expect(sms.map((m) => m.to)).toContain((await contactOf('ent-gold')).mobile);
    const mail = await list('channel=email&size=100');
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.every((m) => m.channel === 'email')).toBe(true);
    const bad = await t.app.inject({
      url: '/console/api/management/outbox?channel=fax',
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('holds them without a gateway, with the readers’ rules of held mail', async () => {
    const noGateway = createOutbox({
      db: t.database.db,
      clock: t.clock.now,
      config: { ...t.config, smsWebhookUrl: null },
    });
    expect(noGateway.canDeliver('sms')).toBe(false);
    const hold = async (account: string) => {
      const user = await contactOf(account);
      return noGateway.enqueue({
        channel: 'sms',
        to: user.mobile!,
        recipientUserId: user.id,
        subject: 's',
        body: '验证码：123456',
        purpose: 'password-reset',
      });
    };
    const cityUser = await hold('ent-normal');
    const administrator = await hold('admin');
    const auditor = await hold('auditor');
    const seenBy = async (cookie: string) => {
      const answer = await t.app.inject({
        url: '/console/api/management/outbox?channel=sms&status=HELD&size=100',
        headers: { cookie },
      });
      return new Map(
        (answer.json().data.items as Array<{ id: string; body: string | null }>).map((m) => [m.id, m.body]),
      );
    };
    const province = await seenBy(admin);
    expect(province.get(cityUser)).toBe('验证码：123456');
    // An auditor's code is nobody else's to pass on.
    expect(province.has(auditor)).toBe(true);
    expect(province.get(auditor)).toBeNull();

    // A city administrator reads its own region's messages only.
    await t.database.db
      .update(users)
      .set({ authorities: ['ADMIN'] })
      .where(eq(users.account, 'city'));
    const city = await seenBy(await login(t.app, 'city'));
    await t.database.db.update(users).set({ authorities: [] }).where(eq(users.account, 'city'));
    expect(city.get(cityUser)).toBe('验证码：123456');
    expect(city.has(administrator)).toBe(false);
    expect(city.has(auditor)).toBe(false);
  });

  it('marks an SMS FAILED with the gateway’s reason', async () => {
    const refusing: SmsTransport = { sendSms: async () => Promise.reject(new Error('quota exceeded')) };
    const box = createOutbox({
      db: t.database.db,
      clock: t.clock.now,
      config: t.config,
      smsTransport: refusing,
    });
    const id = await box.enqueue({
      channel: 'sms',
      to: '13900000001',
      subject: 's',
      body: 'b',
      purpose: 'test',
    });
    box.send(id);
    await box.idle();
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ channel: 'sms', status: 'FAILED', attempts: 1, error: 'quota exceeded' });
  });

  it('retries queued messages at start on every channel that has a provider', async () => {
    const silent: SmsTransport = { sendSms: async () => undefined };
    const silentMail: MailTransport = { sendMail: async () => undefined };
    // A process that queued both and stopped before delivering.
    const stopped = createOutbox({
      db: t.database.db,
      clock: t.clock.now,
      config: t.config,
      transport: silentMail,
      smsTransport: silent,
    });
    const sms = await stopped.enqueue({
      channel: 'sms',
      to: '13900000002',
      subject: 's',
      body: 'b',
      purpose: 'test',
    });
    const mail = await stopped.enqueue({ to: 'q@example.com', subject: 's', body: 'b', purpose: 'test' });
    const status = async (id: string) =>
      (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!.status;
    expect([await status(sms), await status(mail)]).toEqual(['QUEUED', 'QUEUED']);

    const sent: string[] = [];
    const smsOnly = createOutbox({
      db: t.database.db,
      clock: t.clock.now,
      config: t.config,
      smsTransport: { sendSms: async (m) => sent.push(m.to) },
    });
    await smsOnly.sendQueued();
    // The SMS that failed above has tries left: this pass tries it again too.
    expect(sent).toEqual(['13900000001', '13900000002']);
    // No mail transport in that process: the e-mail waits for one that has it.
    expect([await status(sms), await status(mail)]).toEqual(['SENT', 'QUEUED']);
    const both = createOutbox({
      db: t.database.db,
      clock: t.clock.now,
      config: t.config,
      transport: { sendMail: async (m) => sent.push(m.to) },
      smsTransport: silent,
    });
    await both.sendQueued();
    expect(sent).toEqual(['13900000001', '13900000002', 'q@example.com']);
    expect(await status(mail)).toBe('SENT');
  });
});
