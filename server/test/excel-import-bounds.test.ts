// Excel imports read uploads in bounded memory and time: a zip bomb is refused from the zip's
// directory (or when inflating passes what it declared), a stray far-out cell does not widen
// every row, and reading stops at the row limit. Normal files still import.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS, readFirstSheet } from '../src/platform/excel/sheet-reader.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { login } from './helpers/http.ts';
import { callerFor, upload } from './helpers/management.ts';
import { cell, piece, row, SHEET_HEAD, SHEET_TAIL, xlsxOf } from './helpers/xlsx-zip.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminCookie = await login(t.app, 'admin');
});
afterAll(() => t.close());

const IMPORT = '/console/api/management/dict/industry/import';
const MiB = 1024 * 1024;
const refusal = (message: string) => ({ code: 'VALIDATION_FAILED', details: [{ path: 'file', message }] });

/** A sheet of `count` rows after the header, three text cells each, plus `extra` cells per row. */
function sheetOf(count: number, extra: (r: number) => string = () => ''): Buffer {
  const header = row(1, cell('A1', '编码') + cell('B1', '名称') + cell('C1', '上级编码') + extra(1));
  let body = '';
  for (let r = 2; r <= count + 1; r++) body += row(r, cell(`A${r}`, `${r}`) + cell(`B${r}`, 'x') + extra(r));
  return xlsxOf([piece(SHEET_HEAD + header + body + SHEET_TAIL)]);
}

/** A sheet of a gigabyte of repeated rows, deflated to about 3 MB (under the 5 MB upload limit). */
function zipBomb(declaredSize?: number): Buffer {
  const filler = row(2, cell('A2', 'x'));
  const mebibyte = filler.repeat(Math.floor(MiB / filler.length));
  return xlsxOf([piece(SHEET_HEAD), piece(mebibyte, 1000), piece(SHEET_TAIL)], declaredSize);
}

describe('zip bombs', () => {
  it('refuses a workbook that unpacks to a gigabyte quickly, in modest memory', async () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(5 * MiB);
    const before = process.memoryUsage().rss;
    const answer = await upload(t.app, IMPORT, adminCookie, bomb);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject(refusal('文件过大或已损坏'));
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MiB);
  }, 10_000);

  it('refuses a bomb whose directory lies about its size, once inflating passes the declared size', async () => {
    const before = process.memoryUsage().rss;
    const answer = await upload(t.app, IMPORT, adminCookie, zipBomb(MiB));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject(refusal('文件过大或已损坏'));
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MiB);
  }, 10_000);
});

describe('far-out cells', () => {
  it(`reads a sheet with one cell at XFD1 (column 16,384) ${MAX_IMPORT_COLUMNS} columns wide`, async () => {
    const { header, rows } = await readFirstSheet(
      sheetOf(1000, (r) => (r === 1 ? cell('XFD1', '备注') : '')),
    );
    expect(header).toHaveLength(MAX_IMPORT_COLUMNS);
    expect(header.slice(0, 4)).toEqual(['编码', '名称', '上级编码', '']);
    expect(rows).toHaveLength(1000);
    expect(rows[999]).toEqual([1001, ['1001', 'x', ...Array(MAX_IMPORT_COLUMNS - 2).fill('')]]);
  }, 10_000);

  it('refuses a sheet with a cell far out on every row instead of walking each row to it', async () => {
    const far = sheetOf(2000, (r) => cell(`XFD${r}`, '备注'));
    await expect(readFirstSheet(far)).rejects.toMatchObject({
      status: 400,
      details: [{ path: 'file', message: expect.stringContaining(`前 ${MAX_IMPORT_COLUMNS} 列`) }],
    });
  }, 10_000);

  it('imports a good sheet with a remark at XFD1', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('导入');
    sheet.addRows([
      ['编码', '名称', '上级编码'],
      ['012', '豆类、油料和薯类种植', '01'],
      ['013', '蔬菜、食用菌及园艺作物种植', '01'],
    ]);
    sheet.getCell('XFD1').value = '备注：按国标 GB/T 4754';
    const answer = await upload(t.app, IMPORT, adminCookie, Buffer.from(await book.xlsx.writeBuffer()));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ created: 2, updated: 0 });
  });
});

describe('row limit', () => {
  // exceljs's streaming reader parks a sheet it cannot read yet in a file named tmp-<pid>-….
  const leftovers = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));

  it(`reads ${MAX_IMPORT_ROWS} data rows and refuses one more, naming the limit`, async () => {
    expect((await readFirstSheet(sheetOf(MAX_IMPORT_ROWS))).rows).toHaveLength(MAX_IMPORT_ROWS);
    const answer = await upload(t.app, IMPORT, adminCookie, sheetOf(MAX_IMPORT_ROWS + 1));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject(refusal(`一次最多导入 ${MAX_IMPORT_ROWS} 行`));
    // Stopping early left nothing behind (these sheets have no shared strings part).
    expect(leftovers()).toEqual([]);
  }, 20_000);
});

describe('ordinary workbooks', () => {
  it('imports its own export back (streamed: no shared strings, sizes after the data)', async () => {
    const admin = callerFor(t.app, adminCookie);
    const exported = await admin('GET', '/console/api/management/dict/strategic/export');
    expect(exported.statusCode).toBe(200);
    const answer = await upload(
      t.app,
      '/console/api/management/dict/strategic/import',
      adminCookie,
      exported.rawPayload,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ created: 0, updated: 0 });
  });

  it('reads the first tab in tab order, whichever part holds it', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('删掉');
    book.addWorksheet('第一张').addRow(['first']);
    book.removeWorksheet('删掉');
    // Takes the free sheet1.xml, yet shows as the second tab.
    book.addWorksheet('第二张').addRow(['second']);
    expect((await readFirstSheet(Buffer.from(await book.xlsx.writeBuffer()))).header).toEqual(['first']);
  });
});
