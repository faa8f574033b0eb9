// The announcements dataset through the shared import pipeline: a good workbook becomes the active
// version and is found by the search (types classed from titles); bad files — wrong template, a
// bad link, a future day, a repeated key — are refused whole, each cell named, nothing changed;
// only administrators import.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { callerOf } from './helpers/enterprise.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { workbookOf } from './helpers/management.ts';
import { multipartBody } from './helpers/multipart.ts';

const DATASETS = '/console/api/datasets';
const BASE = '/console/api/disclosure';
let t: TestApp;
let caller: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await buildTestApp();
  caller = callerOf(t.app);
});
afterAll(() => t?.close());

const HEADER = ['证券代码', '公司名称', '交易所', '省份', '公告日期', '公告类型', '公告标题', '摘要', '链接'];
const GOOD = [
  [
    '688777',
    '导入测试甲股份有限公司',
    '上交所',
    '湖南省',
    '2026-01-05',
    '',
    '2025年年度报告',
    '营业收入稳步增长。',
    'https://example.com/a.pdf',
  ],
  [
    '300777',
    '导入测试乙股份有限公司',
    '深圳证券交易所',
    '江苏',
    '2026-01-06',
    '',
    '关于收到问询函的回复公告',
    '就氢燃料电池电堆的技术来源作出说明。',
    '',
  ],
  ['830777', '导入测试丙股份有限公司', 'BSE', '广东', '2026-01-07', '重大事项', '关于重要事项的公告', '', ''],
];
const day = () => t.clock.now().toISOString().slice(0, 10);

async function send(rows: unknown[][], account = 'admin', asOf = day()) {
  const { payload, headers } = multipartBody([
    { name: 'file', filename: 'announcements.xlsx', content: await workbookOf(rows) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${DATASETS}/ANNOUNCEMENTS/import?sourceName=${encodeURIComponent('巨潮资讯网公告摘录')}&asOf=${asOf}`,
    headers: { ...headers, ...sameOrigin, cookie: await login(t.app, account) },
    payload,
  });
}
const messages = (answer: { json(): { details: { message: string }[] } }) =>
  answer.json().details.map((d) => d.message);
const activeSource = async () => (await caller.data('county', 'GET', `${BASE}/announcements`)).source;

describe('importing announcements', () => {
  it('lets only administrators import', async () => {
    expect((await send([HEADER, ...GOOD], 'county')).statusCode).toBe(403);
    expect((await send([HEADER, ...GOOD], 'ent-gold')).statusCode).toBe(403);
    expect((await activeSource()).synthetic).toBe(true);
  });

  it('refuses a wrong template and each bad cell by row and column, changing nothing', async () => {
    const before = await activeSource();
    const wrong = await send([
      ['标题', '日期'],
      ['x', '2026-01-01'],
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(messages(wrong).join()).toMatch(/证券代码/);
    const bad = await send([
      HEADER,
      GOOD[0]!,
      [
        '300778',
        '坏链接公司',
        '深交所',
        '江苏',
        '2026-01-06',
        '',
        '关于公告的公告',
        '',
        'javascript:alert(1)',
      ],
      ['300779', '未来公司', '深交所', '江苏', '2099-01-01', '', '关于未来的公告', '', ''],
      ['300780', '交易所错公司', '纳斯达克', '江苏', '2026-01-06', '年报', '关于什么的公告', '', ''],
      GOOD[0]!,
    ]);
    expect(bad.statusCode).toBe(400);
    const text = messages(bad).join('\n');
    expect(text).toMatch(/第 3 行「链接」/);
    expect(text).toMatch(/第 4 行「公告日期」：晚于数据截止日/);
    expect(text).toMatch(/第 5 行「交易所」/);
    expect(text).toMatch(/第 5 行「公告类型」/);
    expect(text).toMatch(/第 6 行.*第 2 行/);
    expect(await activeSource()).toEqual(before);
  });

  it('makes a good workbook the active version, found by the search with its types', async () => {
    const answer = await send([HEADER, ...GOOD]);
    expect(answer.statusCode).toBe(200);
    const source = await activeSource();
    expect(source).toMatchObject({ sourceName: '巨潮资讯网公告摘录', synthetic: false });
    const found = await caller.data(
      'county',
      'GET',
      `${BASE}/announcements?q=${encodeURIComponent('氢燃料电池')}`,
    );
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      code: '300777',
      exchange: 'SZSE',
      province: '江苏',
      type: 'INQUIRY_REPLY',
    });
    const all = await caller.data('county', 'GET', `${BASE}/announcements`);
    expect(all.total).toBe(3);
    expect(all.items.map((a: { type: string }) => a.type)).toEqual(['MAJOR', 'INQUIRY_REPLY', 'PERIODIC']);
    expect(all.items[2]).toMatchObject({ province: '湖南', url: 'https://example.com/a.pdf' });
  });
});
