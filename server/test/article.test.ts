import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { HOUR } from './helpers/clock.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { multipartBody, pngImage } from './helpers/multipart.ts';

let t: TestApp;
let admin: string;
let city: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, 'admin');
  city = await login(t.app, 'city');
});
afterAll(() => t.close());

const BASE = '/console/api/portal/management/articles';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, as?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, ...(as ? { cookie: as } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const draft = (extra: Record<string, unknown> = {}) => ({
  title: '测试文章：工作动态',
  category: 'WORK_DYNAMIC',
  summary: '摘要',
  body: '<p>正文内容</p>',
  ...extra,
});

async function create(extra: Record<string, unknown> = {}) {
  const answer = await call('POST', BASE, admin, draft(extra));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { articleId: string; version: number; state: string; displayState: string };
}
const publish = (id: string) => call('POST', `${BASE}/${id}/publish`, admin, {});
const publicDetail = (id: string) => call('GET', `/console/api/portal/articles/${id}`);

describe('access', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const adminRoutes: [Method, string, unknown?][] = [
    ['GET', BASE],
    ['GET', `${BASE}/${someId}`],
    ['POST', BASE, draft()],
    ['PUT', `${BASE}/${someId}`, { ...draft(), version: 1 }],
    ['POST', `${BASE}/${someId}/publish`, {}],
    ['POST', `${BASE}/${someId}/unpublish`, {}],
    ['DELETE', `${BASE}/${someId}`],
  ];

  it('management needs a session and the ADMIN authority', async () => {
    for (const [method, url, body] of adminRoutes) {
      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(403);
      expect(anonymous.json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
      const denied = await call(method, url, city, body);
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json().code).toBe('WEB_ACCESS_DENIED');
    }
  });

  it('an unknown article answers 404 to the administrator', async () => {
    for (const [method, url, body] of adminRoutes.filter(([, url]) => url.includes(someId))) {
      const answer = await call(method, url, admin, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('the portal reads need no sign-in', async () => {
    for (const url of [
      '/console/api/portal/home',
      '/console/api/portal/articles?category=NEWS',
      '/console/api/portal/search?q=上市',
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(200);
    }
  });
});

describe('validation', () => {
  it('refuses bad input with field details', async () => {
    const answer = await call(
      'POST',
      BASE,
      admin,
      draft({ title: ' ', category: 'GOSSIP', coverUrl: 'javascript:alert(1)', order: -1, body: '' }),
    );
    expect(answer.statusCode).toBe(400);
    const paths = answer.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'category', 'coverUrl', 'order', 'body']));
    const title = answer.json().details.find((d: { path: string }) => d.path === 'title');
    expect(title.message).toBe('请填写标题');
  });

  it('refuses a malformed id, a missing version and bad list filters', async () => {
    expect((await call('GET', `${BASE}/42`, admin)).statusCode).toBe(400);
    expect((await call('PUT', `${BASE}/${(await create()).articleId}`, admin, draft())).statusCode).toBe(400);
    for (const query of ['state=LOST', 'from=2026-13-01', 'category=NOPE', 'size=101']) {
      expect((await call('GET', `${BASE}?${query}`, admin)).statusCode, query).toBe(400);
    }
    expect((await call('GET', '/console/api/portal/articles')).statusCode).toBe(400);
    expect((await call('GET', '/console/api/portal/search?q=')).statusCode).toBe(400);
  });

  it('counts the body’s text, not its markup, against the editor’s 10000-character limit', async () => {
    // Tags, entities and the line breaks between blocks are not characters the reader sees.
    const exactly = `<p>${'<strong>字</strong>'.repeat(5000)}</p>\n<p>${'&amp;'.repeat(5000)}</p>`;
    const accepted = await call('POST', BASE, admin, draft({ body: exactly }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const over = await call('POST', BASE, admin, draft({ body: `<p>${'字'.repeat(10_001)}</p>` }));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body', message: '正文不能超过 10000 字（当前 10001 字）' }],
    });
    const { articleId, version } = accepted.json().data;
    const edit = { ...draft({ body: `<p>${'字'.repeat(10_001)}</p>` }), version };
    expect((await call('PUT', `${BASE}/${articleId}`, admin, edit)).statusCode).toBe(400);
  });
});

describe('life of an article', () => {
  it('a draft is the administrator’s only; publishing shows it, audited', async () => {
    const article = await create({ title: '起草中的文章' });
    expect(article).toMatchObject({ state: 'DRAFT', displayState: 'DRAFT', version: 1 });
    expect(await auditCount(t.database.db, { action: 'article.created', objectId: article.articleId })).toBe(
      1,
    );
    expect((await publicDetail(article.articleId)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${article.articleId}`, admin)).json().data.body).toBe(
      '<p>正文内容</p>',
    );

    const published = await publish(article.articleId);
    expect(published.json().data).toMatchObject({
      state: 'PUBLISHED',
      displayState: 'PUBLISHED',
      version: 2,
    });
    expect(published.json().data.publishAt).toBe(t.clock.now().toISOString());
    expect(
      await auditCount(t.database.db, { action: 'article.published', objectId: article.articleId }),
    ).toBe(1);
    expect((await publish(article.articleId)).statusCode).toBe(409);

    const first = (await publicDetail(article.articleId)).json().data;
    const second = (await publicDetail(article.articleId)).json().data;
    expect(first.title).toBe('起草中的文章');
    expect(second.viewCount).toBe(first.viewCount + 1);
  });

  it('unpublishing takes it off the portal, audited; publishing again brings it back', async () => {
    const { articleId } = await create({ title: '下线测试' });
    await publish(articleId);
    const off = await call('POST', `${BASE}/${articleId}/unpublish`, admin, {});
    expect(off.json().data.state).toBe('UNPUBLISHED');
    expect(await auditCount(t.database.db, { action: 'article.unpublished', objectId: articleId })).toBe(1);
    expect((await publicDetail(articleId)).statusCode).toBe(404);
    const list = (await call('GET', '/console/api/portal/articles?category=WORK_DYNAMIC&size=100')).json()
      .data;
    expect(list.items.map((a: { articleId: string }) => a.articleId)).not.toContain(articleId);
    expect((await call('POST', `${BASE}/${articleId}/unpublish`, admin, {})).statusCode).toBe(409);
    expect((await publish(articleId)).statusCode).toBe(200);
    expect((await publicDetail(articleId)).statusCode).toBe(200);
  });

  it('a future publish time schedules it: visible once the clock gets there', async () => {
    const at = new Date(t.clock.now().getTime() + 2 * HOUR).toISOString();
    const { articleId } = await create({ title: '定时发布的文章', publishAt: at });
    const scheduled = (await publish(articleId)).json().data;
    expect(scheduled).toMatchObject({ state: 'PUBLISHED', displayState: 'SCHEDULED', publishAt: at });
    expect((await publicDetail(articleId)).statusCode).toBe(404);
    const listed = (await call('GET', `${BASE}?state=SCHEDULED`, admin)).json().data.items;
    expect(listed.map((a: { articleId: string }) => a.articleId)).toContain(articleId);
    t.clock.advance(2 * HOUR);
    admin = await login(t.app, 'admin'); // the idle session ended while the clock moved
    expect((await publicDetail(articleId)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${articleId}`, admin)).json().data.displayState).toBe('PUBLISHED');
  });

  it('an edit that leaves the publish time empty keeps a published article where it was', async () => {
    const { articleId } = await create({ title: '编辑后仍在门户' });
    const published = (await publish(articleId)).json().data;
    expect(published.publishAt).not.toBeNull();
    const edited = await call('PUT', `${BASE}/${articleId}`, admin, {
      ...draft({ title: '编辑后仍在门户（改）' }),
      version: published.version,
    });
    expect(edited.json().data).toMatchObject({ displayState: 'PUBLISHED', publishAt: published.publishAt });
    expect((await publicDetail(articleId)).statusCode).toBe(200);

    const at = new Date(t.clock.now().getTime() + HOUR).toISOString();
    const later = await create({ title: '定时发布后编辑', publishAt: at });
    const scheduled = (await publish(later.articleId)).json().data;
    const kept = await call('PUT', `${BASE}/${later.articleId}`, admin, {
      ...draft({ title: '定时发布后编辑（改）' }),
      version: scheduled.version,
    });
    expect(kept.json().data).toMatchObject({ displayState: 'SCHEDULED', publishAt: at });
  });

  it('an edit on a stale version is refused with 409 and changes nothing', async () => {
    const { articleId } = await create();
    const first = await call('PUT', `${BASE}/${articleId}`, admin, {
      ...draft({ title: '第一次修改' }),
      version: 1,
    });
    expect(first.json().data).toMatchObject({ title: '第一次修改', version: 2, updatedBy: 'admin' });
    const stale = await call('PUT', `${BASE}/${articleId}`, admin, {
      ...draft({ title: '过期修改' }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    expect((await call('GET', `${BASE}/${articleId}`, admin)).json().data.title).toBe('第一次修改');
    expect(await auditCount(t.database.db, { action: 'article.updated', objectId: articleId })).toBe(1);
    expect((await call('POST', `${BASE}/${articleId}/publish`, admin, { version: 1 })).statusCode).toBe(409);
  });

  it('deletes, audited; afterwards it is gone', async () => {
    const { articleId } = await create();
    const answer = await call('DELETE', `${BASE}/${articleId}`, admin);
    expect(answer.json()).toEqual({ data: { articleId } });
    expect(await auditCount(t.database.db, { action: 'article.deleted', objectId: articleId })).toBe(1);
    expect((await call('GET', `${BASE}/${articleId}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${articleId}`, admin)).statusCode).toBe(404);
  });

  it('sanitises the body on the way in', async () => {
    const { articleId } = await create({
      body: '<p onclick="x()">好<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">链接</a></p>',
    });
    const body = (await call('GET', `${BASE}/${articleId}`, admin)).json().data.body as string;
    expect(body).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(body).toContain('好');
  });
});

describe('reading the portal', () => {
  it('search finds published articles only, by title and body', async () => {
    const shown = await create({ title: '蓝鲸计划公开稿', body: '<p>关于<strong>翠鸟</strong>的说明</p>' });
    await publish(shown.articleId);
    await create({ title: '蓝鲸计划内部稿', body: '<p>翠鸟</p>' });
    for (const q of ['蓝鲸计划', '翠鸟']) {
      const hits = (await call('GET', `/console/api/portal/search?q=${encodeURIComponent(q)}`)).json().data;
      expect(hits.total, q).toBe(1);
      expect(hits.items[0].articleId).toBe(shown.articleId);
    }
    const hit = (await call('GET', `/console/api/portal/search?q=${encodeURIComponent('翠鸟')}`)).json().data;
    expect(hit.items[0].snippet).toContain('翠鸟');
    // % and _ are matched literally, not as wildcards.
    const none = await call('GET', `/console/api/portal/search?q=${encodeURIComponent('%_%')}`);
    expect(none.json().data.total).toBe(0);
  });

  it('lists by category, pinned first, with paging', async () => {
    const page = (await call('GET', '/console/api/portal/articles?category=NEWS&size=2')).json().data;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items[0].pinned).toBe(true);
    const both = (
      await call('GET', '/console/api/portal/articles?category=WORK_DYNAMIC,FINANCING_DYNAMIC&size=100')
    )
      .json()
      .data.items.map((a: { category: string }) => a.category);
    expect(new Set(both)).toEqual(new Set(['WORK_DYNAMIC', 'FINANCING_DYNAMIC']));
  });

  it('the home feed brings every section and the highlights in one call', async () => {
    const home = (await call('GET', '/console/api/portal/home')).json().data;
    for (const c of ['NEWS', 'WORK_DYNAMIC', 'FINANCING_DYNAMIC', 'POLICY', 'COLLEGE', 'SEED_COMPANY']) {
      expect(home.sections[c]?.length, c).toBeGreaterThan(0);
    }
    expect(home.sections.SEED_COMPANY.length).toBeLessThanOrEqual(8);
    expect(home.carousel.length).toBeGreaterThan(0);
    expect(home.highlights.enterprises).toBeGreaterThanOrEqual(3);
    expect(home.highlights.institutions.intermediary).toBeGreaterThanOrEqual(3);
    expect(home.highlights.articles).toBeGreaterThan(30);
  });

  it('filters the administrator’s list by category, state, keyword and date', async () => {
    const q = (query: string) => call('GET', `${BASE}?${query}`, admin).then((r) => r.json().data);
    const drafts = await q('state=DRAFT&category=WORK_DYNAMIC');
    expect(drafts.items.every((a: { state: string }) => a.state === 'DRAFT')).toBe(true);
    expect((await q(`keyword=${encodeURIComponent('证券法')}`)).items[0].title).toBe('中华人民共和国证券法');
    const today = t.clock.now().toISOString().slice(0, 10);
    const recent = await q(`from=${today}&to=${today}&size=100`);
    expect(recent.total).toBeGreaterThan(0);
    expect((await q('from=2000-01-01&to=2000-01-02')).total).toBe(0);
    expect((await q('size=5&page=2')).items).toHaveLength(5);
  });
});

describe('files of an article', () => {
  async function upload(): Promise<string> {
    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'cover.png', content: pngImage() },
    ]);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/console/api/files',
      headers: { ...headers, ...sameOrigin, cookie: admin },
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.url as string;
  }
  const anonymousStatus = async (url: string) => (await call('GET', url)).statusCode;

  it('become public with the article and private again when it leaves the portal', async () => {
    const [cover, image] = [await upload(), await upload()];
    const { articleId } = await create({ coverUrl: cover, body: `<p>图</p><img src="${image}">` });
    expect(await anonymousStatus(cover)).toBe(404);
    await publish(articleId);
    expect(await anonymousStatus(cover)).toBe(200);
    expect(await anonymousStatus(image)).toBe(200);
    // Another published article shows the same picture: it stays public when this one goes.
    const other = await create({ body: `<img src="${image}">` });
    await publish(other.articleId);
    await call('POST', `${BASE}/${articleId}/unpublish`, admin, {});
    expect(await anonymousStatus(cover)).toBe(404);
    expect(await anonymousStatus(image)).toBe(200);
    await call('DELETE', `${BASE}/${other.articleId}`, admin);
    expect(await anonymousStatus(image)).toBe(404);
  });
});
