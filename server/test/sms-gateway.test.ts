// The SMS gateway adapter against a real HTTP server on 127.0.0.1: what it posts, which answers
// count as delivered, and what the outbox records when the gateway refuses or cannot be reached.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/index.ts';
import { createOutbox } from '../src/platform/outbox/outbox.service.ts';
import { webhookSmsTransport } from '../src/platform/outbox/sms-transport.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
let received: Received[] = [];
/** How the gateway answers the next requests: a status and body, or never. */
let reply: { status: number; body: string } | 'hang' = { status: 200, body: '{"ok":true}' };

let server: Server;
let base: string;
let t: TestApp;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'text/plain' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await buildTestApp();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});
beforeEach(() => {
  received = [];
  reply = { status: 200, body: '{"ok":true}' };
});

const message = { to: '13800000007', text: '验证码：123456' };

describe('the HTTP SMS gateway', () => {
  it('posts {to, text} as JSON with the bearer token; a 2xx answer is a delivery', async () => {
    const gateway = webhookSmsTransport({ url: `${base}/send?account=portal`, token: 's3cret' });
    reply = { status: 202, body: '' };
    await gateway.sendSms(message);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/send?account=portal' });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.authorization).toBe('Bearer s3cret');
    expect(JSON.parse(request!.body)).toEqual(message);
  });

  it('sends no authorization without a token', async () => {
    await webhookSmsTransport({ url: `${base}/send`, token: null }).sendSms(message);
    expect(received[0]!.headers).not.toHaveProperty('authorization');
  });

  it('counts any other answer, an unreachable gateway and a silent one as failures', async () => {
    const gateway = webhookSmsTransport({ url: `${base}/send`, token: null, timeoutMs: 200 });
    reply = { status: 302, body: '' };
    await expect(gateway.sendSms(message)).rejects.toThrow('SMS gateway answered 302');
    reply = { status: 400, body: 'bad number' };
    await expect(gateway.sendSms(message)).rejects.toThrow('SMS gateway answered 400: bad number');
    reply = 'hang';
    await expect(gateway.sendSms(message)).rejects.toThrow('SMS gateway did not answer within 0.2 s');
    // A port nobody listens on: the server's own, once closed, is the only sure one.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = webhookSmsTransport({ url: `http://127.0.0.1:${port}/send`, token: null });
    await expect(nowhere.sendSms(message)).rejects.toThrow(/^SMS gateway unreachable: .*ECONNREFUSED/);
  });

  it('is what the outbox uses on SMS_WEBHOOK_URL: a 500 leaves the message FAILED with the reason', async () => {
    const config = { ...t.config, smsWebhookUrl: `${base}/send`, smsWebhookToken: 'tok' };
    const box = createOutbox({ db: t.database.db, clock: t.clock.now, config });
    reply = { status: 500, body: 'gateway down' };
    const failed = await box.enqueue({ channel: 'sms', ...toRow(message) });
    box.send(failed);
    await box.idle();
    reply = { status: 200, body: 'ok' };
    const sent = await box.enqueue({ channel: 'sms', ...toRow(message) });
    box.send(sent);
    await box.idle();

    expect(received.map((r) => r.headers.authorization)).toEqual(['Bearer tok', 'Bearer tok']);
    const row = async (id: string) => (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0];
    expect(await row(failed)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      error: 'SMS gateway answered 500: gateway down',
    });
    expect(await row(sent)).toMatchObject({ status: 'SENT', error: null });
  });
});

function toRow(m: typeof message) {
  return { to: m.to, subject: '找回密码验证码', body: m.text, purpose: 'test' };
}
