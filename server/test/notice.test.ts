import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { servicesOf } from './helpers/services.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await login(t.app, 'ent-normal');
});
afterAll(() => t.close());

const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: as } });
const unread = async (as = cookie) =>
  (await get('/console/api/notice/count', as)).json().data.count as number;

describe('notices', () => {
  it('starts every demo user with unread notices, a welcome first', async () => {
    expect(await unread()).toBe(3);
    const page = (await get('/console/api/notice/')).json().data;
    expect(page).toMatchObject({ total: 3, page: 1, size: 10 });
    expect(page.items[0].title).toMatch(/^欢迎使用/);
    expect(page.items.every((n: { read: boolean }) => !n.read)).toBe(true);
  });

  it('pages newest first', async () => {
    const first = (await get('/console/api/notice/?page=1&size=2')).json().data;
    const second = (await get('/console/api/notice/?page=2&size=2')).json().data;
    expect(first.items).toHaveLength(2);
    expect(second).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(second.items).toHaveLength(1);
    const times = [...first.items, ...second.items].map((n: { createdAt: string }) =>
      Date.parse(n.createdAt),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Also without the trailing slash.
    expect((await get('/console/api/notice?page=1&size=1')).json().data.items).toHaveLength(1);
  });

  it('refuses a page size over 100 and a page below 1', async () => {
    for (const query of ['size=101', 'page=0', 'size=abc']) {
      const answer = await get(`/console/api/notice/?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('marks read, which lowers the count once', async () => {
    const [first] = (await get('/console/api/notice/')).json().data.items;
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: `/console/api/notice/read?noticeId=${first.noticeId}`,
        headers: { cookie, ...sameOrigin },
      });
    const answer = await put();
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ noticeId: first.noticeId, read: true });
    expect(await unread()).toBe(2);
    // Again, as a client that labels an empty body as JSON: still fine, and counted once.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/console/api/notice/read?noticeId=${first.noticeId}`,
      headers: { cookie, ...sameOrigin, 'content-type': 'application/json' },
    });
    expect(again.statusCode).toBe(200);
    expect(await unread()).toBe(2);
  });

  it('discards, which removes it from the list, audited', async () => {
    const { items } = (await get('/console/api/notice/')).json().data;
    const target = items[items.length - 1];
    const discard = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/console/api/notice/discarded?noticeId=${target.noticeId}`,
        headers: { cookie, ...sameOrigin },
      });
    const answer = await discard();
    expect(answer.json()).toEqual({ data: { noticeId: target.noticeId } });
    const after = (await get('/console/api/notice/')).json().data;
    expect(after.total).toBe(2);
    expect(after.items.map((n: { noticeId: string }) => n.noticeId)).not.toContain(target.noticeId);
    expect(await unread()).toBe(1);
    expect(await auditCount(t.database.db, { action: 'notice.discarded', objectId: target.noticeId })).toBe(
      1,
    );
    expect((await discard()).statusCode).toBe(404);
  });

  it("answers 404 for another user's notice, and 400 for a malformed id", async () => {
    const other = await login(t.app, 'ent-na');
    const [theirs] = (await get('/console/api/notice/', other)).json().data.items;
    for (const [method, path] of [
      ['PUT', 'read'],
      ['DELETE', 'discarded'],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url: `/console/api/notice/${path}?noticeId=${theirs.noticeId}`,
        headers: { cookie, ...sameOrigin },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('NOT_FOUND');
    }
    expect(await unread(other)).toBe(3);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/console/api/notice/read?noticeId=42',
      headers: { cookie, ...sameOrigin },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'noticeId' }] });
  });

  it('delivers what notices.send sends', async () => {
    const [bank] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'bank'));
    const bankCookie = await login(t.app, 'bank');
    const before = await unread(bankCookie);
    const { notices } = servicesOf(t);
    await notices.send([bank!.id], {
      title: '您有一条新的待办',
      content: '请处理',
      category: '待办提醒',
      link: '/workflow',
    });
    // This service is not the app's: like another process's, its notice reaches the app's cached
    // count through the announcement, which on PostgreSQL comes on its own connection a moment later.
    const started = performance.now();
    while ((await unread(bankCookie)) !== before + 1 && performance.now() - started < 1_000)
      await new Promise((r) => setTimeout(r, 20));
    expect(await unread(bankCookie)).toBe(before + 1);
    expect((await get('/console/api/notice/?size=1', bankCookie)).json().data.items[0].title).toBe(
      '您有一条新的待办',
    );
  });
});
