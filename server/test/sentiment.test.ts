// Sentiment monitoring: the demo items in each office's region, folding of one story told twice,
// a local test feed fetched and matched to a demo enterprise as negative with the office notified,
// back-off of a failing source, entry and workbook import (all or nothing), the lexicon, the export,
// and who may call what.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSentiment } from '../src/modules/sentiment/sentiment.service.ts';
import { createNotices } from '../src/platform/notices/notices.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { HOUR } from './helpers/clock.ts';
import { callerOf } from './helpers/enterprise.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { readWorkbook, workbookOf } from './helpers/management.ts';
import { multipartBody } from './helpers/multipart.ts';

const BASE = '/console/api/sentiment';
let t: TestApp;
let caller: ReturnType<typeof callerOf>;
let feedServer: Server;
let feedBase: string;
const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>测试订阅源</title>
<item><title>天衡智能装备因安全生产事故被立案调查</title><link>https://news.example/1</link>
<description>&lt;p&gt;测试：天衡智能装备一车间发生事故。&lt;/p&gt;</description><pubDate>Sun, 01 Mar 2026 08:00:00 GMT</pubDate></item>
<item><title>与任何企业无关的一条消息</title><link>https://news.example/2</link><description>无</description></item>
</channel></rss>`;

beforeAll(async () => {
  t = await buildTestApp({ remoteCapture: { allowLoopback: true, timeoutMs: 2000 } });
  caller = callerOf(t.app);
  feedServer = createServer((req, res) => {
    if (req.url === '/feed.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.end(FEED);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

const items = (as: string, query = '') => caller.data(as, 'GET', `${BASE}/items?size=50${query}`);
const titles = (page: { items: { title: string }[] }) => page.items.map((i) => i.title);
const unread = async (as: string) =>
  (await caller.data(as, 'GET', '/console/api/notice/count')).count as number;

describe('who may call what', () => {
  it('keeps the feed to government readers and the sources and lexicon to administrators', async () => {
    expect((await caller.call(null, 'GET', `${BASE}/items`)).statusCode).toBe(403);
    for (const account of ['ent-gold', 'broker'])
      expect((await caller.call(account, 'GET', `${BASE}/items`)).statusCode).toBe(403);
    for (const account of ['county', 'unit', 'auditor'])
      expect((await caller.call(account, 'GET', `${BASE}/items`)).statusCode).toBe(200);
    expect((await caller.call('county', 'GET', `${BASE}/sources`)).statusCode).toBe(403);
    expect(
      (
        await caller.call('auditor', 'POST', `${BASE}/items`, {
          title: '一条测试消息',
          sourceName: 'x',
          publishedOn: '2026-03-01',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await caller.call('unit', 'POST', `${BASE}/items`, {
          title: '一条测试消息',
          sourceName: 'x',
          publishedOn: '2026-03-01',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the feed of an office', () => {
  it('shows the demo items about enterprises of its region only, a story told twice folded into one', async () => {
    const county = await items('county');
    expect(titles(county)).toContain('天衡智能装备收到生态环境部门行政处罚决定书');
    expect(titles(county).some((x) => x.includes('瑞丰'))).toBe(false);
    const fine = county.items.find((i: { title: string }) => i.title.includes('行政处罚'));
    expect(fine).toMatchObject({ polarity: 'NEGATIVE', duplicates: 1 });
    expect(fine.words).toEqual(expect.arrayContaining(['处罚', '罚款']));
    expect(fine.enterprises.map((e: { name: string }) => e.name)[0]).toContain('天衡智能装备');
    const city = await items('city');
    expect(titles(city).some((x) => x.includes('瑞丰'))).toBe(true);
    expect(city.total).toBeGreaterThan(county.total);
  });

  it('filters by polarity, enterprise, keyword and date, and counts per day', async () => {
    const negative = await items('city', '&polarity=NEGATIVE');
    expect(negative.items.every((i: { polarity: string }) => i.polarity === 'NEGATIVE')).toBe(true);
    expect(negative.total).toBe(2);
    expect((await items('city', `&enterprise=${encodeURIComponent('瑞丰')}`)).total).toBe(2);
    expect((await items('city', `&keyword=${encodeURIComponent('股东大会')}`)).total).toBe(1);
    expect((await items('city', '&from=2030-01-01')).total).toBe(0);
    const trend = await caller.data('city', 'GET', `${BASE}/trend`);
    const sum = trend.reduce(
      (s: number, d: { POSITIVE: number; NEUTRAL: number; NEGATIVE: number }) =>
        s + d.POSITIVE + d.NEUTRAL + d.NEGATIVE,
      0,
    );
    expect(sum).toBe((await items('city')).total);
    const bad = await caller.call('city', 'GET', `${BASE}/items?polarity=ANGRY&from=2026-02-30`);
    expect(bad.statusCode).toBe(400);
  });

  it('exports the filtered feed to Excel', async () => {
    const cookie = await login(t.app, 'city');
    const answer = await t.app.inject({
      method: 'GET',
      url: `${BASE}/export?polarity=NEGATIVE`,
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(200);
    const book = await readWorkbook(answer.rawPayload);
    expect(book['舆情']!.length).toBe(3);
    expect(book['舆情']![1]![2]).toBe('负面');
  });
});

describe('sources', () => {
  it('fetches a local test feed: the item is matched to a demo enterprise as negative and its office is told', async () => {
    const before = await unread('county');
    const source = await caller.data('admin', 'POST', `${BASE}/sources`, {
      name: '测试订阅源',
      kind: 'FEED',
      url: `${feedBase}/feed.xml`,
    });
    expect(
      await auditCount(t.database.db, { action: 'sentiment.sourceAdded', objectId: source.sourceId }),
    ).toBe(1);
    const result = await caller.data('admin', 'POST', `${BASE}/sources/${source.sourceId}/fetch`);
    expect(result).toMatchObject({ added: 2, matched: 1, negativeNotices: 1 });
    const found = (await items('county', '&polarity=NEGATIVE')).items.find((i: { title: string }) =>
      i.title.includes('立案调查'),
    );
    expect(found.sourceName).toBe('测试订阅源');
    expect(found.summary).toBe('测试：天衡智能装备一车间发生事故。');
    expect(await unread('county')).toBe(before + 1);
    // Fetching again adds nothing: the same stories fold.
    expect(await caller.data('admin', 'POST', `${BASE}/sources/${source.sourceId}/fetch`)).toMatchObject({
      added: 0,
      duplicates: 2,
    });
    const listed = (await caller.data('admin', 'GET', `${BASE}/sources`)).find(
      (s: { sourceId: string }) => s.sourceId === source.sourceId,
    );
    expect(listed).toMatchObject({ failures: 0, lastError: null, itemCount: 2 });
  });

  it('backs off a failing source and tells why; the job fetches only sources that are due', async () => {
    const source = await caller.data('admin', 'POST', `${BASE}/sources`, {
      name: '失效来源',
      kind: 'FEED',
      url: `${feedBase}/missing.xml`,
      intervalMinutes: 60,
    });
    await caller.data('admin', 'POST', `${BASE}/sources/${source.sourceId}/fetch`);
    let listed = (await caller.data('admin', 'GET', `${BASE}/sources`)).find(
      (s: { sourceId: string }) => s.sourceId === source.sourceId,
    );
    expect(listed).toMatchObject({ failures: 1, lastError: '来源未返回内容' });
    expect(new Date(listed.nextFetchAt).getTime() - t.clock.now().getTime()).toBe(2 * HOUR);
    // The job with its own clock (moving the app's would end the sessions): nothing is due yet;
    // two hours on, the source is tried again and backs off twice as long.
    let jobNow = t.clock.now();
    const clock = () => jobNow;
    const sentiment = createSentiment({
      db: t.database.db,
      clock,
      notices: createNotices({ db: t.database.db, clock }),
      audit: undefined as never,
      remoteCapture: { allowLoopback: true, timeoutMs: 2000 },
    });
    await sentiment.fetchDue();
    const failuresOf = async () =>
      (await caller.data('admin', 'GET', `${BASE}/sources`)).find(
        (s: { sourceId: string }) => s.sourceId === source.sourceId,
      );
    expect((await failuresOf()).failures).toBe(1);
    jobNow = new Date(jobNow.getTime() + 2 * HOUR);
    await sentiment.fetchDue();
    listed = await failuresOf();
    expect(listed.failures).toBe(2);
    expect(new Date(listed.nextFetchAt).getTime() - jobNow.getTime()).toBe(4 * HOUR);
    const bad = await caller.call('admin', 'POST', `${BASE}/sources`, {
      name: '坏地址',
      kind: 'PAGE',
      url: 'ftp://x',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('entry, import and the lexicon', () => {
  it('an office enters an item clipped elsewhere; bad input names the field', async () => {
    const result = await caller.data('county', 'POST', `${BASE}/items`, {
      title: '天衡智能装备获评省级专精特新企业',
      sourceName: '县融媒体中心',
      publishedOn: '2026-03-01',
    });
    expect(result).toMatchObject({ added: 1, matched: 1, negativeNotices: 0 });
    const found = (await items('county', '&polarity=POSITIVE')).items.map((i: { title: string }) => i.title);
    expect(found).toContain('天衡智能装备获评省级专精特新企业');
    const bad = await caller.call('county', 'POST', `${BASE}/items`, {
      title: '短',
      sourceName: '',
      publishedOn: '2026-13-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['publishedOn', 'sourceName', 'title']);
  });

  it('imports a workbook whole, or nothing with each bad row named', async () => {
    const send = async (rows: unknown[][]) => {
      const { payload, headers } = multipartBody([
        { name: 'file', filename: 'items.xlsx', content: await workbookOf(rows) },
      ]);
      const cookie = await login(t.app, 'city');
      return t.app.inject({
        method: 'POST',
        url: `${BASE}/import`,
        headers: { ...headers, ...sameOrigin, cookie },
        payload,
      });
    };
    const header = ['标题', '摘要', '来源', '发布日期'];
    const bad = await send([
      header,
      ['瑞丰新材料科技中标一个大项目', '', '报纸', '2026-03-01'],
      ['两字', '', '', '2026-02-30'],
    ]);
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^第 3 行「标题」/),
        expect.stringMatching(/^第 3 行「来源」/),
        expect.stringMatching(/^第 3 行「发布日期」/),
      ]),
    );
    expect((await items('city', `&keyword=${encodeURIComponent('大项目')}`)).total).toBe(0);
    const good = await send([header, ['瑞丰新材料科技中标一个大项目', '订单增长', '报纸', '2026-03-01']]);
    expect(good.statusCode, good.body).toBe(200);
    expect((await items('city', `&keyword=${encodeURIComponent('大项目')}`)).items[0].polarity).toBe(
      'POSITIVE',
    );
    expect((await send([['题目'], ['x']])).statusCode).toBe(400);
  });

  it('scores new items with the lexicon the administrator saves, negators turning a word around', async () => {
    const lexicon = await caller.data('admin', 'GET', `${BASE}/lexicon`);
    expect(lexicon.NEGATIVE).toContain('处罚');
    await caller.data('admin', 'PUT', `${BASE}/lexicon`, {
      ...lexicon,
      NEGATIVE: [...lexicon.NEGATIVE, '延期披露'],
    });
    await caller.data('county', 'POST', `${BASE}/items`, {
      title: '天衡智能装备延期披露年度报告',
      sourceName: '测试',
      publishedOn: '2026-03-01',
    });
    await caller.data('county', 'POST', `${BASE}/items`, {
      title: '天衡智能装备澄清：未受处罚',
      sourceName: '测试',
      publishedOn: '2026-03-01',
    });
    const page = await items('county', `&keyword=${encodeURIComponent('天衡智能装备')}`);
    const of = (title: string) => page.items.find((i: { title: string }) => i.title === title);
    expect(of('天衡智能装备延期披露年度报告').polarity).toBe('NEGATIVE');
    expect(of('天衡智能装备澄清：未受处罚').polarity).toBe('POSITIVE');
    expect(await auditCount(t.database.db, { action: 'sentiment.lexiconSaved' })).toBe(1);
  });
});

describe('reading feeds', () => {
  it('reads RSS and Atom entries, and refuses what is neither', async () => {
    const { parseFeed, parsePage } = await import('../src/modules/sentiment/sentiment.feed.ts');
    const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>
      <entry><title>甲公司获批</title><link rel="alternate" href="https://a.example/1"/><summary>摘要</summary><updated>2026-03-01T00:00:00Z</updated></entry>
      <entry><title type="html">乙公司</title><link href="https://a.example/2"/></entry></feed>`;
    expect(parseFeed(atom)).toEqual([
      {
        title: '甲公司获批',
        summary: '摘要',
        url: 'https://a.example/1',
        publishedAt: new Date('2026-03-01T00:00:00Z'),
      },
      { title: '乙公司', summary: '', url: 'https://a.example/2', publishedAt: null },
    ]);
    expect(() => parseFeed('<html><body>x</body></html>')).toThrow('不是 RSS 或 Atom 订阅源');
    expect(
      parsePage(
        '<html><title>页面标题</title><body><script>x()</script><p>正文</p></body></html>',
        'https://p.example/',
      ),
    ).toEqual([{ title: '页面标题', summary: '正文', url: 'https://p.example/', publishedAt: null }]);
  });
});
