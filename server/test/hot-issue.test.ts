import { describe, expect, it } from 'vitest';
import { type AdminCall, MISSING_ID, usePortalMaintenanceApp } from './helpers/portal-maintenance.ts';

const { call, audits, itIsForAdminsOnly } = usePortalMaintenanceApp();
const admin = 'admin';

const BASE = '/console/api/portal/management/hot-issues';
const PUBLIC = '/console/api/portal/hot-issues';

const issue = (question: string, extra: Record<string, unknown> = {}) => ({
  category: 'TAX',
  question,
  answer: `<p>${question}的解答</p>`,
  ...extra,
});

describe('hot issue access', () => {
  const adminCalls: AdminCall[] = [
    ['GET', BASE],
    ['GET', `${BASE}/${MISSING_ID}`],
    ['POST', BASE, issue('访问测试')],
    ['PUT', `${BASE}/${MISSING_ID}`, { ...issue('访问测试'), version: 1 }],
    ['DELETE', `${BASE}/${MISSING_ID}`],
  ];
  itIsForAdminsOnly(adminCalls, ['ent-gold', 'auditor']);
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
    expect(await audits('hotIssue.created', issueId)).toBe(1);
    expect((await call('GET', `${PUBLIC}/${issueId}`)).statusCode).toBe(404);
    const listed = (await call('GET', `${PUBLIC}?keyword=${encodeURIComponent('加计扣除如何归集')}`)).json()
      .data;
    expect(listed.total).toBe(0);

    const published = await call(
      'PUT',
      `${BASE}/${issueId}`,
      admin,
      issue('研发费用加计扣除如何归集？', { order: 1, published: true, version: 1 }),
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
        version: 2,
      }),
    );
    expect(edited.json().data.answer).toBe('<p>按<a>规定</a>归集</p>');
    expect(edited.json().data.publishedAt).toBe(published.json().data.publishedAt);
    expect(await audits('hotIssue.updated', issueId)).toBe(2);

    const removed = await call('DELETE', `${BASE}/${issueId}`, admin);
    expect(removed.json().data).toEqual({ issueId });
    expect(await audits('hotIssue.deleted', issueId)).toBe(1);
    expect((await call('DELETE', `${BASE}/${issueId}`, admin)).statusCode).toBe(404);
    const gone = await call('PUT', `${BASE}/${issueId}`, admin, issue('已删除', { version: 3 }));
    expect(gone.statusCode).toBe(404);
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
    const { version } = current;
    await call('PUT', `${BASE}/${first.issueId}`, admin, { ...body, published: false, version });
    expect((await call('GET', `${PUBLIC}/${first.issueId}`)).statusCode).toBe(404);
    await call('PUT', `${BASE}/${first.issueId}`, admin, { ...body, published: true, version: version + 1 });
    expect((await call('GET', `${PUBLIC}/${first.issueId}`)).statusCode).toBe(200);
  });

  it('an edit on a stale version is refused with 409 and changes nothing', async () => {
    const created = (await call('POST', BASE, admin, issue('版本测试'))).json().data;
    expect(created.version).toBe(1);
    const first = await call(
      'PUT',
      `${BASE}/${created.issueId}`,
      admin,
      issue('版本测试（一）', { version: 1 }),
    );
    expect(first.json().data).toMatchObject({ question: '版本测试（一）', version: 2 });
    const stale = await call(
      'PUT',
      `${BASE}/${created.issueId}`,
      admin,
      issue('版本测试（二）', { version: 1 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', message: '热点问题已被他人修改，请刷新后再编辑' });
    const now = (await call('GET', `${BASE}/${created.issueId}`, admin)).json().data;
    expect(now).toMatchObject({ question: '版本测试（一）', version: 2 });
    expect(await audits('hotIssue.updated', created.issueId)).toBe(1);
    // An edit that names no version is refused outright.
    const unversioned = await call('PUT', `${BASE}/${created.issueId}`, admin, issue('版本测试（三）'));
    expect(unversioned.statusCode).toBe(400);
  });

  it('counts the answer’s text against the editor’s 10000-character limit', async () => {
    const exactly = issue('字数上限', { answer: `<p>${'<em>字</em>'.repeat(10_000)}</p>` });
    const accepted = await call('POST', BASE, admin, exactly);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const over = await call(
      'POST',
      BASE,
      admin,
      issue('字数超限', { answer: `<p>${'字'.repeat(10_001)}</p>` }),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'answer', message: '解答不能超过 10000 字（当前 10001 字）' }],
    });
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
