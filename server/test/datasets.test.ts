// The shared dataset pipeline (platform/datasets, issue 13 §1), through a real dataset (the inquiry
// letters): the template, a workbook beyond the old 20,000-row cap read as a stream, the row limit,
// who may call what, and the scheduled refresh from an address — off by default, a good workbook
// imported once per period as a version with no person, a bad one or a forbidden address recorded
// for the administrator and changing nothing.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_GUIDE } from '../src/modules/datasets/datasets.routes.ts';
import { MODULES } from '../src/modules/index.ts';
import { ipoLettersDataset } from '../src/modules/ipo-data/ipo-data.datasets.ts';
import { createAudit } from '../src/platform/audit/audit.ts';
import { createDatasets } from '../src/platform/datasets/pipeline.ts';
import { createDatasetRefresh } from '../src/platform/datasets/refresh.ts';
import { sheetRows } from '../src/platform/excel/sheet-reader.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { readWorkbook, workbookOf } from './helpers/management.ts';
import { multipartBody } from './helpers/multipart.ts';

const BASE = '/console/api/datasets';
const HEADER = ['公司名称', '板块', '问询轮次', '问询日期', '问题序号', '问题类别', '问题内容'];
const HOUR = 3_600_000;
let t: TestApp;
let caller: ReturnType<typeof callerOf>;
let served: Buffer = Buffer.alloc(0);
let server: Server;
let origin = '';
beforeAll(async () => {
  t = await buildTestApp();
  caller = callerOf(t.app);
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    res.end(served);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await t?.close();
});

const day = () => t.clock.now().toISOString().slice(0, 10);
const questions = (n: number, company = '庚流式测试股份有限公司') =>
  Array.from({ length: n }, (_, i) => [
    `${company}${i < 999 ? '' : Math.floor(i / 999)}`,
    '科创板',
    '1',
    '2025-04-01',
    String(1 + (i % 999)),
    '财务',
    `请说明第 ${i + 1} 项收入确认的依据`,
  ]);
async function send(content: Buffer, dataset = 'IPO_LETTERS', account = 'admin') {
  const { payload, headers } = multipartBody([{ name: 'file', filename: 'letters.xlsx', content }]);
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/${dataset}/import?sourceName=${encodeURIComponent('交易所公开信息')}&asOf=${day()}`,
    headers: { ...headers, ...sameOrigin, cookie: await login(t.app, account) },
    payload,
  });
}
const versions = () => caller.data('admin', 'GET', `${BASE}/imports?dataset=IPO_LETTERS`);

describe('who may call what', () => {
  it('serves administrators only, and an unknown dataset is a 404', async () => {
    expect((await caller.call('county', 'GET', `${BASE}/imports?dataset=IPO_LETTERS`)).statusCode).toBe(403);
    expect((await send(await workbookOf([HEADER]), 'IPO_LETTERS', 'county')).statusCode).toBe(403);
    expect((await caller.call('admin', 'GET', `${BASE}/NO_SUCH_SET/template`)).statusCode).toBe(404);
    expect((await send(await workbookOf([HEADER, ...questions(1)]), 'NO_SUCH_SET')).statusCode).toBe(404);
    const bad = await caller.call('admin', 'GET', `${BASE}/imports?dataset=lower`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('dataset');
  });

  it('gives the template with the declared columns in order', async () => {
    const answer = await caller.call('admin', 'GET', `${BASE}/IPO_LETTERS/template`);
    expect(answer.statusCode).toBe(200);
    const sheets = await readWorkbook(answer.rawPayload);
    expect(Object.values(sheets)[0]![0]).toEqual([...ipoLettersDataset.columns]);
  });
});

describe('every template', () => {
  const declared = MODULES.flatMap((m) => m.datasets ?? []);
  const withoutTrailingBlanks = (row: string[]) => {
    const out = [...row];
    while (out.at(-1) === '') out.pop();
    return out;
  };

  it('is the header alone on the first sheet, with a 说明 sheet giving each column and an example', async () => {
    expect(declared.map((d) => d.key)).toEqual(expect.arrayContaining(['IPO_LETTERS', 'LISTED_COMPANIES']));
    for (const d of declared) {
      const answer = await caller.call('admin', 'GET', `${BASE}/${d.key}/template`);
      expect(answer.statusCode, d.key).toBe(200);
      const sheets = Object.entries(await readWorkbook(answer.rawPayload));
      expect(sheets.map(([name]) => name)).toEqual([d.title.slice(0, 31), TEMPLATE_GUIDE]);
      expect(sheets[0]![1], d.key).toEqual([[...d.columns]]);
      const guide = sheets[1]![1];
      expect(guide[0]).toEqual(['列', '必填', '示例（虚构，仅示范格式）']);
      expect(guide.slice(1, 1 + d.columns.length).map(withoutTrailingBlanks), d.key).toEqual(
        d.columns.map((c) =>
          withoutTrailingBlanks([c, d.required.includes(c) ? '是' : '', d.example[c] ?? '']),
        ),
      );
      expect(guide.at(-1)![0]).toContain('不会被导入');
    }
  });

  it("has an example every template's own checks accept, naming only its columns", () => {
    for (const d of declared) {
      expect(
        Object.keys(d.example).filter((c) => !d.columns.includes(c)),
        d.key,
      ).toEqual([]);
      const refused: string[] = [];
      const reader = {
        line: 2,
        cell: (c: string) => d.example[c] ?? '',
        refuse: (c: string, message: string) => {
          refused.push(`${c}：${message}`);
          return null;
        },
      };
      for (const c of d.required) if (reader.cell(c) === '') reader.refuse(c, '必填');
      const row = d.parse(reader, { asOf: day() });
      expect(refused, d.key).toEqual([]);
      expect(row, d.key).not.toBeNull();
    }
  });

  it('imports as downloaded as today: refused for having no data row, changing nothing', async () => {
    for (const d of declared) {
      const before = await caller.data('admin', 'GET', `${BASE}/imports?dataset=${d.key}`);
      const template = (await caller.call('admin', 'GET', `${BASE}/${d.key}/template`)).rawPayload;
      const answer = await send(template, d.key);
      expect(answer.statusCode, d.key).toBe(400);
      expect(answer.json().details.map((e: { message: string }) => e.message)).toEqual([
        '工作簿中没有数据行',
      ]);
      expect(await caller.data('admin', 'GET', `${BASE}/imports?dataset=${d.key}`)).toEqual(before);
    }
  });
});

describe('a large workbook', () => {
  it('imports 25,000 rows (past the old 20,000 cap) as one version, read as a stream', async () => {
    const answer = await send(await workbookOf([HEADER, ...questions(25_000)]));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      dataset: 'IPO_LETTERS',
      rows: 25_000,
      active: true,
      origin: 'UPLOAD',
    });
    const found = await caller.data(
      'county',
      'GET',
      '/console/api/ipo-data/letters?company=庚流式测试&size=1',
    );
    expect(found.total).toBe(25_000);
  }, 120_000);

  it('gives a slow reader every row (the reader waits on the database between batches)', async () => {
    const data = await workbookOf([HEADER, ...questions(3000)]);
    let n = 0;
    for await (const _ of sheetRows(data, 200_000))
      if (++n % 500 === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(n).toBe(3001);
  });

  it('refuses a row a declaration leaves out without naming a cell, rather than losing it', async () => {
    const audit = createAudit(t.database.db, t.clock.now, { strict: false });
    const datasets = createDatasets({ db: t.database.db, clock: t.clock.now, audit });
    let written = 0;
    datasets.register({
      key: 'TEST_SILENT',
      title: '测试',
      columns: ['名称'],
      required: ['名称'],
      example: { 名称: '留' },
      parse: (r) => (r.cell('名称') === '丢' ? null : r.cell('名称')),
      write: async (_tx, _id, rows) => {
        written += rows.length;
      },
    });
    const data = await workbookOf([['名称'], ['留'], ['丢']]);
    const meta = { fileName: 'x.xlsx', sourceName: '测试', asOf: day(), origin: 'UPLOAD' as const };
    await expect(datasets.importWorkbook('TEST_SILENT', data, meta, null)).rejects.toMatchObject({
      status: 400,
      details: [{ message: expect.stringMatching(/^第 3 行「名称」/) }],
    });
    expect(written).toBe(0);
  });

  it('keeps every Chinese character whole wherever the stream splits it', async () => {
    // Inline strings put the text in the sheet itself; at this size exceljs's own decoding split
    // a character near row 627 into replacement characters.
    const file = join(mkdtempSync(join(tmpdir(), 'datasets-test-')), 'inline.xlsx');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
    const sheet = book.addWorksheet('x');
    const boards = ['上交所主板', '深交所主板', '科创板', '创业板', '北交所'];
    for (let i = 0; i < 2000; i++)
      sheet
        .addRow([
          `基准测试第${i + 1}号股份有限公司`,
          boards[i % 5],
          '湖南',
          '专用设备制造业',
          `基准证券${i % 50}号`,
          '已上市',
        ])
        .commit();
    await book.commit();
    const wrong: string[] = [];
    for await (const [line, cells] of sheetRows(readFileSync(file), 200_000))
      if (cells[0] !== `基准测试第${line}号股份有限公司` || cells[1] !== boards[(line - 1) % 5])
        wrong.push(`${line}: ${cells.join(',')}`);
    expect(wrong).toEqual([]);
  });

  it('stops reading at the row limit with a 400', async () => {
    const data = await workbookOf([HEADER, ...questions(12)]);
    const read = async (max: number) => {
      let n = 0;
      for await (const _ of sheetRows(data, max)) n++;
      return n;
    };
    expect(await read(12)).toBe(13);
    await expect(read(11)).rejects.toMatchObject({ status: 400 });
  });
});

describe('the scheduled refresh', () => {
  it('is off by default and refuses a configuration without an address or with another scheme', async () => {
    expect(await caller.data('admin', 'GET', `${BASE}/IPO_LETTERS/refresh`)).toMatchObject({
      enabled: false,
      url: null,
    });
    const bare = await caller.call('admin', 'PUT', `${BASE}/IPO_LETTERS/refresh`, {
      url: null,
      sourceName: null,
      enabled: true,
      everyHours: 24,
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details[0].path).toBe('url');
    const ftp = await caller.call('admin', 'PUT', `${BASE}/IPO_LETTERS/refresh`, {
      url: 'ftp://example.com/x.xlsx',
      sourceName: '交易所',
      enabled: true,
      everyHours: 24,
    });
    expect(ftp.statusCode).toBe(400);
  });

  it('imports a good workbook once per period, records a bad one and a forbidden address, changing nothing', async () => {
    let now = new Date(t.clock.now().getTime() + 60_000);
    const clock = () => now;
    const audit = createAudit(t.database.db, clock, { strict: false });
    const datasets = createDatasets({ db: t.database.db, clock, audit });
    datasets.register(ipoLettersDataset);
    const refresh = createDatasetRefresh({
      db: t.database.db,
      clock,
      audit,
      datasets,
      remoteCapture: { allowLoopback: true, timeoutMs: 5000 },
    });
    const configure = (url: string) =>
      caller.data('admin', 'PUT', `${BASE}/IPO_LETTERS/refresh`, {
        url,
        sourceName: '交易所问询函公开信息',
        enabled: true,
        everyHours: 24,
      });
    await configure(`${origin}/letters.xlsx`);
    served = await workbookOf([HEADER, ...questions(3, '辛定时更新股份有限公司')]);
    expect(await refresh.runDue()).toBe(1);
    const [latest] = await versions();
    expect(latest).toMatchObject({
      origin: 'URL',
      importedBy: null,
      rows: 3,
      active: true,
      fileName: 'letters.xlsx',
    });
    expect(await auditCount(t.database.db, { action: 'dataset.imported' })).toBeGreaterThan(0);
    // Not due again within its period.
    expect(await refresh.runDue()).toBe(0);

    const before = await versions();
    now = new Date(now.getTime() + 25 * HOUR);
    served = await workbookOf([
      HEADER,
      ['辛定时更新股份有限公司', '纳斯达克', '1', '2025-04-01', '1', '财务', '问题'],
    ]);
    expect(await refresh.runDue()).toBe(0);
    expect((await caller.data('admin', 'GET', `${BASE}/IPO_LETTERS/refresh`)).lastError).toMatch(
      /第 2 行「板块」/,
    );
    expect(await versions()).toEqual(before);

    await configure('http://10.0.0.1/letters.xlsx');
    now = new Date(now.getTime() + 25 * HOUR);
    expect(await refresh.runDue()).toBe(0);
    expect((await caller.data('admin', 'GET', `${BASE}/IPO_LETTERS/refresh`)).lastError).toMatch(/不允许/);
    expect(await versions()).toEqual(before);
  }, 60_000);
});
