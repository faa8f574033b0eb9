// The reorganisation datasets' importers, through platform/datasets' generic import endpoint: a good
// deals workbook becomes the active version the lists read; a wrong template, a bad number, a future
// date and a repeated key are each refused naming row and column, and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { callerOf } from './helpers/enterprise.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { workbookOf } from './helpers/management.ts';
import { multipartBody } from './helpers/multipart.ts';

const DATASETS = '/console/api/datasets';
const BASE = '/console/api/reorganization';
let t: TestApp;
let caller: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await buildTestApp();
  caller = callerOf(t.app);
});
afterAll(() => t?.close());

const day = () => t.clock.now().toISOString().slice(0, 10);
const SOURCE = '上交所、深交所公告（测试）';

async function send(dataset: string, rows: unknown[][], account = 'admin', asOf = day()) {
  const content = await workbookOf(rows);
  const { payload, headers } = multipartBody([{ name: 'file', filename: 'deals.xlsx', content }]);
  return t.app.inject({
    method: 'POST',
    url: `${DATASETS}/${dataset}/import?sourceName=${encodeURIComponent(SOURCE)}&asOf=${asOf}`,
    headers: { ...headers, ...sameOrigin, cookie: await login(t.app, account) },
    payload,
  });
}
const messages = (answer: { json(): { details: { message: string }[] } }) =>
  answer.json().details.map((d) => d.message);

const DEAL_HEADER = [
  '上市公司',
  '证券代码',
  '交易标的',
  '交易类型',
  '交易对方',
  '交易金额（亿元）',
  '支付方式',
  '行业',
  '省份',
  '首次公告日',
  '审核状态',
  '完成日期',
  '终止日期',
];
const deal = (over: Record<number, string> = {}) => {
  const row = [
    '甲导入重组股份有限公司',
    '600999',
    '乙标的有限公司 100% 股权',
    '发行股份购买资产',
    '丙投资合伙企业',
    '12.34',
    '混合',
    '专用设备制造业',
    '湖南',
    '2024-03-15',
    '已完成',
    '2024-11-20',
    '',
  ];
  for (const [i, v] of Object.entries(over)) row[Number(i)] = v;
  return row;
};

describe('importing a deals workbook', () => {
  it('lets only administrators import', async () => {
    expect((await send('MA_DEALS', [DEAL_HEADER, deal()], 'county')).statusCode).toBe(403);
    expect((await send('MA_DEALS', [DEAL_HEADER, deal()], 'ent-gold')).statusCode).toBe(403);
  });

  it('refuses a wrong template, a bad number, a future date and a repeated key, changing nothing', async () => {
    const before = await caller.data('county', 'GET', `${BASE}/deals?size=1`);
    const wrong = await send('MA_DEALS', [
      ['标的名称', '标的类型'],
      ['x', '股权'],
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(messages(wrong)[0]).toMatch(/^不是「并购重组交易」模板：表头缺少 上市公司/);

    const badNumber = await send('MA_DEALS', [DEAL_HEADER, deal(), deal({ 1: '600998', 5: '十二亿' })]);
    expect(badNumber.statusCode).toBe(400);
    expect(messages(badNumber)).toEqual([expect.stringMatching(/^第 3 行「交易金额（亿元）」/)]);

    const future = await send('MA_DEALS', [DEAL_HEADER, deal({ 9: '2999-01-01', 10: '董事会预案', 11: '' })]);
    expect(future.statusCode).toBe(400);
    expect(messages(future)).toEqual([expect.stringMatching(/^第 2 行「首次公告日」：晚于数据截止日/)]);

    const unknown = await send('MA_DEALS', [DEAL_HEADER, deal({ 3: '借壳上市', 6: '比特币' })]);
    expect(unknown.statusCode).toBe(400);
    expect(messages(unknown)).toEqual([
      expect.stringMatching(/^第 2 行「交易类型」：应为 发行股份购买资产、/),
      expect.stringMatching(/^第 2 行「支付方式」/),
    ]);
    const backwards = await send('MA_DEALS', [DEAL_HEADER, deal({ 11: '2024-01-01' })]);
    expect(messages(backwards)).toEqual([expect.stringMatching(/^第 2 行「完成日期」：早于首次公告日/)]);

    const repeated = await send('MA_DEALS', [DEAL_HEADER, deal(), deal()]);
    expect(repeated.statusCode).toBe(400);
    expect(messages(repeated)).toEqual([expect.stringMatching(/^第 3 行「交易标的」：与第 2 行重复/)]);

    const after = await caller.data('county', 'GET', `${BASE}/deals?size=1`);
    expect(after.total).toBe(before.total);
    expect(after.source).toEqual(before.source);
  });

  it('makes a good workbook the active version: the list reads it with its source line', async () => {
    const answer = await send('MA_DEALS', [DEAL_HEADER, deal(), deal({ 1: '000001', 8: '广东', 11: '' })]);
    expect(answer.statusCode, answer.body).toBe(200);
    const deals = await caller.data('county', 'GET', `${BASE}/deals`);
    expect(deals.total).toBe(2);
    expect(deals.source).toMatchObject({ sourceName: SOURCE, synthetic: false, asOf: day() });
    const ours = deals.items.find((d: { stockCode: string }) => d.stockCode === '600999');
    expect(ours).toMatchObject({ price: 12.34, payment: 'MIXED', type: 'SHARE_PURCHASE', ours: true });
    const o = await caller.data('county', 'GET', `${BASE}/overview`);
    expect(o.total).toMatchObject({ count: 2, amount: 24.68 });
    expect(o.oursTotal.count).toBe(1);
    // The other datasets keep their own (demo) versions.
    expect((await caller.data('county', 'GET', `${BASE}/cases`)).source).toMatchObject({ synthetic: true });
  });

  it('imports trade targets and cases through their own templates', async () => {
    const targets = await send('MA_TARGETS', [
      ['标的名称', '标的类型', '行业', '省份', '出让方', '挂牌价格（亿元）', '状态', '挂牌日期', '联系机构'],
      [
        '丁矿业有限公司 51% 股权',
        '股权',
        '采矿业',
        '湖南',
        '戊集团',
        '面议',
        '挂牌中',
        '2025-01-02',
        '湖南省联合产权交易所',
      ],
    ]);
    expect(targets.statusCode, targets.body).toBe(200);
    const listed = await caller.data('broker', 'GET', `${BASE}/targets`);
    expect(listed.items).toEqual([
      expect.objectContaining({ askingPrice: null, status: 'LISTED', ours: true }),
    ]);
    const cases = await send('MA_CASES', [
      [
        '案例名称',
        '上市公司',
        '证券代码',
        '交易标的',
        '交易类型',
        '支付方式',
        '省份',
        '首次公告日',
        '审核状态',
        '审核关注问题',
        '启示',
      ],
      [
        '某公司吸收合并案',
        '己股份有限公司',
        '000002',
        '庚公司',
        '吸收合并',
        '股份',
        '湖北',
        '2023-05-06',
        '已完成',
        '换股比例；债权人保护',
        '先沟通',
      ],
    ]);
    expect(cases.statusCode, cases.body).toBe(200);
    const found = await caller.data('county', 'GET', `${BASE}/cases?type=ABSORPTION`);
    expect(found.total).toBe(1);
    const c = await caller.data('county', 'GET', `${BASE}/cases/${found.items[0].caseId}`);
    expect(c).toMatchObject({ questions: ['换股比例', '债权人保护'], lessons: '先沟通', ours: false });
  });
});
