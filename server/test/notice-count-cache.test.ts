// The bell's unread count is reused per user (issue 15 §1): a burst of calls costs one query, yet a
// notice sent, read or discarded through another app on the database (another process) is counted
// at once, through the announcement each process listens to; UNREAD_COUNT_CACHE_MS bounds the reuse
// when no announcement comes. Runs on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, users } from '../src/db/schema/index.ts';
import { UNREAD_COUNT_CACHE_MS } from '../src/platform/notices/notices.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { type LoggedApp, queryLoggedApp } from './helpers/query-log.ts';
import { servicesOf } from './helpers/services.ts';

let t: TestApp;
let other: FastifyInstance;
let logged: LoggedApp;
beforeAll(async () => {
  t = await buildTestApp();
  other = await t.withEnv({});
  logged = await queryLoggedApp(t);
});
afterAll(async () => {
  await logged.app.close();
  await t.close();
});

const count = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/console/api/notice/count', headers: { cookie } })).json().data
    .count as number;

/** Polls until `app` counts `expected` (an announcement on PostgreSQL arrives on its own connection). */
async function countsSoon(app: FastifyInstance, cookie: string, expected: number): Promise<void> {
  const started = performance.now();
  while ((await count(app, cookie)) !== expected && performance.now() - started < 1_000)
    await new Promise((r) => setTimeout(r, 20));
  expect(await count(app, cookie)).toBe(expected);
}

const userId = async (account: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, account)))[0]!.id;

describe('the unread count cache', () => {
  it('answers a burst of counts with one query, and counts again once the time has passed', async () => {
    const cookie = await login(logged.app, 'ent-gold');
    logged.statements.length = 0;
    const countQueries = () => logged.statements.filter((s) => /count\(.*from "notices"/.test(s)).length;
    for (let i = 0; i < 5; i++) expect(await count(logged.app, cookie)).toBe(3);
    expect(countQueries()).toBe(1);
    t.clock.advance(UNREAD_COUNT_CACHE_MS);
    expect(await count(logged.app, cookie)).toBe(3);
    expect(countQueries()).toBe(2);
  });

  it('counts a notice sent, read or discarded elsewhere at once', async () => {
    const here = await login(t.app, 'ent-normal');
    const there = await login(other, 'ent-normal');
    expect(await count(other, there)).toBe(3);
    // Sent by another process's service.
    await servicesOf(t).notices.send([await userId('ent-normal')], {
      title: '新消息',
      content: '内容',
      category: 'test',
    });
    await countsSoon(other, there, 4);
    // Read and discarded through this app: the other, which holds the count, hears of it.
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/console/api/notice/', headers: { cookie: here } })
    ).json().data.items as { noticeId: string }[];
    const read = await t.app.inject({
      method: 'PUT',
      url: `/console/api/notice/read?noticeId=${inbox[0]!.noticeId}`,
      headers: { cookie: here, ...sameOrigin },
    });
    expect(read.statusCode).toBe(200);
    await countsSoon(other, there, 3);
    const discarded = await t.app.inject({
      method: 'DELETE',
      url: `/console/api/notice/discarded?noticeId=${inbox[1]!.noticeId}`,
      headers: { cookie: here, ...sameOrigin },
    });
    expect(discarded.statusCode).toBe(200);
    await countsSoon(other, there, 2);
    expect(await count(t.app, here)).toBe(2);
  });

  it('without an announcement, reuses the count for UNREAD_COUNT_CACHE_MS at most', async () => {
    const cookie = await login(t.app, 'ent-na');
    expect(await count(t.app, cookie)).toBe(3);
    // A row written without pg_notify (as if the announcement were lost with the connection).
    await t.database.db.insert(notices).values({
      userId: await userId('ent-na'),
      title: '静默',
      content: '内容',
      category: 'test',
      createdAt: t.clock.now(),
    });
    expect(await count(t.app, cookie)).toBe(3);
    t.clock.advance(UNREAD_COUNT_CACHE_MS);
    expect(await count(t.app, cookie)).toBe(4);
  });
});
