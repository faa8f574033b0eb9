// IPO data (issue 13): the demo dataset read as statistics and cases with its source; an
// administrator's import of an IPO-cases workbook (all or nothing, each bad cell named by row and
// column, a zip bomb refused), its versions and restoring the previous one; who may call what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { readWorkbook, workbookOf } from './helpers/management.ts';
import { multipartBody } from './helpers/multipart.ts';
import { cell, piece, row, SHEET_HEAD, SHEET_TAIL, xlsxOf } from './helpers/xlsx-zip.ts';

const BASE = '/console/api/ipo-data';
const DATASETS = '/console/api/datasets';
const VERSIONS = `${DATASETS}/imports?dataset=IPO_CASES,IPO_LETTERS`;
let t: TestApp;
let caller: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await buildTestApp();
  caller = callerOf(t.app);
});
afterAll(() => t?.close());

const HEADER = [
  '公司名称',
  '统一社会信用代码',
  '板块',
  '省份',
  '行业',
  '保荐机构',
  '律师事务所',
  '会计师事务所',
  '状态',
  '受理日期',
  '上会日期',
  '上市日期',
  '终止日期',
  '募资金额（亿元）',
  '审核问题',
];
const GOOD = [
  [
    '甲导入测试股份有限公司',
    '',
    '科创板',
    '江苏',
    '专用设备制造业',
    '导入证券股份有限公司',
    '甲律所',
    '甲所',
    '已上市',
    '2024-01-10',
    '2024-06-01',
    '2024-09-20',
    '',
    '12.5',
    '收入确认；核心技术来源',
  ],
  [
    '乙导入测试股份有限公司',
    '',
    '创业板',
    '浙江',
    '医药制造业',
    '另一证券有限公司',
    '乙律所',
    '乙所',
    '已问询',
    '2025-03-02',
    '',
    '',
    '',
    '',
    '',
  ],
];
const day = () => t.clock.now().toISOString().slice(0, 10);

async function send(content: Buffer, asOf = day(), account = 'admin') {
  const { payload, headers } = multipartBody([{ name: 'file', filename: 'cases.xlsx', content }]);
  return t.app.inject({
    method: 'POST',
    url: `${DATASETS}/IPO_CASES/import?sourceName=${encodeURIComponent('上交所、深交所公开信息')}&asOf=${asOf}`,
    headers: { ...headers, ...sameOrigin, cookie: await login(t.app, account) },
    payload,
  });
}
const messages = (answer: { json(): { details: { message: string }[] } }) =>
  answer.json().details.map((d) => d.message);

describe('who may call what', () => {
  it('lets everyone signed in read and only administrators import', async () => {
    // Signing in is asked for with the spec's 403 WEB_ACCESS_AUTH_REQUIRED.
    expect((await caller.call(null, 'GET', `${BASE}/overview`)).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    for (const account of ['ent-gold', 'broker', 'county', 'unit'])
      expect((await caller.call(account, 'GET', `${BASE}/cases`)).statusCode).toBe(200);
    expect((await caller.call('county', 'GET', VERSIONS)).statusCode).toBe(403);
    expect((await send(await workbookOf([HEADER, ...GOOD]), day(), 'county')).statusCode).toBe(403);
    expect(
      (await caller.call('county', 'GET', `${BASE}/cases/00000000-0000-4000-8000-000000000000`)).statusCode,
    ).toBe(404);
    const bad = await caller.call('county', 'GET', `${BASE}/cases?board=NASDAQ`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('board');
  });
});

describe('the demo dataset', () => {
  it('answers statistics aggregated in SQL with the source, marked synthetic, and our enterprises linked', async () => {
    const o = await caller.data('county', 'GET', `${BASE}/overview`);
    expect(o.source).toMatchObject({ synthetic: true });
    expect(o.national.map((n: { year: number }) => n.year)).toEqual([2022, 2023, 2024, 2025]);
    expect(o.national[1]).toMatchObject({ ipoCount: 313, sourceName: expect.stringContaining('Wind') });
    const listed = o.byBoard.reduce((n: number, b: { count: number }) => n + b.count, 0);
    expect(listed).toBeGreaterThan(0);
    expect(o.byYear.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(listed);
    expect(o.ours.length).toBeGreaterThan(0);
    expect(o.ours[0].enterpriseId).toBeTruthy();
    const year = Number(o.byYear[0].key);
    const detail = await caller.data('county', 'GET', `${BASE}/overview?year=${year}`);
    expect(detail.byMonth.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(
      o.byYear[0].count,
    );
  });
});

describe('importing an IPO-cases workbook', () => {
  it('refuses a wrong template, bad cells, future dates and duplicates, changing nothing', async () => {
    const before = await caller.data('admin', 'GET', VERSIONS);
    const wrong = await send(
      await workbookOf([
        ['标题', '来源'],
        ['x', 'y'],
      ]),
    );
    expect(wrong.statusCode).toBe(400);
    expect(messages(wrong)[0]).toMatch(/不是「IPO 案例」模板/);
    const bad = await send(
      await workbookOf([
        HEADER,
        GOOD[0]!,
        [
          '丙公司',
          '123',
          '纳斯达克',
          '广东',
          '软件',
          '某证券',
          '',
          '',
          '已上市',
          '2025-02-30',
          '',
          '',
          '',
          '十亿',
          '',
        ],
        [
          '丁公司',
          '',
          '创业板',
          '广东',
          '软件',
          '某证券',
          '',
          '',
          '已受理',
          '2099-01-01',
          '',
          '',
          '',
          '',
          '',
        ],
        GOOD[0]!,
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(messages(bad)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^第 3 行「统一社会信用代码」/),
        expect.stringMatching(/^第 3 行「板块」/),
        expect.stringMatching(/^第 3 行「受理日期」/),
        expect.stringMatching(/^第 3 行「上市日期」/),
        expect.stringMatching(/^第 3 行「募资金额（亿元）」/),
        expect.stringMatching(/^第 4 行「受理日期」：晚于数据截止日/),
        expect.stringMatching(/^第 5 行「公司名称」：与第 2 行重复/),
      ]),
    );
    const future = await send(await workbookOf([HEADER, ...GOOD]), '2999-01-01');
    expect(future.statusCode).toBe(400);
    expect(future.json().details[0].path).toBe('asOf');
    const filler = row(2, cell('A2', 'x'));
    const bomb = xlsxOf([
      piece(SHEET_HEAD),
      piece(filler.repeat(Math.floor(1048576 / filler.length)), 1000),
      piece(SHEET_TAIL),
    ]);
    expect((await send(bomb)).statusCode).toBe(400);
    expect(await caller.data('admin', 'GET', VERSIONS)).toEqual(before);
    expect(await auditCount(t.database.db, { action: 'dataset.imported' })).toBe(0);
  });

  it('imports a good workbook as the active version; a reader finds a case by sponsor and opens it; restore goes back', async () => {
    const answer = await send(await workbookOf([HEADER, ...GOOD]));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      rows: 2,
      active: true,
      synthetic: false,
      importedBy: '系统管理员',
    });
    expect(await auditCount(t.database.db, { action: 'dataset.imported' })).toBe(1);
    const found = await caller.data(
      'county',
      'GET',
      `${BASE}/cases?sponsor=${encodeURIComponent('导入证券')}`,
    );
    expect(found.total).toBe(1);
    expect(found.source).toMatchObject({ synthetic: false, sourceName: '上交所、深交所公开信息' });
    const c = await caller.data('county', 'GET', `${BASE}/cases/${found.items[0].caseId}`);
    expect(c).toMatchObject({ companyName: '甲导入测试股份有限公司', board: 'STAR', fundsRaised: 12.5 });
    expect(c.questions).toEqual(['收入确认', '核心技术来源']);
    expect(c.timeline.map((e: { event: string }) => e.event)).toEqual(['受理', '上市委审议', '上市']);
    const versions = await caller.data('admin', 'GET', VERSIONS);
    const caseVersions = versions.filter((v: { dataset: string }) => v.dataset === 'IPO_CASES');
    expect(caseVersions).toHaveLength(2);
    const demo = caseVersions.find((v: { synthetic: boolean }) => v.synthetic);
    const restored = await caller.data('admin', 'POST', `${DATASETS}/imports/${demo.importId}/restore`);
    expect(restored.active).toBe(true);
    expect(await auditCount(t.database.db, { action: 'dataset.restored' })).toBe(1);
    expect(
      (await caller.data('county', 'GET', `${BASE}/cases?sponsor=${encodeURIComponent('导入证券')}`)).total,
    ).toBe(0);
    // A case of the version no longer active is not found.
    expect((await caller.call('county', 'GET', `${BASE}/cases/${found.items[0].caseId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await caller.call('admin', 'POST', `${DATASETS}/imports/00000000-0000-4000-8000-000000000000/restore`))
        .statusCode,
    ).toBe(404);
  });

  it('exports the cases, the statistics and the letters, each with its source line', async () => {
    const cases = await readWorkbook((await caller.call('county', 'GET', `${BASE}/cases/export`)).rawPayload);
    const caseRows = Object.values(cases)[0]!;
    expect(caseRows[0]![0]).toBe('公司名称');
    expect(caseRows.at(-1)![0]).toMatch(/^数据来源：/);
    const stats = await readWorkbook(
      (await caller.call('county', 'GET', `${BASE}/overview/export`)).rawPayload,
    );
    expect(Object.keys(stats)).toEqual([
      '按年份',
      '按月份',
      '按板块',
      '按省份',
      '按行业',
      '审核队列',
      '全国概况',
    ]);
    expect(stats['按年份']!.at(-1)![0]).toMatch(/^数据来源：/);
    expect(stats['全国概况']!.map((r) => r[0])).toContain('2023');
    const letters = await readWorkbook(
      (await caller.call('county', 'GET', `${BASE}/letters/export?category=LEGAL`)).rawPayload,
    );
    const letterRows = Object.values(letters)[0]!;
    expect(letterRows.slice(1, -1).every((r) => r[5] === '法律')).toBe(true);
    expect(letterRows.at(-1)![0]).toMatch(/^数据来源：/);
    expect((await caller.call('county', 'GET', `${BASE}/letters/export?category=OTHER`)).statusCode).toBe(
      400,
    );
  });
});

describe('inquiry letters', () => {
  const LETTER_HEADER = ['公司名称', '板块', '问询轮次', '问询日期', '问题序号', '问题类别', '问题内容'];
  const sendLetters = async (content: Buffer, account = 'admin') => {
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'letters.xlsx', content }]);
    return t.app.inject({
      method: 'POST',
      url: `${DATASETS}/IPO_LETTERS/import?sourceName=${encodeURIComponent('交易所审核问询公开信息')}&asOf=${day()}`,
      headers: { ...headers, ...sameOrigin, cookie: await login(t.app, account) },
      payload,
    });
  };
  const letters = (query: string, account = 'ent-gold') =>
    caller.data(account, 'GET', `${BASE}/letters?size=50${query}`);

  it('finds demo questions by Chinese words, classified, with the synthetic source', async () => {
    const found = await letters(`&keyword=${encodeURIComponent('收入确认')}`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.source).toMatchObject({ synthetic: true });
    for (const q of found.items) expect(q.question).toContain('收入确认');
    const legal = await letters('&category=LEGAL');
    expect(legal.items.every((q: { category: string }) => q.category === 'LEGAL')).toBe(true);
    expect(legal.byCategory.map((c: { category: string }) => c.category).sort()).toEqual([
      'BUSINESS',
      'FINANCIAL',
      'INDUSTRY',
      'LEGAL',
    ]);
    expect((await letters(`&keyword=${encodeURIComponent('量子引力')}`)).total).toBe(0);
    expect(
      (await caller.call('county', 'GET', `${BASE}/letters?category=OTHER`)).json().details[0].path,
    ).toBe('category');
  });

  it('imports a letters workbook whole, or nothing with each bad cell named', async () => {
    expect((await sendLetters(await workbookOf([LETTER_HEADER]), 'county')).statusCode).toBe(403);
    const row = [
      '戊导入测试股份有限公司',
      '创业板',
      '1',
      '2025-04-01',
      '1',
      '财务',
      '请说明存货跌价准备计提是否充分',
    ];
    const bad = await sendLetters(
      await workbookOf([
        LETTER_HEADER,
        row,
        ['戊导入测试股份有限公司', '创业板', '0', '2999-01-01', '2', '税务', '问题'],
        row,
      ]),
    );
    expect(bad.statusCode, bad.body).toBe(400);
    expect(messages(bad)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^第 3 行「问询轮次」/),
        expect.stringMatching(/^第 3 行「问询日期」：晚于数据截止日/),
        expect.stringMatching(/^第 3 行「问题类别」/),
        expect.stringMatching(/^第 4 行「问题序号」：与第 2 行重复/),
      ]),
    );
    expect((await letters(`&keyword=${encodeURIComponent('存货跌价')}`)).total).toBe(0);
    const good = await sendLetters(await workbookOf([LETTER_HEADER, row]));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({ dataset: 'IPO_LETTERS', rows: 1, active: true });
    const found = await letters(`&keyword=${encodeURIComponent('存货跌价')}`);
    expect(found.items).toEqual([
      expect.objectContaining({ companyName: '戊导入测试股份有限公司', category: 'FINANCIAL', round: 1 }),
    ]);
    expect(await auditCount(t.database.db, { action: 'dataset.imported' })).toBeGreaterThan(0);
    // The cases' active version is its own: importing letters left it alone.
    const versions = await caller.data('admin', 'GET', VERSIONS);
    expect(
      versions
        .filter((v: { active: boolean }) => v.active)
        .map((v: { dataset: string }) => v.dataset)
        .sort(),
    ).toEqual(['IPO_CASES', 'IPO_LETTERS']);
  });
});
