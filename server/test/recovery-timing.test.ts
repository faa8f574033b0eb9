// Account recovery must not reveal by its timing whether an account exists, has that e-mail or a
// mobile: every code request runs the same SQL statements, writing or not, and so does every
// wrong reset code. Statements are counted by a drizzle logger over the test database's client.
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { outbox, users } from '../src/db/schema/index.ts';
import type { SmsTransport } from '../src/platform/outbox/sms-transport.ts';
import { buildTestApp, TEST_CAPTCHA_ANSWER, type TestApp, testCaptcha } from './helpers/app.ts';
import { sameOrigin } from './helpers/http.ts';
import { captchaKey, freshAddress } from './helpers/registration.ts';

let t: TestApp;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

/** An app on the test database whose every SQL statement is written down. */
async function loggedApp(config: Config, smsTransport?: SmsTransport) {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const client = (t.database.db as unknown as { $client: unknown }).$client;
  const db = (t.database.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as Database;
  const app = await buildApp({
    config,
    db,
    clock: t.clock.now,
    captcha: testCaptcha,
    logger: false,
    webDist: '/nonexistent/',
    smsTransport,
  });
  apps.push(app);
  // The first rate-limited call of a process also sweeps ended windows: not what is measured.
  await captchaKey(app);
  /** The statements one call ran (delivery, which starts after the answer, left out). */
  const run = async (url: string, payload: Record<string, string>) => {
    const solved = url.endsWith('/code')
      ? { captchaKey: await captchaKey(app), captchaCode: TEST_CAPTCHA_ANSWER }
      : {};
    statements.length = 0;
    const answer = await app.inject({
      method: 'POST',
      url,
      headers: sameOrigin,
      remoteAddress: freshAddress(),
      payload: { ...payload, ...solved },
    });
    const ran = statements.filter((s) => !s.startsWith('update "outbox"'));
    return { body: answer.body, statements: ran };
  };
  return {
    requestCode: (account: string, email: string) => run('/console/api/recovery/code', { account, email }),
    reset: (account: string, code: string) =>
      run('/console/api/recovery/reset', { account, code, password: 'Recovered#2026' }),
  };
}

async function contactOf(account: string) {
  const [row] = await t.database.db
    .select({ id: users.id, email: users.email, mobile: users.mobile })
    .from(users)
    .where(eq(users.account, account));
  return row!;
}

const writtenFor = async (userId: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.recipientUserId, userId))).map((m) => m.channel);

describe('a code request', () => {
  it('runs the same statements for a match, an unknown account, a wrong e-mail and a repeat', async () => {
    const app = await loggedApp(t.config);
    const user = await contactOf('ent-normal');
    const match = await app.requestCode('ent-normal', user.email!);
    const unknown = await app.requestCode('no-such-user', user.email!);
    const wrongEmail = await app.requestCode('ent-gold', 'someone@example.com');
    const repeat = await app.requestCode('ent-normal', user.email!);
    // The match did write its code and message; nothing else did.
    expect(await writtenFor(user.id)).toEqual(['email']);
    expect(await writtenFor((await contactOf('ent-gold')).id)).toEqual([]);
    expect(match.statements.length).toBeGreaterThan(3);
    for (const other of [unknown, wrongEmail, repeat]) {
      expect(other.body).toBe(match.body);
      expect(other.statements).toEqual(match.statements);
    }
  });

  it('with an SMS gateway, runs the same statements with a mobile, without one and for no account', async () => {
    const texts: string[] = [];
    const app = await loggedApp(
      { ...t.config, smsWebhookUrl: 'https://sms.example.test/send' },
      { sendSms: async (m) => void texts.push(m.to) },
    );
    const withPhone = await contactOf('ent-gold');
    const withoutPhone = await contactOf('ent-na');
    await t.database.db.update(users).set({ mobile: null }).where(eq(users.id, withoutPhone.id));
    const mobile = await app.requestCode('ent-gold', withPhone.email!);
    const noMobile = await app.requestCode('ent-na', withoutPhone.email!);
    const unknown = await app.requestCode('no-such-user', withPhone.email!);
    expect(await writtenFor(withPhone.id)).toEqual(['email', 'sms']);
    expect(await writtenFor(withoutPhone.id)).toEqual(['email']);
    for (const other of [noMobile, unknown]) {
      expect(other.body).toBe(mobile.body);
      expect(other.statements).toEqual(mobile.statements);
    }
  });
});

describe('a wrong reset code', () => {
  it('runs the same statements for a known account and an unknown one', async () => {
    const app = await loggedApp(t.config);
    const known = await app.reset('broker', '000000');
    const unknown = await app.reset('no-such-user', '000000');
    expect(JSON.parse(known.body).code).toBe('RESET_CODE_INVALID');
    expect(unknown.body).toBe(known.body);
    expect(unknown.statements).toEqual(known.statements);
  });
});
