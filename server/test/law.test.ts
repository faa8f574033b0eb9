// The law library: search in Chinese with hits in their articles, reading, administrators' edits
// and imports (all or nothing), and who may call what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { multipartBody } from './helpers/multipart.ts';
import { type AdminCall, MISSING_ID } from './helpers/portal-maintenance.ts';

const BASE = '/console/api/law';
let t: TestApp;
let caller: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await buildTestApp();
  caller = callerOf(t.app);
});
afterAll(() => t?.close());

const q = (s: string) => encodeURIComponent(s);
const search = (query: string, as = 'county') => caller.data(as, 'GET', `${BASE}/documents?${query}`);
const audits = (action: string, objectId?: string) =>
  auditCount(t.database.db, { action, ...(objectId ? { objectId } : {}) });

const doc = (extra: Record<string, unknown> = {}) => ({
  title: '某省推进企业上市若干措施（测试）',
  issuer: '测试省人民政府办公厅',
  docNumber: '测政办发〔2026〕1号',
  level: 'LOCAL_POLICY',
  category: 'LOCAL',
  publishedOn: '2026-03-01',
  effectiveOn: '2026-04-01',
  validity: 'EFFECTIVE',
  sourceName: '测试省人民政府网站',
  body: '第一章 总则\n第一条 为推动企业利用多层次资本市场，制定本措施。\n第二条 对完成股份制改造的企业给予奖励。\n第二章 支持\n第三条 对在北交所上市的企业给予一次性补助。',
  ...extra,
});

async function importFiles(files: { filename: string; text: string }[], as = 'admin') {
  const { payload, headers } = multipartBody(
    files.map((f) => ({
      name: 'files',
      filename: f.filename,
      content: Buffer.from(f.text),
      type: 'text/plain',
    })),
  );
  const cookie = await login(t.app, as);
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/import`,
    headers: { ...headers, ...sameOrigin, cookie },
    payload,
  });
}

describe('law library access', () => {
  const writes: AdminCall[] = [
    ['POST', `${BASE}/documents`, doc()],
    ['PUT', `${BASE}/documents/${MISSING_ID}`, { ...doc(), version: 1 }],
    ['DELETE', `${BASE}/documents/${MISSING_ID}`],
  ];
  it.each(
    writes,
  )('%s %s: anonymous must sign in; enterprises, offices and the auditor are refused', async (method, url, body) => {
    expect((await caller.call(null, method, url, body)).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    for (const account of ['ent-gold', 'county', 'auditor']) {
      const answer = await caller.call(account, method, url, body);
      expect(answer.statusCode).toBe(403);
    }
  });

  it('reads for every signed-in role, never anonymously', async () => {
    expect((await caller.call(null, 'GET', `${BASE}/documents`)).statusCode).toBe(403);
    for (const account of ['ent-gold', 'county', 'broker', 'admin']) {
      expect((await caller.call(account, 'GET', `${BASE}/documents`)).statusCode).toBe(200);
    }
    expect((await caller.call('county', 'GET', `${BASE}/documents/${MISSING_ID}`)).statusCode).toBe(404);
  });

  it('imports only for administrators', async () => {
    expect((await importFiles([{ filename: 'a.txt', text: 'x' }], 'county')).statusCode).toBe(403);
  });
});

describe('searching in Chinese', () => {
  it('holds the principal texts on a new database, newest first without a query', async () => {
    const page = await search('size=50');
    const titles = page.items.map((d: { title: string }) => d.title);
    expect(titles).toContain('中华人民共和国证券法');
    expect(titles).toContain('首次公开发行股票注册管理办法');
    expect(page.items[0].publishedOn >= page.items[1].publishedOn).toBe(true);
    expect(page.items.every((d: { hits: unknown[] }) => d.hits.length === 0)).toBe(true);
  });

  it('finds 辅导备案 whole and shows the hit in its article', async () => {
    const page = await search(`q=${q('辅导备案')}`);
    expect(page.total).toBeGreaterThanOrEqual(1);
    const first = page.items[0];
    expect(first.title).toBe('首次公开发行股票并上市辅导监管规定');
    const marked = first.hits[0].fragments
      .filter((f: { hit: boolean }) => f.hit)
      .map((f: { text: string }) => f.text);
    expect(marked).toContain('辅导备案');
  });

  it('finds a two-character query through bigrams, and a domain word the general dictionary splits', async () => {
    const two = await search(`q=${q('创板')}`);
    expect(two.items.map((d: { title: string }) => d.title)).toEqual(
      expect.arrayContaining(['上海证券交易所科创板股票上市规则（2024年4月修订）']),
    );
    const star = await search(`q=${q('科创板 研发投入')}`);
    expect(star.items[0].title).toContain('科创板股票上市规则');
    const none = await search(`q=${q('科创板 不存在的词组合')}`);
    expect(none.total).toBe(0);
  });

  it('ranks a title hit above a body hit', async () => {
    const page = await search(`q=${q('证券法')}`);
    expect(page.items[0].title).toBe('中华人民共和国证券法');
  });

  it('filters by level, category subtree, validity, issuer and date', async () => {
    const rules = await search('level=SELF_REGULATORY_RULE&size=50');
    expect(rules.items.length).toBeGreaterThanOrEqual(2);
    expect(rules.items.every((d: { level: string }) => d.level === 'SELF_REGULATORY_RULE')).toBe(true);
    const issuance = await search('category=ISSUANCE&size=50');
    expect(issuance.items.every((d: { category: string }) => d.category.startsWith('ISSUANCE'))).toBe(true);
    expect(issuance.items.some((d: { category: string }) => d.category === 'ISSUANCE/TUTORING')).toBe(true);
    const amended = await search('validity=AMENDED');
    expect(amended.items.map((d: { title: string }) => d.title)).toEqual([
      '中华人民共和国公司法（2018年修正）',
    ]);
    const csrc = await search(
      `issuer=${q('证券监督')}&publishedFrom=2023-01-01&publishedTo=2023-12-31&size=50`,
    );
    expect(csrc.items.length).toBe(2);
  });

  it('refuses a bad query with the field named', async () => {
    for (const bad of [
      `q=${q('辅')}`,
      `q=${q('！？')}`,
      'level=STATUTE',
      'publishedFrom=2026-02-30',
      `q=${q('字'.repeat(51))}`,
    ]) {
      const answer = await caller.call('county', 'GET', `${BASE}/documents?${bad}`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
    const short = await caller.call('county', 'GET', `${BASE}/documents?q=${q('辅')}`);
    expect(short.json().details[0].path).toBe('q');
  });
});

describe('reading a document', () => {
  it('links the knowledge nodes and published hot issues that name it, by its short title', async () => {
    const page = await search(`q=${q('证券法')}`);
    const detail = await caller.data('county', 'GET', `${BASE}/documents/${page.items[0].documentId}`);
    expect(detail.related.knowledge.map((n: { name: string }) => n.name)).toContain('证券法');
  });

  it('gives its articles under their chapters, marks hits, and links versions both ways', async () => {
    const page = await search(`q=${q('公司法')}&size=50`);
    const newer = page.items.find((d: { title: string }) => d.title === '中华人民共和国公司法');
    const detail = await caller.data(
      'ent-gold',
      'GET',
      `${BASE}/documents/${newer.documentId}?q=${q('净资产')}`,
    );
    expect(detail.revises.title).toBe('中华人民共和国公司法（2018年修正）');
    expect(detail.articles.map((a: { label: string }) => a.label)).toEqual(['第一条', '第一百零八条']);
    expect(detail.preamble).toContain('摘录');
    const hit = detail.articles.find((a: { hit: boolean }) => a.hit);
    expect(hit.label).toBe('第一百零八条');
    expect(hit.fragments.some((f: { text: string; hit: boolean }) => f.hit && f.text === '净资产')).toBe(
      true,
    );
    const older = await caller.data('ent-gold', 'GET', `${BASE}/documents/${detail.revises.documentId}`);
    // The demo hot issues and knowledge nodes that name 公司法 are linked from it.
    expect(detail.related.knowledge.length + detail.related.hotIssues.length).toBeGreaterThan(0);
    expect(older.revisedBy.map((d: { title: string }) => d.title)).toEqual(['中华人民共和国公司法']);
  });
});

describe('administrators keep the library', () => {
  it('creates, edits (409 when stale) and deletes a document, each with its audit row', async () => {
    const created = await caller.data('admin', 'POST', `${BASE}/documents`, doc());
    expect(created.articleCount).toBe(3);
    expect(created.articles[2]).toMatchObject({ label: '第三条', chapter: '第二章 支持' });
    expect(await audits('law.created', created.documentId)).toBe(1);
    const found = await search(`q=${q('股份制改造 奖励')}`);
    expect(found.items[0].documentId).toBe(created.documentId);

    const edited = await caller.data('admin', 'PUT', `${BASE}/documents/${created.documentId}`, {
      ...doc({ body: '第一条 对在科创板上市的企业给予奖励。' }),
      version: created.version,
    });
    expect(edited.articleCount).toBe(1);
    expect(await audits('law.updated', created.documentId)).toBe(1);
    expect((await search(`q=${q('股份制改造 奖励')}`)).total).toBe(0);
    const stale = await caller.call('admin', 'PUT', `${BASE}/documents/${created.documentId}`, {
      ...doc(),
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);

    expect((await caller.call('admin', 'DELETE', `${BASE}/documents/${created.documentId}`)).statusCode).toBe(
      200,
    );
    expect(await audits('law.deleted', created.documentId)).toBe(1);
    expect((await caller.call('county', 'GET', `${BASE}/documents/${created.documentId}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const before = (await search('size=1')).total;
    const cases: [Record<string, unknown>, string][] = [
      [{ effectiveOn: '2026-02-01' }, 'effectiveOn'],
      [{ level: 'STATUTE' }, 'level'],
      [{ body: '   ' }, 'body'],
      [{ publishedOn: '2026-13-01' }, 'publishedOn'],
      [{ revisesId: MISSING_ID }, 'revisesId'],
      [{ sourceUrl: 'ftp://x' }, 'sourceUrl'],
    ];
    for (const [change, field] of cases) {
      const answer = await caller.call('admin', 'POST', `${BASE}/documents`, doc(change));
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().details.map((d: { path: string }) => d.path)).toContain(field);
    }
    expect((await search('size=1')).total).toBe(before);
  });

  it('will not delete a version that a later one revises', async () => {
    const page = await search('validity=AMENDED');
    const answer = await caller.call('admin', 'DELETE', `${BASE}/documents/${page.items[0].documentId}`);
    expect(answer.statusCode).toBe(409);
  });
});

describe('importing texts from files', () => {
  const file = (title: string, extra = '') =>
    `标题：${title}\n发布机关：测试省地方金融管理局\n效力级别：地方政策\n分类：地方政策\n发布日期：2026-05-01\n时效性：现行有效\n来源：测试来源${extra}\n\n第一条 支持企业在创新层挂牌满十二个月后申报北交所。\n第二条 本办法自发布之日起施行。`;

  it('imports a batch whole, searchable at once, with one audit row', async () => {
    const before = await audits('law.imported');
    const answer = await importFiles([
      { filename: 'a.txt', text: file('导入测试甲') },
      { filename: 'b.txt', text: `\uFEFF${file('导入测试乙')}` },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.imported).toBe(2);
    expect(await audits('law.imported')).toBe(before + 1);
    const found = await search(`q=${q('创新层')}&level=LOCAL_POLICY`);
    expect(found.items.map((d: { title: string }) => d.title).sort()).toEqual(['导入测试乙', '导入测试甲']);
  });

  it('names the file and line of each error and stores nothing of the batch', async () => {
    const before = (await search('size=1')).total;
    const answer = await importFiles([
      { filename: 'good.txt', text: file('导入测试丙') },
      { filename: 'bad-level.txt', text: file('导入测试丁').replace('地方政策\n分类', '红头文件\n分类') },
      { filename: 'bad-key.txt', text: `题目：x\n\n正文` },
      { filename: 'latin1.txt', text: '' },
      { filename: 'image.png', text: 'x' },
    ]);
    expect(answer.statusCode).toBe(400);
    const messages = answer.json().details.map((d: { message: string }) => d.message);
    expect(messages.some((m: string) => m.startsWith('bad-level.txt · 第 3 行 · 效力级别'))).toBe(true);
    expect(messages.some((m: string) => m.startsWith('bad-key.txt · 第 1 行'))).toBe(true);
    expect(messages.some((m: string) => m.startsWith('latin1.txt'))).toBe(true);
    expect(messages.some((m: string) => m.startsWith('image.png'))).toBe(true);
    expect((await search('size=1')).total).toBe(before);
  });

  it('refuses text that is not UTF-8', async () => {
    const { payload, headers } = multipartBody([
      { name: 'files', filename: 'gbk.txt', content: Buffer.from([0xb1, 0xea, 0xcc, 0xe2, 0xff]) },
    ]);
    const cookie = await login(t.app, 'admin');
    const answer = await t.app.inject({
      method: 'POST',
      url: `${BASE}/import`,
      headers: { ...headers, ...sameOrigin, cookie },
      payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details[0].message).toContain('UTF-8');
  });
});
