// The pushed bell (issue 15 §3): GET /console/api/notice/stream answers server-sent events with the
// unread count at once and again when a notice for the user is committed, whoever sends it; a
// signed-out session's stream ends. Read over a real socket: inject waits for the answer's end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { servicesOf } from './helpers/services.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Opens the stream; `next()` answers the next event's name and data, or null once it has ended. */
async function open(cookie: string) {
  const answer = await fetch(`${base}/console/api/notice/stream`, {
    headers: { cookie, accept: 'text/event-stream' },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
  // Taken over from Fastify, the stream still carries the API's hardening headers (security.ts).
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  return {
    async next(): Promise<{ event: string; data: unknown } | null> {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (block.startsWith(':')) continue;
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
          return { event, data };
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffered += value;
      }
    },
    close: () => reader.cancel(),
  };
}

const userIdOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/console/api/session/me', headers: { cookie } })).json().data
    .id as string;

describe('the notice stream', () => {
  it('asks an anonymous caller to sign in', async () => {
    const answer = await fetch(`${base}/console/api/notice/stream`);
    // The portal's convention for "sign in first" (access.ts): 403 with this code.
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { code: string }).code).toBe('WEB_ACCESS_AUTH_REQUIRED');
  });

  it('answers a caller that does not ask for a stream with the count alone, and ends', async () => {
    const cookie = await login(t.app, 'ent-gold');
    const answer = await t.app.inject({
      method: 'GET',
      url: '/console/api/notice/stream',
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatch(/^event: count\ndata: \{"count":\d+\}\n\n$/);
  });

  it('sends the unread count at once and after each notice sent to the user, not to others', async () => {
    const cookie = await login(t.app, 'ent-gold');
    const other = await login(t.app, 'ent-normal');
    const stream = await open(cookie);
    const first = await stream.next();
    expect(first?.event).toBe('count');
    const before = (first!.data as { count: number }).count;
    const { notices } = servicesOf(t);
    // Sent to another user first: this stream stays quiet, so the next event is the user's own.
    await notices.send([await userIdOf(other)], { title: 'x', content: 'y', category: 'SYSTEM' });
    await notices.send([await userIdOf(cookie)], { title: '新消息', content: 'y', category: 'SYSTEM' });
    expect(await stream.next()).toEqual({ event: 'count', data: { count: before + 1 } });
    await stream.close();
  });

  it('pushes nothing for a notice whose transaction is rolled back', async () => {
    const cookie = await login(t.app, 'county');
    const stream = await open(cookie);
    const before = ((await stream.next())!.data as { count: number }).count;
    const { notices } = servicesOf(t);
    const id = await userIdOf(cookie);
    await t.database.db
      .transaction(async (tx) => {
        await notices.send([id], { title: 'lost', content: 'y', category: 'SYSTEM' }, tx);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await notices.send([id], { title: 'kept', content: 'y', category: 'SYSTEM' });
    expect(await stream.next()).toEqual({ event: 'count', data: { count: before + 1 } });
    await stream.close();
  });

  it('ends when the session is signed out', async () => {
    const cookie = await login(t.app, 'city');
    const stream = await open(cookie);
    await stream.next();
    const id = await userIdOf(cookie);
    const out = await t.app.inject({
      method: 'POST',
      url: '/console/logout',
      headers: { cookie, ...sameOrigin },
    });
    expect(out.statusCode).toBeLessThan(400);
    // The next wake finds the session gone and ends the stream instead of counting.
    await servicesOf(t).notices.send([id], { title: 'x', content: 'y', category: 'SYSTEM' });
    expect(await stream.next()).toBeNull();
  });
});
