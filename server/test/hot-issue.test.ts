import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { login, sameOrigin } from './helpers/http.ts';

let t: TestApp;
let admin: string;
let entGold: string;
let auditor: string;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, entGold, auditor] = await Promise.all([
    login(t.app, 'admin'),
    login(t.app, 'ent-gold'),
    login(t.app, 'auditor'),
  ]);
});
afterAll(() => t.close());

const BASE = '/console/api/portal/management/hot-issues';
const PUBLIC = '/console/api/portal/hot-issues';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const issue = (question: string, extra: Record<string, unknown> = {}) => ({
  category: 'TAX',
  question,
  answer: `<p>${question}的解答</p>`,
  ...extra,
});

describe('hot issue access', () => {
  const adminCalls: Array<[Method, string, unknown?]> = [
    ['GET', BASE],
    ['GET', `${BASE}/${MISSING_ID}`],
    ['POST', BASE, issue('访问测试')],
    ['PUT', `${BASE}/${MISSING_ID}`, issue('访问测试')],
    ['DELETE', `${BASE}/${MISSING_ID}`],
  ];

  it.each(
    adminCalls,
  )('%s %s: anonymous 403 auth required, non-admins 403 denied', async (method, url, body) => {
    const anonymous = await call(method, url, undefined, body);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    for (const cookie of [entGold, auditor]) {
      const denied = await call(method, url, cookie, body);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().code).toBe('WEB_ACCESS_DENIED');
    }
  });
});

describe('hot issues on the portal', () => {
  it('lists the published seed issues by order, with category counts; drafts stay out', async () => {
    const page = (await call('GET', `${PUBLIC}?size=50`)).json().data;
    const all = (await call('GET', `${BASE}?size=50`, admin)).json().data;
    expect(all.total).toBe(21);
    expect(page.total).toBe(19);
    expect(page.items[0].question).toContain('基本发行条件');
    expect(page.items[0]).not.toHaveProperty('answer');
    expect(page.items[0].excerpt.length).toBeLessThanOrEqual(121);
    const counts = (await call('GET', `${PUBLIC}/categories`)).json().data;
    expect(counts.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(19);
    expect(counts.map((c: { category: string }) => c.category)).toEqual([
      'ISSUANCE',
      'REFORM',
      'FINANCE',
      'TAX',
      'LEGAL',
      'REVIEW',
    ]);
  });

  it('filters by category and keyword, pages, and refuses bad filters', async () => {
    const tax = (await call('GET', `${PUBLIC}?category=TAX`)).json().data;
    expect(tax.total).toBe(3);
    expect(tax.items.every((i: { category: string }) => i.category === 'TAX')).toBe(true);
    const found = (await call('GET', `${PUBLIC}?keyword=${encodeURIComponent('对赌')}`)).json().data;
    expect(found.items.map((i: { question: string }) => i.question)).toEqual([
      '企业存在对赌协议，申报前需要清理吗？',
    ]);
    const second = (await call('GET', `${PUBLIC}?page=2&size=5`)).json().data;
    expect(second).toMatchObject({ page: 2, size: 5, total: 19 });
    expect(second.items).toHaveLength(5);
    const bad = await call('GET', `${PUBLIC}?category=WEATHER&page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['category', 'page']),
    );
  });

  it('shows a published issue and counts the reading; a draft or unknown id is 404', async () => {
    const [first] = (await call('GET', `${PUBLIC}?size=1`)).json().data.items;
    const read = (await call('GET', `${PUBLIC}/${first.issueId}`)).json().data;
    expect(read.answer).toContain('<p>');
    expect(read.viewCount).toBe(first.viewCount + 1);
    const drafts = (await call('GET', `${BASE}?published=false`, admin)).json().data;
    expect(drafts.total).toBe(2);
    expect((await call('GET', `${PUBLIC}/${drafts.items[0].issueId}`)).statusCode).toBe(404);
    expect((await call('GET', `${PUBLIC}/${MISSING_ID}`)).statusCode).toBe(404);
    expect((await call('GET', `${PUBLIC}/nope`)).statusCode).toBe(400);
  });
});

describe('hot issue administration', () => {
  it('creates a draft (not public), publishes it, edits it, deletes it — each audited', async () => {
    const created = await call('POST', BASE, admin, issue('研发费用加计扣除如何归集？', { order: 1 }));
    expect(created.statusCode).toBe(200);
    const { issueId } = created.json().data;
    expect(created.json().data).toMatchObject({ published: false, publishedAt: null, order: 1 });
    expect(await auditCount(t.database.db, { action: 'hotIssue.created', objectId: issueId })).toBe(1);
    expect((await call('GET', `${PUBLIC}/${issueId}`)).statusCode).toBe(404);
    const listed = (await call('GET', `${PUBLIC}?keyword=${encodeURIComponent('加计扣除如何归集')}`)).json()
      .data;
    expect(listed.total).toBe(0);

    const published = await call(
      'PUT',
      `${BASE}/${issueId}`,
      admin,
      issue('研发费用加计扣除如何归集？', { order: 1, published: true }),
    );
    expect(published.json().data.publishedAt).not.toBeNull();
    expect((await call('GET', `${PUBLIC}/${issueId}`)).statusCode).toBe(200);
    const edited = await call(
      'PUT',
      `${BASE}/${issueId}`,
      admin,
      issue('研发费用加计扣除如何归集？', {
        answer: '<p>按<a href="javascript:alert(1)">规定</a>归集</p>',
        published: true,
      }),
    );
    expect(edited.json().data.answer).toBe('<p>按<a>规定</a>归集</p>');
    expect(edited.json().data.publishedAt).toBe(published.json().data.publishedAt);
    expect(await auditCount(t.database.db, { action: 'hotIssue.updated', objectId: issueId })).toBe(2);

    const removed = await call('DELETE', `${BASE}/${issueId}`, admin);
    expect(removed.json().data).toEqual({ issueId });
    expect(await auditCount(t.database.db, { action: 'hotIssue.deleted', objectId: issueId })).toBe(1);
    expect((await call('DELETE', `${BASE}/${issueId}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/${issueId}`, admin, issue('已删除'))).statusCode).toBe(404);
  });

  it('unpublishing takes an issue off the portal', async () => {
    const [first] = (await call('GET', `${PUBLIC}?size=1`)).json().data.items;
    const current = (await call('GET', `${BASE}/${first.issueId}`, admin)).json().data;
    const body = {
      category: current.category,
      question: current.question,
      answer: current.answer,
      order: current.order,
    };
    await call('PUT', `${BASE}/${first.issueId}`, admin, { ...body, published: false });
    expect((await call('GET', `${PUBLIC}/${first.issueId}`)).statusCode).toBe(404);
    await call('PUT', `${BASE}/${first.issueId}`, admin, { ...body, published: true });
    expect((await call('GET', `${PUBLIC}/${first.issueId}`)).statusCode).toBe(200);
  });

  it('refuses bad input with field details', async () => {
    const answer = await call('POST', BASE, admin, { category: 'GOSSIP', question: '', answer: '<p> </p>' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['category', 'question', 'answer']),
    );
    const long = await call('POST', BASE, admin, issue('问'.repeat(201)));
    expect(long.statusCode).toBe(400);
  });

  it('lists for administrators with published and keyword filters', async () => {
    const published = (await call('GET', `${BASE}?published=true&category=REVIEW`, admin)).json().data;
    expect(published.total).toBe(2);
    expect(published.items[0]).toHaveProperty('published', true);
    const keyword = (await call('GET', `${BASE}?keyword=${encodeURIComponent('现场检查')}`, admin)).json()
      .data;
    expect(keyword.items[0]).toMatchObject({ published: false });
  });
});

describe('hot issue search', () => {
  it('matches the words of the answer, not its markup', async () => {
    const tags = (await call('GET', `${PUBLIC}?keyword=${encodeURIComponent('<p>')}`)).json().data;
    expect(tags.total).toBe(0);
    const words = (await call('GET', `${PUBLIC}?keyword=${encodeURIComponent('加计扣除')}`)).json().data;
    expect(words.total).toBeGreaterThan(0);
  });
});
