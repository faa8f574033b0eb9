// One delivery per message: a deliverer claims the row before it sends, so two deliverers (a
// request's send() and the start-up retry, or two server processes) never both send it; a claim
// left by a process that died mid-send runs out and the next retry pass takes the row again. A
// failed delivery is tried again by the next pass, up to OUTBOX_MAX_ATTEMPTS tries in all, but
// never past the message's expiry (a reset code that no longer works): then it stays FAILED.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../src/db/schema/index.ts';
import {
  createOutbox,
  OUTBOX_CLAIM_LEASE_MS,
  OUTBOX_MAX_ATTEMPTS,
  OUTBOX_RETRY_MINUTES,
} from '../src/platform/outbox/outbox.service.ts';
import type { SmsTransport } from '../src/platform/outbox/sms-transport.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { MINUTE } from './helpers/clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A gateway whose sends stay pending until release() (or forever): a slow provider. */
function slowGateway() {
  const calls: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const transport: SmsTransport = {
    sendSms: async (m) => {
      calls.push(m.to);
      await released;
    },
  };
  return { calls, transport, release };
}

const outboxWith = (smsTransport?: SmsTransport) =>
  createOutbox({ db: t.database.db, clock: t.clock.now, config: t.config, smsTransport });

const enqueueText = (box: ReturnType<typeof outboxWith>, to: string) =>
  box.enqueue({ channel: 'sms', to, subject: 's', body: '验证码：123456', purpose: 'test' });

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

describe('outbox delivery', () => {
  let texted = 0;
  it.each([
    ['send', 'send'],
    ['send', 'sendQueued'],
    ['sendQueued', 'sendQueued'],
  ] as const)('two deliverers (%s, %s) on one queued row send it once', async (first, second) => {
    const gateway = slowGateway();
    const [a, b] = [outboxWith(gateway.transport), outboxWith(gateway.transport)];
    const to = `1390000${String(++texted).padStart(4, '0')}`;
    const id = await enqueueText(a, to);
    const start = (box: typeof a, how: 'send' | 'sendQueued') => {
      if (how === 'sendQueued') return box.sendQueued();
      box.send(id);
      return box.idle();
    };
    let oneFinished = false;
    const finishing = [start(a, first), start(b, second)];
    void Promise.race(finishing).then(() => {
      oneFinished = true;
    });
    // Until the gateway answers, a deliverer can only finish by having been refused the row; a
    // second send would show up as a second call instead.
    await vi.waitFor(() => expect(oneFinished || gateway.calls.length > 1).toBe(true));
    gateway.release();
    await Promise.all(finishing);
    expect(gateway.calls.filter((c) => c === to)).toEqual([to]);
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('retries at start a row whose deliverer died mid-send, once its claim has run out', async () => {
    const dead = slowGateway(); // never released: the process stopped while sending
    const stopped = outboxWith(dead.transport);
    const id = await enqueueText(stopped, '13900009999');
    stopped.send(id);
    await vi.waitFor(() => expect(dead.calls).toEqual(['13900009999']));

    const sent: string[] = [];
    const restarted = outboxWith({ sendSms: async (m) => sent.push(m.to) });
    await restarted.sendQueued();
    expect(sent).toEqual([]);
    t.clock.advance(OUTBOX_CLAIM_LEASE_MS - MINUTE);
    await restarted.sendQueued();
    expect(sent).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: 'QUEUED', attempts: 1 });

    t.clock.advance(2 * MINUTE);
    await restarted.sendQueued();
    expect(sent).toEqual(['13900009999']);
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('tries a failed message again at the next pass, and a passing fault is over', async () => {
    const texts: string[] = [];
    let refuse = true;
    const flaky = outboxWith({
      sendSms: async (m) => {
        if (refuse) throw new Error('gateway busy');
        texts.push(m.to);
      },
    });
    const id = await enqueueText(flaky, '13900007777');
    flaky.send(id);
    await flaky.idle();
    expect(await rowOf(id)).toMatchObject({ status: 'FAILED', attempts: 1, error: 'gateway busy' });

    refuse = false;
    await flaky.sendQueued();
    expect(texts).toEqual(['13900007777']);
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', attempts: 2, error: null });
  });

  it(`gives up after ${OUTBOX_MAX_ATTEMPTS} failed tries, leaving the message FAILED`, async () => {
    const tries: string[] = [];
    const refusing = outboxWith({
      sendSms: async (m) => {
        tries.push(m.to);
        throw new Error('unknown number');
      },
    });
    const id = await enqueueText(refusing, '13900006666');
    refusing.send(id);
    await refusing.idle();
    for (let pass = 2; pass <= OUTBOX_MAX_ATTEMPTS + 2; pass++) await refusing.sendQueued();
    expect(tries).toEqual(Array(OUTBOX_MAX_ATTEMPTS).fill('13900006666'));
    expect(await rowOf(id)).toMatchObject({
      status: 'FAILED',
      attempts: OUTBOX_MAX_ATTEMPTS,
      error: 'unknown number',
    });
  });

  it('never sends a HELD message, even once a provider is there', async () => {
    const held = await enqueueText(outboxWith(undefined), '13900005555');
    expect(await rowOf(held)).toMatchObject({ status: 'HELD' });
    const sent: string[] = [];
    await outboxWith({ sendSms: async (m) => sent.push(m.to) }).sendQueued();
    expect(sent).not.toContain('13900005555');
    expect(await rowOf(held)).toMatchObject({ status: 'HELD', attempts: 0 });
  });
});

describe('an expiring message', () => {
  /** A reset text whose code lives 10 minutes from now, as recovery writes it. */
  const enqueueCode = (box: ReturnType<typeof outboxWith>, to: string) =>
    box.enqueue({
      channel: 'sms',
      to,
      subject: 's',
      body: '验证码：654321',
      purpose: 'password-reset',
      expiresAt: new Date(t.clock.now().getTime() + 10 * MINUTE),
    });

  it('is tried again until its expiry, then not any more: FAILED, 已过期', async () => {
    const texts: string[] = [];
    let refuse = true;
    const flaky = outboxWith({
      sendSms: async (m) => {
        if (refuse) throw new Error('gateway busy');
        texts.push(m.to);
      },
    });
    const code = await enqueueCode(flaky, '13900004444');
    const plain = await enqueueText(flaky, '13900004445');
    for (const id of [code, plain]) flaky.send(id);
    await flaky.idle();
    t.clock.advance(OUTBOX_RETRY_MINUTES * MINUTE);
    await flaky.sendQueued();
    expect(await rowOf(code)).toMatchObject({ status: 'FAILED', attempts: 2, error: 'gateway busy' });

    // The gateway is back, but the code has expired meanwhile: only the message without expiry goes.
    refuse = false;
    t.clock.advance(OUTBOX_RETRY_MINUTES * MINUTE);
    await flaky.sendQueued();
    expect(texts).toEqual(['13900004445']);
    expect(await rowOf(code)).toMatchObject({ status: 'FAILED', attempts: 2, error: '已过期' });
    expect(await rowOf(plain)).toMatchObject({ status: 'SENT', attempts: 3 });
    await flaky.sendQueued();
    expect(texts).toEqual(['13900004445']);
    expect(await rowOf(code)).toMatchObject({ status: 'FAILED', attempts: 2 });
  });

  it('left queued is not sent once it has expired, by a retry pass nor by send()', async () => {
    const sent: string[] = [];
    const box = outboxWith({ sendSms: async (m) => sent.push(m.to) });
    const [late, later] = [await enqueueCode(box, '13900003333'), await enqueueCode(box, '13900003334')];
    t.clock.advance(10 * MINUTE);
    box.send(late);
    await box.idle();
    expect(sent).toEqual([]);
    expect(await rowOf(late)).toMatchObject({ status: 'QUEUED', attempts: 0 });
    await box.sendQueued();
    expect(sent).toEqual([]);
    for (const id of [late, later])
      expect(await rowOf(id)).toMatchObject({ status: 'FAILED', attempts: 0, error: '已过期' });
  });

  it('is sent as any other while it lives', async () => {
    const sent: string[] = [];
    const box = outboxWith({ sendSms: async (m) => sent.push(m.to) });
    const id = await enqueueCode(box, '13900002222');
    t.clock.advance(10 * MINUTE - 1000);
    await box.sendQueued();
    expect(sent).toContain('13900002222');
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', attempts: 1 });
  });
});
